import { isNetworkFailure, isTimeoutError } from './errors';

/**
 * The app's one notion of "online". The browser's flag is only a hint (true on a captive portal or
 * a dead Wi-Fi), so callers also classify what a request actually did (`classifyFailure`); false,
 * though, is reliable: no request is worth sending.
 */
export function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

function listen(event: 'online' | 'offline', listener: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  window.addEventListener(event, listener);
  return () => window.removeEventListener(event, listener);
}

/** Calls `listener` whenever the network comes back. Returns an unsubscribe. */
export const onReconnect = (listener: () => void): (() => void) => listen('online', listener);

/** Calls `listener` whenever the network goes. Returns an unsubscribe. */
export const onDisconnect = (listener: () => void): (() => void) => listen('offline', listener);

/**
 * Why a request failed, as far as retrying is concerned:
 * - `offline`: it never reached a server (no signal, DNS, connection refused, the browser offline);
 * - `timeout`: the fetch wrapper gave up waiting (the server may or may not have it: send again
 *   only what is idempotent);
 * - `refused`: the server refused this data (a Postgres data or permission error, or a 4xx other
 *   than an expired sign-in, a time-out or too many requests): the same call will not succeed alone;
 * - `server`: anything else (5xx, an expired token being refreshed): passing, worth retrying.
 */
export type FailureKind = 'offline' | 'timeout' | 'refused' | 'server';

// Postgres classes 22 (data), 23 (integrity) and 42 (syntax or access): the payload itself is refused.
const REFUSED_CODES = /^(22|23|42)/;
const PASSING_4XX = new Set([401, 408, 429]);

function field(error: unknown, key: 'code' | 'status'): unknown {
  return typeof error === 'object' && error !== null && key in error ? (error as Record<string, unknown>)[key] : null;
}

export function classifyFailure(error: unknown, online: boolean = isOnline()): FailureKind {
  if (!online) return 'offline';
  if (isTimeoutError(error)) return 'timeout';
  if (isNetworkFailure(error)) return 'offline';
  const code = field(error, 'code');
  if (typeof code === 'string' && REFUSED_CODES.test(code)) return 'refused';
  const status = field(error, 'status');
  if (typeof status === 'number' && status >= 400 && status < 500 && !PASSING_4XX.has(status)) return 'refused';
  return 'server';
}

/** The request did not get an answer (offline or timed out): a copy on the device is the best there is. */
export function isUnreachable(error: unknown, online: boolean = isOnline()): boolean {
  const kind = classifyFailure(error, online);
  return kind === 'offline' || kind === 'timeout';
}
