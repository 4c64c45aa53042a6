import { errorMessageOf, isNetworkFailure } from '@/lib/errors';

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

export type FailureKind = 'offline' | 'transient' | 'rejected' | 'wrong-account';

// Postgres refused the data itself: retrying the same payload cannot succeed on its own.
const REJECTED_CODES = /^(22|23|42)/;

function codeOf(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const code = (error as { code: unknown }).code;
    return typeof code === 'string' ? code : '';
  }
  return '';
}

/**
 * Why a save failed. A rejected save is still never dropped: it stays in the outbox, is retried
 * at the slowest pace, and the person sees the reason.
 */
export function classifyFailure(error: unknown, online: boolean): FailureKind {
  const message = errorMessageOf(error);
  if (!online || isNetworkFailure(error)) return 'offline';
  // The session changed hands between the check and the call: not this payload's fault.
  if (codeOf(error) === '42501' && /another account/.test(message)) return 'wrong-account';
  if (REJECTED_CODES.test(codeOf(error))) return 'rejected';
  return 'transient';
}

/**
 * An edit of a finished workout: as for a finish, and any other 4xx answer (bar an expired sign-in,
 * a time-out or too many requests) is the server refusing this data, not a passing failure.
 */
export function classifyEditFailure(error: unknown, online: boolean): FailureKind {
  const kind = classifyFailure(error, online);
  if (kind !== 'transient') return kind;
  const status =
    typeof error === 'object' && error !== null && 'status' in error ? (error as { status: unknown }).status : null;
  return typeof status === 'number' && status >= 400 && status < 500 && ![401, 408, 429].includes(status)
    ? 'rejected'
    : 'transient';
}

export interface RetrySchedule {
  attempts: number;
  nextAttemptAt: number;
}

export function scheduleRetry(
  previousAttempts: number,
  kind: FailureKind,
  now: number,
  random: () => number = Math.random,
): RetrySchedule {
  const attempts = previousAttempts + 1;
  const delay = kind === 'rejected' ? MAX_RETRY_MS : nextRetryDelayMs(attempts, random);
  return { attempts, nextAttemptAt: now + delay };
}

export function isDue(entry: { nextAttemptAt: number }, now: number): boolean {
  return entry.nextAttemptAt <= now;
}
