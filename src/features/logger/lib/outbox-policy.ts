import { classifyFailure as connectivityFailure, isOnline } from '@/lib/connectivity';
import { errorMessageOf } from '@/lib/errors';

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

/**
 * Why a save failed (the connectivity module's verdict in the outbox's words). A rejected save is
 * still never dropped: it stays in the outbox, is retried at the slowest pace, and the person sees
 * the reason.
 */
export function classifyFailure(error: unknown, online: boolean = isOnline()): FailureKind {
  // The session changed hands between the check and the call: not this payload's fault.
  const code = typeof error === 'object' && error !== null && 'code' in error ? (error as { code: unknown }).code : '';
  if (code === '42501' && /another account/.test(errorMessageOf(error))) return 'wrong-account';
  const kind = connectivityFailure(error, online);
  if (kind === 'offline' || kind === 'timeout') return 'offline';
  return kind === 'refused' ? 'rejected' : 'transient';
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
