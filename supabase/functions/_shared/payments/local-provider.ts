import { z } from 'zod';
import { PaymentsConfigError, type PaymentsEnv } from './config.ts';
import { hmacHex, hmacMatches, LOCAL_SIGNATURE_HEADER, verifyLocalSignature } from './local-signature.ts';
import { WebhookSignatureError, type NormalisedEvent, type PaymentProvider } from './provider.ts';

/**
 * The local payment provider (the default; docs/payments.md "Providers"): no network at all. Its
 * checkout is a page of the local layer (supabase/local/payments/), which posts signed, already
 * normalised events to `payments-webhook` as a real provider would. Refunds, cancellations and
 * pauses succeed at once; there is no customer portal.
 *
 * Environment (the local layer sets both at every boot):
 * - LOCAL_PAYMENTS_URL: the origin serving `/local-pay/checkout/<id>`;
 * - LOCAL_PAYMENTS_WEBHOOK_SECRET: the HMAC key of the webhook signatures and of the return URLs.
 */

export const LOCAL_CHECKOUT_PATH = '/local-pay/checkout/';

const EVENT_TYPES = [
  'order.paid',
  'order.failed',
  'order.expired',
  'subscription.renewed',
  'subscription.payment_failed',
  'subscription.updated',
  'subscription.ended',
  'charge.refunded',
] as const;

const eventSchema = z.object({
  id: z.string().min(1).max(255),
  type: z.enum(EVENT_TYPES),
  data: z.record(z.string(), z.unknown()),
});

/** What the checkout page checks before it sends the browser on: the URLs the function chose. */
function returnUrlsMessage(checkoutId: string, successUrl: string, cancelUrl: string): string {
  return `return-urls\n${checkoutId}\n${successUrl}\n${cancelUrl}`;
}

export function signReturnUrls(secret: string, checkoutId: string, successUrl: string, cancelUrl: string) {
  return hmacHex(secret, returnUrlsMessage(checkoutId, successUrl, cancelUrl));
}

export function returnUrlsSigned(
  secret: string,
  checkoutId: string,
  successUrl: string,
  cancelUrl: string,
  signature: string,
): Promise<boolean> {
  return hmacMatches(secret, returnUrlsMessage(checkoutId, successUrl, cancelUrl), signature);
}

function webhookSecret(env: PaymentsEnv): string {
  const secret = env('LOCAL_PAYMENTS_WEBHOOK_SECRET');
  if (!secret) throw new PaymentsConfigError('Local payments are not configured: no webhook secret');
  return secret;
}

export function createLocalProvider(env: PaymentsEnv, options: { nowSeconds?: () => number } = {}): PaymentProvider {
  const nowSeconds = options.nowSeconds ?? (() => Math.floor(Date.now() / 1000));
  return {
    name: 'local',
    async createCheckout({ successUrl, cancelUrl }) {
      const base = env('LOCAL_PAYMENTS_URL');
      if (!base) throw new PaymentsConfigError('Local payments are not configured: LOCAL_PAYMENTS_URL is not set');
      const secret = webhookSecret(env);
      const checkoutId = `cs_local_${crypto.randomUUID()}`;
      const url = new URL(LOCAL_CHECKOUT_PATH + checkoutId, base);
      url.searchParams.set('success', successUrl);
      url.searchParams.set('cancel', cancelUrl);
      url.searchParams.set('sig', await signReturnUrls(secret, checkoutId, successUrl, cancelUrl));
      return { checkoutId, url: url.toString() };
    },
    async setCancelAtPeriodEnd() {},
    async setPaused() {},
    async refund() {
      return { refundId: `re_local_${crypto.randomUUID()}` };
    },
    async portalUrl() {
      return null;
    },
    async parseWebhook(rawBody, headers): Promise<NormalisedEvent[]> {
      const secret = env('LOCAL_PAYMENTS_WEBHOOK_SECRET');
      if (!secret) throw new WebhookSignatureError('Local payments are not configured on this server');
      const verdict = await verifyLocalSignature(secret, rawBody, headers.get(LOCAL_SIGNATURE_HEADER), nowSeconds());
      if (verdict === 'missing') throw new WebhookSignatureError('Missing signature');
      if (verdict === 'expired') throw new WebhookSignatureError('Signature timestamp outside the tolerance');
      if (verdict !== 'ok') throw new WebhookSignatureError('Invalid signature');
      let parsed: unknown;
      try {
        parsed = JSON.parse(rawBody);
      } catch {
        throw new WebhookSignatureError('The signed body is not JSON');
      }
      const event = eventSchema.safeParse(parsed);
      if (!event.success) throw new WebhookSignatureError('The signed body is not a payment event');
      return [event.data];
    },
  };
}
