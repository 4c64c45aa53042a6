import { z } from 'zod';
import { resolveCaller } from '../_shared/caller.ts';
import { createAdminClient, type FunctionDeps } from '../_shared/deps.ts';
import { HttpError, json, type Handler } from '../_shared/http.ts';
import { APP_PATH, appOrigin, checkoutReturnUrls, PaymentsConfigError } from '../_shared/payments/config.ts';
import { callRpc, providerCustomerId, readOrder, type OrderRow, type PaymentsDb } from '../_shared/payments/db.ts';
import { callerDb, parseBody, paymentsEnv, paymentsHandler, readJson } from '../_shared/payments/function-kit.ts';
import { selectedProvider } from '../_shared/payments/providers.ts';

const returnPath = z
  .string()
  .max(300, 'returnPath is too long')
  .regex(APP_PATH, 'returnPath must be a path of the app, starting with a single /');

const newOrder = z.strictObject({
  kind: z.enum(['pack', 'membership', 'drop_in'], { error: 'kind must be pack, membership or drop_in' }),
  productId: z.uuid('productId must be an id'),
  discountCode: z.string().trim().max(64, 'discountCode is too long').nullish(),
  returnPath: returnPath.nullish(),
});
const existingOrder = z.strictObject({
  orderId: z.uuid('orderId must be an id'),
  returnPath: returnPath.nullish(),
});

/** `{orderId, …}` pays an existing order; anything else is read as a new one (so its errors name its fields). */
function parseRequest(value: unknown) {
  const paysExisting = typeof value === 'object' && value !== null && !Array.isArray(value) && 'orderId' in value;
  return paysExisting ? parseBody(value, existingOrder) : parseBody(value, newOrder);
}

/** An existing order the caller may pay: their own and still waiting for payment. */
async function payableOrder(asCaller: PaymentsDb, callerId: string, orderId: string): Promise<OrderRow> {
  const order = await readOrder(asCaller, orderId);
  // Staff may read their clients' orders; only the client pays theirs. Someone else's reads as unknown.
  if (!order || order.client_id !== callerId) throw new HttpError(404, 'Order not found');
  if (order.status !== 'pending') throw new HttpError(409, `This order is ${order.status}, not waiting for payment`);
  if (order.expires_at && Date.parse(order.expires_at) <= Date.now()) {
    throw new HttpError(409, 'This order has expired; start a new one');
  }
  return order;
}

/**
 * payments-checkout: `{kind, productId, discountCode?, returnPath?}` starts an order for the caller
 * (start_checkout decides the amount, as the caller); `{orderId, returnPath?}` pays one of the
 * caller's own pending orders (a late-cancel fee). Answers `{orderId, status, checkoutUrl}`;
 * checkoutUrl is null when nothing is to be paid (a free order is paid at once).
 */
export function createPaymentsCheckoutHandler(deps: FunctionDeps): Handler {
  const env = paymentsEnv(deps);
  return paymentsHandler('payments-checkout', async (request) => {
    const admin = createAdminClient(deps);
    const caller = await resolveCaller(request, admin);
    const body = parseRequest(await readJson(request));
    const asCaller = callerDb(deps, request);
    const service = admin;
    const origin = appOrigin(env);
    const provider = selectedProvider(env);

    const order =
      'orderId' in body
        ? await payableOrder(asCaller, caller.id, body.orderId)
        : await callRpc(asCaller, 'start_checkout', {
            p_kind: body.kind,
            p_product_id: body.productId,
            p_discount_code: body.discountCode || undefined,
            p_return_path: body.returnPath ?? undefined,
          });
    if (order.status !== 'pending') return json({ orderId: order.id, status: order.status, checkoutUrl: null });

    const path = ('orderId' in body ? body.returnPath : null) ?? order.return_path;
    const { data: user } = await admin.from('users').select('email').eq('id', caller.id).maybeSingle();
    const session = await provider
      .createCheckout({
        order: {
          id: order.id,
          kind: order.kind,
          description: order.description,
          amountMinor: order.amount_minor,
          currency: order.currency.toUpperCase(),
          clientId: order.client_id,
          interval: order.kind === 'membership' ? order.billing_interval : null,
        },
        customer: {
          email: user?.email ?? null,
          providerCustomerId: await providerCustomerId(service, caller.id, provider.name),
        },
        ...checkoutReturnUrls(origin, path, order.id),
      })
      .catch((error: unknown) => {
        if (error instanceof PaymentsConfigError) throw error;
        throw new HttpError(502, `The payment provider could not start the checkout: ${messageOf(error)}`);
      });
    await callRpc(service, 'attach_checkout', {
      p_order_id: order.id,
      p_provider: provider.name,
      p_checkout_id: session.checkoutId,
    });
    return json({ orderId: order.id, status: order.status, checkoutUrl: session.url });
  });
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
