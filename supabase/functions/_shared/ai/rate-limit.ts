/**
 * A per-user sliding window kept in the function's memory. On Supabase each isolate keeps its own
 * window, so the limit is per isolate: enough to stop a runaway loop or a script hammering the
 * provider bill, which is its purpose.
 */
export interface RateLimiter {
  /** Counts a call; returns the seconds to wait when the user is over the limit, else 0. */
  take(userId: string): number;
}

export function createRateLimiter(limit: number, windowMs: number, now: () => number = Date.now): RateLimiter {
  const calls = new Map<string, number[]>();
  return {
    take(userId) {
      const time = now();
      const recent = (calls.get(userId) ?? []).filter((at) => time - at < windowMs);
      if (recent.length >= limit) {
        calls.set(userId, recent);
        return Math.max(1, Math.ceil(((recent[0] ?? time) + windowMs - time) / 1000));
      }
      recent.push(time);
      calls.set(userId, recent);
      return 0;
    },
  };
}

export function rateLimitMessage(waitSeconds: number): string {
  return `You are sending AI requests too quickly. Wait ${waitSeconds} seconds and try again.`;
}

export function readRateLimit(env: (name: string) => string | undefined, fallback: number): number {
  const value = Number(env('AI_RATE_LIMIT_PER_MINUTE'));
  return Number.isInteger(value) && value > 0 ? value : fallback;
}
