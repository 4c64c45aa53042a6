import type { RestTimer } from './session-schema';

/**
 * The countdown is computed from the stored end time, never counted down in memory, so it is
 * right after leaving the page, a reload or the phone sleeping.
 */
export function restRemainingSeconds(rest: RestTimer | null, now: number): number {
  if (!rest) return 0;
  return Math.max(0, Math.ceil((rest.endsAt - now) / 1000));
}

export function restIsOver(rest: RestTimer | null, now: number): boolean {
  return rest !== null && now >= rest.endsAt;
}

/** Share of the rest already taken, 0..1, for the progress bar. */
export function restProgress(rest: RestTimer | null, now: number): number {
  if (!rest) return 0;
  const total = rest.endsAt - rest.startedAt;
  if (total <= 0) return 1;
  return Math.min(1, Math.max(0, (now - rest.startedAt) / total));
}

/** m:ss */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** h:mm:ss past an hour, else m:ss. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  if (seconds < 3600) return formatClock(seconds);
  const hours = Math.floor(seconds / 3600);
  return `${hours}:${formatClock(seconds % 3600).padStart(5, '0')}`;
}
