// The Stripe implementation of PaymentProvider (docs/payments.md, "Stripe"): Checkout Sessions for
// one-off payments and subscriptions, the Customer Portal, refunds, and webhooks verified on the raw
// body. It uses fetch and Web Crypto only, so the same code runs in Deno (deployed functions, where
// 'stripe' maps to npm:stripe in the function's deno.json) and in Node (the embedded backend, tests).
import Stripe from 'stripe';
import {
  WebhookSignatureError,
  type CheckoutRequest,
  type CheckoutSession,
  type NormalisedEvent,
  type PaymentProvider,
} from './provider.ts';
import { mapStripeEvent } from './stripe-events.ts';

export interface StripeProviderOptions {
  /** The fetch Stripe's API calls go through (default: the global one, looked up at each call). */
  fetch?: typeof fetch;
}

export function createStripeProvider(
  env: (name: string) => string | undefined,
  options: StripeProviderOptions = {},
): PaymentProvider {
  const secretKey = env('STRIPE_SECRET_KEY')?.trim();
  const webhookSecret = env('STRIPE_WEBHOOK_SECRET')?.trim();
  if (!secretKey || !webhookSecret) {
    throw new Error('The Stripe provider needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (see docs/payments.md)');
  }
  if (!/^(sk|rk)_/.test(secretKey)) {
    throw new Error('STRIPE_SECRET_KEY must be a secret or restricted key (sk_… or rk_…), never a publishable key');
  }
  if (!webhookSecret.startsWith('whsec_')) {
    throw new Error("STRIPE_WEBHOOK_SECRET must be the endpoint's signing secret (whsec_…)");
  }
  const fetchFn: typeof fetch = options.fetch ?? ((input, init) => fetch(input, init));
  const stripe = new Stripe(secretKey, {
    httpClient: Stripe.createFetchHttpClient(fetchFn),
    // Well inside a function's time limit; retries are safe because every call that moves money
    // carries an idempotency key.
    timeout: 20_000,
    maxNetworkRetries: 2,
    appInfo: { name: 'Liftwise' },
  });
  const cryptoProvider = Stripe.createSubtleCryptoProvider();

  return {
    name: 'stripe',

    async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
      const session = await stripe.checkout.sessions.create(checkoutParams(request), {
        // One order, one Checkout Session: a retried call gets the same session, never a second one
        // that could take the money again.
        idempotencyKey: request.order.id,
      });
      if (!session.url) throw new Error('Stripe returned a Checkout Session without a URL');
      return { checkoutId: session.id, url: session.url };
    },

    async setCancelAtPeriodEnd(subscriptionId, atPeriodEnd) {
      await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: atPeriodEnd });
    },

    async setPaused(subscriptionId, paused) {
      // 'void': no invoice is collected while paused; '' clears the pause.
      await stripe.subscriptions.update(subscriptionId, { pause_collection: paused ? { behavior: 'void' } : '' });
    },

    async refund({ paymentId, amountMinor, idempotencyKey }) {
      const target = await refundTarget(stripe, paymentId);
      const refund = await stripe.refunds.create(
        { ...target, amount: amountMinor, metadata: { refund_id: idempotencyKey } },
        { idempotencyKey },
      );
      return { refundId: refund.id };
    },

    async portalUrl({ providerCustomerId, returnUrl }) {
      const session = await stripe.billingPortal.sessions.create({
        customer: providerCustomerId,
        return_url: returnUrl,
      });
      return session.url;
    },

    async parseWebhook(rawBody: string, headers: Headers): Promise<NormalisedEvent[]> {
      const signature = headers.get('stripe-signature');
      if (!signature) throw new WebhookSignatureError('Missing Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = await stripe.webhooks.constructEventAsync(rawBody, signature, webhookSecret, undefined, cryptoProvider);
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : 'Invalid signature');
      }
      return mapStripeEvent(event, {
        listChargeRefunds: async (chargeId) => (await stripe.refunds.list({ charge: chargeId, limit: 100 })).data,
        invoicePaymentIntent: async (invoiceId) => {
          const target = await invoicePayment(stripe, invoiceId);
          return target && 'payment_intent' in target ? target.payment_intent : null;
        },
      });
    },
  };
}

function checkoutParams({
  order,
  customer,
  successUrl,
  cancelUrl,
}: CheckoutRequest): Stripe.Checkout.SessionCreateParams {
  if (!Number.isSafeInteger(order.amountMinor) || order.amountMinor <= 0) {
    throw new Error(`Order ${order.id} has no amount to charge (free orders never reach a provider)`);
  }
  const metadata = { order_id: order.id, order_kind: order.kind };
  const price = {
    currency: order.currency.toLowerCase(),
    unit_amount: order.amountMinor,
    product_data: { name: order.description },
  };
  const who: Partial<Stripe.Checkout.SessionCreateParams> = customer.providerCustomerId
    ? { customer: customer.providerCustomerId }
    : customer.email
      ? { customer_email: customer.email }
      : {};
  const common = { client_reference_id: order.id, metadata, success_url: successUrl, cancel_url: cancelUrl, ...who };

  if (order.kind === 'membership') {
    if (!order.interval) throw new Error(`Membership order ${order.id} has no billing interval`);
    return {
      ...common,
      mode: 'subscription',
      line_items: [{ quantity: 1, price_data: { ...price, recurring: { interval: order.interval } } }],
      // Renewals (invoice.paid) find the order through the subscription's metadata.
      subscription_data: { metadata },
    };
  }
  return {
    ...common,
    mode: 'payment',
    line_items: [{ quantity: 1, price_data: price }],
    payment_intent_data: { metadata },
    // A Customer even for a one-off purchase, so the next checkout and the portal find the client.
    ...(customer.providerCustomerId ? {} : { customer_creation: 'always' as const }),
  };
}

/**
 * What a refund points at: a payment intent (one-off orders and, since the webhook records it so, a
 * membership's first payment), a charge, or an invoice, refunded through the payment that paid it.
 */
async function refundTarget(
  stripe: Stripe,
  paymentId: string,
): Promise<{ payment_intent: string } | { charge: string }> {
  if (paymentId.startsWith('ch_') || paymentId.startsWith('py_')) return { charge: paymentId };
  if (!paymentId.startsWith('in_')) return { payment_intent: paymentId };
  const target = await invoicePayment(stripe, paymentId);
  if (!target) throw new Error(`Invoice ${paymentId} has no paid payment to refund`);
  return target;
}

/** The payment that paid an invoice (invoices name it only through their InvoicePayments since 2025-03-31). */
async function invoicePayment(
  stripe: Stripe,
  invoiceId: string,
): Promise<{ payment_intent: string } | { charge: string } | null> {
  const payments = await stripe.invoicePayments.list({ invoice: invoiceId, status: 'paid', limit: 10 });
  for (const { payment } of payments.data) {
    const intent = typeof payment.payment_intent === 'string' ? payment.payment_intent : payment.payment_intent?.id;
    if (intent) return { payment_intent: intent };
    const charge = typeof payment.charge === 'string' ? payment.charge : payment.charge?.id;
    if (charge) return { charge };
  }
  return null;
}
