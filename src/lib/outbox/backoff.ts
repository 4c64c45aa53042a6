export const FIRST_RETRY_MS = 2_000;
export const MAX_RETRY_MS = 5 * 60_000;

/**
 * Exponential back-off with ±20 % jitter (so many phones coming back online at once do not hit
 * the server together), capped at five minutes. `attempts` counts failures so far (≥ 1).
 */
export function nextRetryDelayMs(attempts: number, random: () => number = Math.random): number {
  const exponential = FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1);
  const capped = Math.min(MAX_RETRY_MS, exponential);
  const jitter = 1 + (random() * 2 - 1) * 0.2;
  return Math.round(Math.min(MAX_RETRY_MS, capped * jitter));
}

export function isDue(entry: { nextAttemptAt: number }, now: number): boolean {
  return entry.nextAttemptAt <= now;
}
