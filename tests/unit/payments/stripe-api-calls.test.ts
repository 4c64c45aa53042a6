// @vitest-environment node
// What the Stripe provider sends to Stripe's API, read at the network (msw answers api.stripe.com):
// the amount, currency and metadata come from the order the server built, and every call that could
// move money twice carries an idempotency key. No request leaves the machine.
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { CheckoutRequest } from '../../../supabase/functions/_shared/payments/provider.ts';
import { createStripeProvider } from '../../../supabase/functions/_shared/payments/stripe-provider.ts';
import { server, withMswServer } from '../support/msw';
import {
  CUSTOMER,
  MEMBERSHIP_ORDER,
  PACK_ORDER,
  PAYMENT_INTENT,
  STRIPE_ENV,
  SUBSCRIPTION,
  stripeEnv,
} from './stripe-fixtures';

withMswServer();

const API = 'https://api.stripe.com/v1';

interface SentRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  form: Record<string, string>;
  headers: Headers;
}

/** Answers `method path` with `reply` and records every request it answers. */
function stripeApi(method: 'get' | 'post', path: string, reply: Record<string, unknown>): SentRequest[] {
  const sent: SentRequest[] = [];
  server.use(
    http[method](`${API}${path}`, async ({ request }) => {
      const url = new URL(request.url);
      const form = Object.fromEntries(new URLSearchParams(method === 'post' ? await request.text() : ''));
      sent.push({
        method: request.method,
        path: url.pathname,
        query: url.searchParams,
        form,
        headers: request.headers,
      });
      return HttpResponse.json(reply);
    }),
  );
  return sent;
}

const provider = () => createStripeProvider(stripeEnv);

const packCheckout: CheckoutRequest = {
  order: {
    id: PACK_ORDER,
    kind: 'pack',
    description: '10 × 1:1 PT',
    amountMinor: 36000,
    currency: 'GBP',
    clientId: '0b8f7e6d-5c4b-4a39-8281-7f6e5d4c3b2a',
    interval: null,
  },
  customer: { email: 'client@liftwise.example', providerCustomerId: null },
  successUrl: `https://app.liftwise.example/settings/membership?order=${PACK_ORDER}`,
  cancelUrl: `https://app.liftwise.example/settings/membership?order=${PACK_ORDER}&checkout=cancelled`,
};

const membershipCheckout: CheckoutRequest = {
  ...packCheckout,
  order: {
    ...packCheckout.order,
    id: MEMBERSHIP_ORDER,
    kind: 'membership',
    description: 'Unlimited classes',
    amountMinor: 9900,
    interval: 'month',
  },
  customer: { email: 'client@liftwise.example', providerCustomerId: CUSTOMER },
};

const SESSION_URL = 'https://checkout.stripe.com/c/pay/cs_test_a1Kx9PqR3sT5uV7wY9zA1bC3dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY3z';

describe('createCheckout', () => {
  it('opens a one-off Checkout Session for the order’s amount, with the order on it and its id as the idempotency key', async () => {
    const sent = stripeApi('post', '/checkout/sessions', {
      id: 'cs_test_pack',
      object: 'checkout.session',
      url: SESSION_URL,
    });

    expect(await provider().createCheckout(packCheckout)).toEqual({ checkoutId: 'cs_test_pack', url: SESSION_URL });

    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers.get('idempotency-key')).toBe(PACK_ORDER);
    expect(sent[0]!.headers.get('authorization')).toBe(`Bearer ${STRIPE_ENV.STRIPE_SECRET_KEY}`);
    expect(sent[0]!.form).toEqual({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'gbp',
      'line_items[0][price_data][unit_amount]': '36000',
      'line_items[0][price_data][product_data][name]': '10 × 1:1 PT',
      client_reference_id: PACK_ORDER,
      'metadata[order_id]': PACK_ORDER,
      'metadata[order_kind]': 'pack',
      'payment_intent_data[metadata][order_id]': PACK_ORDER,
      'payment_intent_data[metadata][order_kind]': 'pack',
      customer_email: 'client@liftwise.example',
      customer_creation: 'always',
      success_url: packCheckout.successUrl,
      cancel_url: packCheckout.cancelUrl,
    });
  });

  it('opens a subscription for a membership, billed at the plan’s interval, for the client’s Stripe customer', async () => {
    const sent = stripeApi('post', '/checkout/sessions', {
      id: 'cs_test_member',
      object: 'checkout.session',
      url: SESSION_URL,
    });

    await provider().createCheckout(membershipCheckout);

    expect(sent[0]!.headers.get('idempotency-key')).toBe(MEMBERSHIP_ORDER);
    expect(sent[0]!.form).toEqual({
      mode: 'subscription',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'gbp',
      'line_items[0][price_data][unit_amount]': '9900',
      'line_items[0][price_data][product_data][name]': 'Unlimited classes',
      'line_items[0][price_data][recurring][interval]': 'month',
      client_reference_id: MEMBERSHIP_ORDER,
      'metadata[order_id]': MEMBERSHIP_ORDER,
      'metadata[order_kind]': 'membership',
      'subscription_data[metadata][order_id]': MEMBERSHIP_ORDER,
      'subscription_data[metadata][order_kind]': 'membership',
      customer: CUSTOMER,
      success_url: membershipCheckout.successUrl,
      cancel_url: membershipCheckout.cancelUrl,
    });
  });

  it('sends nothing for an order with no amount, or a membership with no interval', async () => {
    const free = { ...packCheckout, order: { ...packCheckout.order, amountMinor: 0 } };
    await expect(provider().createCheckout(free)).rejects.toThrow('no amount to charge');
    const noInterval = { ...membershipCheckout, order: { ...membershipCheckout.order, interval: null } };
    await expect(provider().createCheckout(noInterval)).rejects.toThrow('no billing interval');
  });
});

describe('refund', () => {
  it('refunds part of a payment intent once: the database refund’s id is the idempotency key', async () => {
    const sent = stripeApi('post', '/refunds', { id: 're_test_1', object: 'refund', status: 'succeeded' });
    const refundId = 'a7c4e2f0-9b1d-4e3a-8c5f-6d2b0a9e8f71';

    expect(
      await provider().refund({ paymentId: PAYMENT_INTENT, amountMinor: 12000, idempotencyKey: refundId }),
    ).toEqual({
      refundId: 're_test_1',
    });

    expect(sent[0]!.headers.get('idempotency-key')).toBe(refundId);
    expect(sent[0]!.form).toEqual({ payment_intent: PAYMENT_INTENT, amount: '12000', 'metadata[refund_id]': refundId });
  });

  it('retries a refund whose answer was lost with the same key, so Stripe makes it once', async () => {
    const keys: Array<string | null> = [];
    server.use(
      http.post(`${API}/refunds`, ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        return keys.length === 1
          ? HttpResponse.json({ error: { type: 'api_error', message: 'Gateway timeout' } }, { status: 503 })
          : HttpResponse.json({ id: 're_test_retry', object: 'refund', status: 'succeeded' });
      }),
    );
    const result = await provider().refund({ paymentId: PAYMENT_INTENT, amountMinor: 500, idempotencyKey: 'refund-3' });
    expect(result).toEqual({ refundId: 're_test_retry' });
    expect(keys).toEqual(['refund-3', 'refund-3']);
  });

  it('refunds a membership’s first payment through the payment intent that paid its invoice', async () => {
    const lookups = stripeApi('get', '/invoice_payments', {
      object: 'list',
      data: [
        {
          id: 'inpay_1',
          object: 'invoice_payment',
          payment: { type: 'payment_intent', payment_intent: 'pi_member_1' },
        },
      ],
      has_more: false,
      url: '/v1/invoice_payments',
    });
    const sent = stripeApi('post', '/refunds', { id: 're_test_2', object: 'refund', status: 'succeeded' });

    await provider().refund({
      paymentId: 'in_1SQ8nB2eZvKYlo2C5gH6jK7l',
      amountMinor: 9900,
      idempotencyKey: 'refund-2',
    });

    expect(lookups[0]!.query.get('invoice')).toBe('in_1SQ8nB2eZvKYlo2C5gH6jK7l');
    expect(lookups[0]!.query.get('status')).toBe('paid');
    expect(sent[0]!.form).toMatchObject({ payment_intent: 'pi_member_1', amount: '9900' });
    expect(sent[0]!.headers.get('idempotency-key')).toBe('refund-2');
  });
});

describe('subscriptions and the portal', () => {
  const subscription = { id: SUBSCRIPTION, object: 'subscription' };

  it('sets and clears cancel at period end', async () => {
    const sent = stripeApi('post', `/subscriptions/${SUBSCRIPTION}`, subscription);
    await provider().setCancelAtPeriodEnd(SUBSCRIPTION, true);
    await provider().setCancelAtPeriodEnd(SUBSCRIPTION, false);
    expect(sent.map((request) => request.form)).toEqual([
      { cancel_at_period_end: 'true' },
      { cancel_at_period_end: 'false' },
    ]);
  });

  it('pauses collection (voiding the invoices meanwhile) and resumes it', async () => {
    const sent = stripeApi('post', `/subscriptions/${SUBSCRIPTION}`, subscription);
    await provider().setPaused(SUBSCRIPTION, true);
    await provider().setPaused(SUBSCRIPTION, false);
    expect(sent.map((request) => request.form)).toEqual([
      { 'pause_collection[behavior]': 'void' },
      { pause_collection: '' },
    ]);
  });

  it('opens a Customer Portal session for the client’s customer', async () => {
    const url = 'https://billing.stripe.com/p/session/test_YWNjdF8xU1B2MGEy';
    const sent = stripeApi('post', '/billing_portal/sessions', { id: 'bps_1', object: 'billing_portal.session', url });
    const returnUrl = 'https://app.liftwise.example/settings/membership';
    expect(await provider().portalUrl({ providerCustomerId: CUSTOMER, returnUrl })).toBe(url);
    expect(sent[0]!.form).toEqual({ customer: CUSTOMER, return_url: returnUrl });
  });

  it('goes through the fetch it is given', async () => {
    const seen: string[] = [];
    const fetchSpy: typeof fetch = (input, init) => {
      seen.push(String(input instanceof Request ? input.url : input));
      return fetch(input, init);
    };
    stripeApi('post', `/subscriptions/${SUBSCRIPTION}`, subscription);
    await createStripeProvider(stripeEnv, { fetch: fetchSpy }).setCancelAtPeriodEnd(SUBSCRIPTION, true);
    expect(seen).toEqual([`${API}/subscriptions/${SUBSCRIPTION}`]);
  });
});

describe('configuration', () => {
  it('says which settings are missing, and refuses a publishable key', () => {
    expect(() => createStripeProvider(() => undefined)).toThrow('STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
    expect(() => createStripeProvider((name) => (name === 'STRIPE_SECRET_KEY' ? 'sk_test_x' : undefined))).toThrow(
      'STRIPE_WEBHOOK_SECRET',
    );
    expect(() => createStripeProvider((name) => ({ ...STRIPE_ENV, STRIPE_SECRET_KEY: 'pk_test_x' })[name])).toThrow(
      'never a publishable key',
    );
  });
});
