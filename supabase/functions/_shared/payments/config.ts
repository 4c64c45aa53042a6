// What the payment functions read from their environment, and the app URLs they build from it.

/** A function's environment (Deno.env.get on Supabase; the local layer's values on the embedded backend). */
export type PaymentsEnv = (name: string) => string | undefined;

/** Payments cannot run with this environment (a provider chosen but not configured): answered 503. */
export class PaymentsConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaymentsConfigError';
  }
}

/** Where a client lands after a checkout or the portal when the order names no page. */
export const DEFAULT_RETURN_PATH = '/settings/membership';

/**
 * The app's origin, from LIFTWISE_APP_URL (the local layer sets it to the origin that serves the app;
 * a hosted project sets it with `supabase secrets set`). Never from the request: a forged Origin or
 * Host must not decide where a paying client is sent.
 */
export function appOrigin(env: PaymentsEnv): string {
  const raw = env('LIFTWISE_APP_URL');
  if (!raw) throw new PaymentsConfigError('Payments are not configured: LIFTWISE_APP_URL is not set');
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new PaymentsConfigError('Payments are not configured: LIFTWISE_APP_URL is not a URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new PaymentsConfigError('Payments are not configured: LIFTWISE_APP_URL must be http(s)');
  }
  return url.origin;
}

/** An app path as the database accepts it (start_checkout's p_return_path): `/…`, not `//…`, ≤ 300 chars. */
export const APP_PATH = /^\/(?![/\\])[^\s]{0,299}$/;

/**
 * An absolute URL of the app for a path, with `params` appended to its query. The origin is always
 * the app's: the path is appended to it as text (a URL resolved against a base would let `//host` or
 * `/\host` leave it), and a result on any other origin falls back to the default page.
 */
export function appUrl(origin: string, path: string | null | undefined, params: Record<string, string>): string {
  const safePath = path && APP_PATH.test(path) ? path : DEFAULT_RETURN_PATH;
  let url = new URL(origin + safePath);
  if (url.origin !== origin) url = new URL(origin + DEFAULT_RETURN_PATH);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
}

/** The success and cancel URLs of an order's checkout: its page with `?order=<id>` (and `&checkout=cancelled`). */
export function checkoutReturnUrls(
  origin: string,
  returnPath: string | null | undefined,
  orderId: string,
): { successUrl: string; cancelUrl: string } {
  return {
    successUrl: appUrl(origin, returnPath, { order: orderId }),
    cancelUrl: appUrl(origin, returnPath, { order: orderId, checkout: 'cancelled' }),
  };
}
