/** User-facing messages shared across features (spec section 8). */
export const TIMEOUT_MESSAGE = 'Request timed out. Please check your internet connection.';
export const AUTH_UNAVAILABLE_MESSAGE = 'The sign-in service is temporarily unavailable. Please try again in a minute.';
export const NETWORK_MESSAGE = 'Unable to connect to the server. Please check your internet connection.';

/**
 * Thrown by the fetch wrapper when a backend call exceeds the time-out. Named like an abort so
 * supabase-js gives up at once instead of retrying a dead connection three more times (which would
 * keep the person waiting far past the spec's 10 s).
 */
export class RequestTimeoutError extends Error {
  override readonly name = 'AbortError';
  constructor() {
    super(TIMEOUT_MESSAGE);
  }
}

const UNAVAILABLE_STATUSES = new Set([502, 503, 504]);

function readStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  const status = (error as { status: unknown }).status;
  return typeof status === 'number' ? status : undefined;
}

export function errorMessageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const message = (error as { message: unknown }).message;
    if (typeof message === 'string') return message;
  }
  return typeof error === 'string' ? error : '';
}

export function isTimeoutError(error: unknown): boolean {
  return error instanceof RequestTimeoutError || errorMessageOf(error).includes(TIMEOUT_MESSAGE);
}

/**
 * What each browser's fetch throws when the request never reaches a server (no signal, DNS,
 * connection refused). supabase-js passes the message on: auth-js as `AuthRetryableFetchError`
 * with the bare message, postgrest-js prefixed with the error name (`TypeError: Load failed`).
 */
const CONNECTION_LOST_MESSAGES = [
  'Failed to fetch', // Chromium
  'Load failed', // Safari (WebKit)
  'NetworkError when attempting to fetch resource', // Firefox
  'fetch failed', // Node's undici (tests, edge functions)
  'Network request failed', // React Native and older polyfills
];

/** The request never reached the server: the connection is down, or the time-out gave up on it. */
export function isNetworkFailure(error: unknown): boolean {
  if (isTimeoutError(error)) return true;
  const message = errorMessageOf(error);
  return CONNECTION_LOST_MESSAGES.some((pattern) => message.includes(pattern));
}

export function isServiceUnavailable(error: unknown): boolean {
  const status = readStatus(error);
  return status !== undefined && UNAVAILABLE_STATUSES.has(status);
}

/**
 * Turns anything a backend call threw into a sentence for the user. Time-outs and an unavailable
 * service get their own messages; otherwise the fallback (usually the spec's message for the action).
 */
export function toUserMessage(error: unknown, fallback: string): string {
  if (isTimeoutError(error)) return TIMEOUT_MESSAGE;
  if (isServiceUnavailable(error)) return AUTH_UNAVAILABLE_MESSAGE;
  if (isNetworkFailure(error)) return NETWORK_MESSAGE;
  return fallback;
}

/** Like toUserMessage, but prefers the provider's own message when it has one. */
export function toProviderMessage(error: unknown, fallback: string): string {
  const special = toUserMessage(error, '');
  if (special) return special;
  const message = errorMessageOf(error).trim();
  return message && message !== '{}' ? message : fallback;
}
