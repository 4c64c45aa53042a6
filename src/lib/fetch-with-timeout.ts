import { REQUEST_TIMEOUT_MS } from './constants';
import { RequestTimeoutError } from './errors';

type Fetch = typeof fetch;

/**
 * Wraps fetch so every call is aborted after `timeoutMs`; the caller then sees a
 * RequestTimeoutError carrying the spec's message. A signal passed by the caller still works.
 */
export function createFetchWithTimeout(
  baseFetch: Fetch = (...args) => fetch(...args),
  timeoutMs = REQUEST_TIMEOUT_MS,
): Fetch {
  return async (input, init) => {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const outer = init?.signal;
    const forwardAbort = () => controller.abort(outer?.reason);
    if (outer) {
      if (outer.aborted) controller.abort(outer.reason);
      else outer.addEventListener('abort', forwardAbort, { once: true });
    }
    try {
      return await baseFetch(input, { ...init, signal: controller.signal });
    } catch (error) {
      if (timedOut) throw new RequestTimeoutError();
      throw error;
    } finally {
      clearTimeout(timer);
      outer?.removeEventListener('abort', forwardAbort);
    }
  };
}
