import { z } from 'zod';
import { resolveCaller } from '../_shared/caller.ts';
import { createAdminClient, type FunctionDeps } from '../_shared/deps.ts';
import { HttpError, json, type Handler } from '../_shared/http.ts';
import { PaymentsConfigError } from '../_shared/payments/config.ts';
import { callRpc, readOrder } from '../_shared/payments/db.ts';
import { callerDb, paymentsEnv, paymentsHandler, readBody } from '../_shared/payments/function-kit.ts';
import { providerNamed } from '../_shared/payments/providers.ts';

const requestSchema = z.strictObject({
  orderId: z.uuid('orderId must be an id'),
  amountMinor: z
    .number({ error: 'amountMinor must be a whole number of minor units' })
    .int('amountMinor must be a whole number of minor units')
    .min(1, 'amountMinor must be at least 1')
    .max(100_000_000, 'amountMinor is too large'),
  creditsToRemove: z
    .number({ error: 'creditsToRemove must be a whole number' })
    .int('creditsToRemove must be a whole number')
    .min(0, 'creditsToRemove cannot be negative')
    .max(100_000, 'creditsToRemove is too large')
    .nullish(),
  reason: z.string().trim().max(500, 'reason is too long').nullish(),
});

/**
 * payments-refund (admins): request_refund as the caller (the database checks the role and that no
 * more than was paid is ever refunded, counting pending refunds), then the provider refunds with the
 * refund's id as its idempotency key, then complete_refund records the outcome (the order's refunded
 * amount, the credits removed with `refund` ledger rows). A provider failure completes the refund as
 * failed (nothing moved) and answers 502.
 */
export function createPaymentsRefundHandler(deps: FunctionDeps): Handler {
  const env = paymentsEnv(deps);
  return paymentsHandler('payments-refund', async (request) => {
    const admin = createAdminClient(deps);
    await resolveCaller(request, admin);
    const body = await readBody(request, requestSchema);
    const service = admin;

    const refund = await callRpc(callerDb(deps, request), 'request_refund', {
      p_order_id: body.orderId,
      p_amount_minor: body.amountMinor,
      p_credits_to_remove: body.creditsToRemove ?? undefined,
      p_reason: body.reason || undefined,
    });
    let providerRefundId: string;
    try {
      const order = await readOrder(service, refund.order_id);
      const provider = order?.provider ? providerNamed(order.provider, env) : null;
      if (!order?.provider_payment_id || !provider) throw new Error('the order has no payment to refund');
      ({ refundId: providerRefundId } = await provider.refund({
        paymentId: order.provider_payment_id,
        amountMinor: refund.amount_minor,
        idempotencyKey: refund.id,
      }));
    } catch (error) {
      await callRpc(service, 'complete_refund', {
        p_refund_id: refund.id,
        p_provider_refund_id: '',
        p_succeeded: false,
      });
      if (error instanceof PaymentsConfigError) throw error;
      const reason = error instanceof Error ? error.message : String(error);
      throw new HttpError(502, `The payment provider did not refund: ${reason}. Nothing was refunded.`);
    }
    const completed = await callRpc(service, 'complete_refund', {
      p_refund_id: refund.id,
      p_provider_refund_id: providerRefundId,
      p_succeeded: true,
    });
    return json({ refund: completed });
  });
}
