/**
 * A checkout comes back to the address it started from with `?order=<id>` (and `&checkout=cancelled`
 * when the client backed out). These read that, and build the address to come back to.
 */
export interface PaymentReturn {
  orderId: string;
  cancelled: boolean;
}

const RETURN_KEYS = ['order', 'checkout'];

export function readPaymentReturn(params: URLSearchParams): PaymentReturn | null {
  const orderId = params.get('order');
  if (!orderId) return null;
  return { orderId, cancelled: params.get('checkout') === 'cancelled' };
}

/** The path and query to return to, without an earlier return's parameters (at most 300 characters). */
export function returnPathOf(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  for (const key of RETURN_KEYS) params.delete(key);
  const query = params.toString();
  const path = query ? `${pathname}?${query}` : pathname;
  return path.length <= 300 ? path : pathname;
}

/** The same query without the return's parameters (to dismiss the notice). */
export function withoutReturn(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of RETURN_KEYS) next.delete(key);
  return next;
}

/** The address a finished free order lands on: the return path with `order=<id>`, as the checkout does. */
export function withOrder(returnPath: string, orderId: string): string {
  return `${returnPath}${returnPath.includes('?') ? '&' : '?'}order=${encodeURIComponent(orderId)}`;
}
