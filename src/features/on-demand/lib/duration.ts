/** A video's length as staff read and type it: `m:ss` or `h:mm:ss` (or plain seconds). */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** Longest a resource's duration may be (the column's check: 1 second to 24 hours). */
export const MAX_DURATION_SECONDS = 86_400;

/**
 * Seconds from what staff typed: `90`, `1:30`, `1:02:03`. Empty is `null` (no duration); anything
 * else that is not a duration between 1 second and 24 hours is `undefined` (refused).
 */
export function parseDuration(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d{1,5}(:\d{1,2}){0,2}$/.test(trimmed)) return undefined;
  const parts = trimmed.split(':').map(Number);
  if (parts.slice(1).some((part) => part >= 60)) return undefined;
  const seconds = parts.reduce((total, part) => total * 60 + part, 0);
  return seconds >= 1 && seconds <= MAX_DURATION_SECONDS ? seconds : undefined;
}
