// @vitest-environment node
// Stripe's webhooks, end to end through the provider: fixtures of real event shapes, signed with the
// stripe package's own test helper, verified on the raw body and mapped to the normalised events the
// database applies. The only network call a webhook may make (a charge's refund list) goes to msw.
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { WebhookSignatureError, type NormalisedEvent } from '../../../supabase/functions/_shared/payments/provider.ts';
import { createStripeProvider } from '../../../supabase/functions/_shared/payments/stripe-provider.ts';
import { server, withMswServer } from '../support/msw';
import {
  CUSTOMER,
  MEMBERSHIP_ORDER,
  PACK_ORDER,
  PAYMENT_INTENT,
  SUBSCRIPTION,
  fixtureBody,
  fixtureJson,
  signedHeaders,
  stripeEnv,
} from './stripe-fixtures';

/** Invoices whose payments the mapping asked for (a subscription's first payment). */
const invoicesAsked: string[] = [];
withMswServer(() => [
  http.get('https://api.stripe.com/v1/invoice_payments', ({ request }) => {
    const query = new URL(request.url).searchParams;
    invoicesAsked.push(`${query.get('invoice')} ${query.get('status')}`);
    return HttpResponse.json(fixtureJson('invoice-payments-list'));
  }),
]);
beforeEach(() => {
  invoicesAsked.length = 0;
});

const parse = (body: string, headers = signedHeaders(body)) =>
  createStripeProvider(stripeEnv).parseWebhook(body, headers);

const RENEWAL = {
  subscription_id: SUBSCRIPTION,
  order_id: MEMBERSHIP_ORDER,
  invoice_id: 'in_1SdRs02eZvKYlo2CkJ8hG7fD',
  amount_minor: 9900,
  period_start: '2026-12-19T10:00:00.000Z',
  period_end: '2027-01-19T10:00:00.000Z',
};

const EXPECTED: Array<[fixture: string, events: NormalisedEvent[]]> = [
  [
    'checkout-session-completed-payment',
    [
      {
        id: 'evt_1SQ8kF2eZvKYlo2CuX4mN7pQ',
        type: 'order.paid',
        data: {
          order_id: PACK_ORDER,
          payment_id: PAYMENT_INTENT,
          amount_minor: 40000,
          currency: 'GBP',
          customer_id: CUSTOMER,
        },
      },
    ],
  ],
  [
    'checkout-session-completed-subscription',
    [
      {
        id: 'evt_1SQ8nC2eZvKYlo2CtR6yU8iO',
        type: 'order.paid',
        data: {
          order_id: MEMBERSHIP_ORDER,
          payment_id: 'pi_3SQ8nC2eZvKYlo2C0pL9kJ8h',
          amount_minor: 9900,
          currency: 'GBP',
          customer_id: CUSTOMER,
          subscription_id: SUBSCRIPTION,
        },
      },
    ],
  ],
  [
    'checkout-session-expired',
    [{ id: 'evt_1SQ8pD2eZvKYlo2CqA1sD2fG', type: 'order.expired', data: { order_id: PACK_ORDER } }],
  ],
  [
    'checkout-session-async-payment-failed',
    [{ id: 'evt_1SQ8qF2eZvKYlo2CzX9cV8bN', type: 'order.failed', data: { order_id: PACK_ORDER } }],
  ],
  ['invoice-paid', [{ id: 'evt_1SdRt12eZvKYlo2Cp0O9i8U7', type: 'subscription.renewed', data: RENEWAL }]],
  [
    'invoice-paid-legacy-api-version',
    [{ id: 'evt_1SdRt12eZvKYlo2CLg4cY0vW', type: 'subscription.renewed', data: RENEWAL }],
  ],
  [
    'invoice-payment-failed',
    [
      {
        id: 'evt_1SqUv52eZvKYlo2Ch1J2k3L4',
        type: 'subscription.payment_failed',
        data: { subscription_id: SUBSCRIPTION },
      },
    ],
  ],
  [
    'customer-subscription-updated',
    [
      {
        id: 'evt_1SfGh22eZvKYlo2CaS3dF4gH',
        type: 'subscription.updated',
        data: { subscription_id: SUBSCRIPTION, cancel_at_period_end: true, period_end: '2027-01-19T10:00:00.000Z' },
      },
    ],
  ],
  [
    'customer-subscription-deleted',
    [{ id: 'evt_1SqUw62eZvKYlo2CjK5lZ6xC', type: 'subscription.ended', data: { subscription_id: SUBSCRIPTION } }],
  ],
  [
    // The failed refund of the three is left out; the earlier refund is one the database already has.
    'charge-refunded-with-refunds',
    [
      {
        id: 'evt_3SU2aB2eZvKYlo2C7yU6iO5p:re_3SU2aB2eZvKYlo2C7hJ6kL5z',
        type: 'charge.refunded',
        data: { payment_id: PAYMENT_INTENT, refund_id: 're_3SU2aB2eZvKYlo2C7hJ6kL5z', amount_minor: 5000 },
      },
      {
        id: 'evt_3SU2aB2eZvKYlo2C7yU6iO5p:re_3SQ8xY2eZvKYlo2C0aS1dF2g',
        type: 'charge.refunded',
        data: { payment_id: PAYMENT_INTENT, refund_id: 're_3SQ8xY2eZvKYlo2C0aS1dF2g', amount_minor: 10000 },
      },
    ],
  ],
];

describe('Stripe webhooks: each fixture maps to its normalised events', () => {
  it.each(EXPECTED)('%s', async (fixture, events) => {
    expect(await parse(fixtureBody(fixture))).toEqual(events);
  });

  it('records a subscription’s first payment as the payment intent that paid its first invoice', async () => {
    await parse(fixtureBody('checkout-session-completed-subscription'));
    expect(invoicesAsked).toEqual(['in_1SQ8nB2eZvKYlo2C5gH6jK7l paid']);

    server.use(
      http.get('https://api.stripe.com/v1/invoice_payments', () =>
        HttpResponse.json({ object: 'list', data: [], has_more: false, url: '/v1/invoice_payments' }),
      ),
    );
    const [event] = await parse(fixtureBody('checkout-session-completed-subscription'));
    expect(event?.data).toMatchObject({ payment_id: 'in_1SQ8nB2eZvKYlo2C5gH6jK7l' }); // refund() resolves it later
  });

  it('charge.refunded without a refund list (API 2022-11-15 and later) asks Stripe for the charge’s refunds', async () => {
    const asked: string[] = [];
    server.use(
      http.get('https://api.stripe.com/v1/refunds', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('charge') ?? '');
        return HttpResponse.json(fixtureJson('charge-refunded-refund-list'));
      }),
    );
    expect(await parse(fixtureBody('charge-refunded'))).toEqual([
      {
        id: 'evt_3SQ8xY2eZvKYlo2C0qW2eR4t:re_3SQ8xY2eZvKYlo2C0aS1dF2g',
        type: 'charge.refunded',
        data: { payment_id: PAYMENT_INTENT, refund_id: 're_3SQ8xY2eZvKYlo2C0aS1dF2g', amount_minor: 10000 },
      },
    ]);
    expect(asked).toEqual(['ch_3SQ8kE2eZvKYlo2C1gH2jK3l']);
  });
});

/** A fixture changed by `edit`, as a new delivery (signed after the change). */
function edited(
  fixture: string,
  edit: (event: Record<string, unknown>, object: Record<string, unknown>) => void,
): string {
  const event = fixtureJson(fixture);
  edit(event, (event.data as { object: Record<string, unknown> }).object);
  return JSON.stringify(event);
}

describe('Stripe webhooks: the cases around the fixtures', () => {
  it('maps a membership’s first invoice to nothing: the completed checkout pays that period', async () => {
    const body = edited('invoice-paid', (_, invoice) => (invoice.billing_reason = 'subscription_create'));
    expect(await parse(body)).toEqual([]);
  });

  it('takes the first period from the subscription when the endpoint expands it into the session', async () => {
    const subscription = (fixtureJson('customer-subscription-updated').data as { object: unknown }).object;
    const [event] = await parse(
      edited('checkout-session-completed-subscription', (_, s) => (s.subscription = subscription)),
    );
    expect(event?.data).toMatchObject({
      subscription_id: SUBSCRIPTION,
      period_start: '2026-12-19T10:00:00.000Z',
      period_end: '2027-01-19T10:00:00.000Z',
    });
  });

  it('waits for async_payment_succeeded when a completed checkout is still unpaid (bank debit)', async () => {
    const unpaid = edited('checkout-session-completed-payment', (_, s) => (s.payment_status = 'unpaid'));
    expect(await parse(unpaid)).toEqual([]);
    const succeeded = edited('checkout-session-completed-payment', (event) => {
      event.type = 'checkout.session.async_payment_succeeded';
    });
    expect(await parse(succeeded)).toMatchObject([
      { type: 'order.paid', data: { order_id: PACK_ORDER, amount_minor: 40000 } },
    ]);
  });

  it('reads a cancellation the portal scheduled with cancel_at at the period’s end, and its undo', async () => {
    const scheduled = edited('customer-subscription-updated', (_, s) => {
      s.cancel_at_period_end = false;
      s.cancel_at = 1800352800; // 2027-01-19T10:00Z, the period's end
    });
    expect((await parse(scheduled))[0]?.data).toMatchObject({ cancel_at_period_end: true });
    const undone = edited('customer-subscription-updated', (_, s) => (s.cancel_at_period_end = false));
    expect((await parse(undone))[0]?.data).toMatchObject({ cancel_at_period_end: false });
  });

  it('maps a refund that succeeds later (refund.updated) to charge.refunded', async () => {
    const refund = (fixtureJson('charge-refunded-refund-list').data as unknown[])[0];
    const body = JSON.stringify({
      ...fixtureJson('charge-refunded'),
      id: 'evt_refund_upd',
      type: 'refund.updated',
      data: { object: refund },
    });
    expect(await parse(body)).toEqual([
      {
        id: 'evt_refund_upd',
        type: 'charge.refunded',
        data: { payment_id: PAYMENT_INTENT, refund_id: 're_3SQ8xY2eZvKYlo2C0aS1dF2g', amount_minor: 10000 },
      },
    ]);
  });

  it('names the database refund of a refund the app made (its metadata), for a webhook that beats the app', async () => {
    const body = edited('charge-refunded-with-refunds', (_, charge) => {
      const [latest] = (charge.refunds as { data: Array<Record<string, unknown>> }).data;
      latest!.metadata = { refund_id: 'a7c4e2f0-9b1d-4e3a-8c5f-6d2b0a9e8f71' };
    });
    const [latest, earlier] = await parse(body);
    expect(latest?.data).toEqual({
      payment_id: PAYMENT_INTENT,
      refund_id: 're_3SU2aB2eZvKYlo2C7hJ6kL5z',
      amount_minor: 5000,
      app_refund_id: 'a7c4e2f0-9b1d-4e3a-8c5f-6d2b0a9e8f71',
    });
    expect(earlier?.data).not.toHaveProperty('app_refund_id');
  });

  it('maps events of other types, and checkouts that are not the app’s, to nothing', async () => {
    expect(await parse(edited('customer-subscription-updated', (event) => (event.type = 'customer.created')))).toEqual(
      [],
    );
    const foreign = edited('checkout-session-completed-payment', (_, s) => {
      s.client_reference_id = null;
      s.metadata = {};
    });
    expect(await parse(foreign)).toEqual([]);
  });
});

describe('Stripe webhooks: a delivery that does not verify is refused before anything is read', () => {
  const body = fixtureBody('checkout-session-completed-payment');

  it('a body changed after signing (the amount)', async () => {
    const headers = signedHeaders(body);
    const tampered = body.replace('"amount_total": 40000', '"amount_total": 1');
    expect(tampered).not.toBe(body);
    await expect(parse(tampered, headers)).rejects.toBeInstanceOf(WebhookSignatureError);
  });

  it('a signature made with another secret', async () => {
    const headers = signedHeaders(body, { secret: 'whsec_someone_else' });
    await expect(parse(body, headers)).rejects.toBeInstanceOf(WebhookSignatureError);
  });

  it('a signature older than the five-minute tolerance (a replay)', async () => {
    const headers = signedHeaders(body, { timestamp: Math.floor(Date.now() / 1000) - 600 });
    await expect(parse(body, headers)).rejects.toBeInstanceOf(WebhookSignatureError);
  });

  it('no signature at all', async () => {
    await expect(parse(body, new Headers({ 'content-type': 'application/json' }))).rejects.toBeInstanceOf(
      WebhookSignatureError,
    );
  });

  it('a fresh, correct signature is accepted (the refusals above are not the verifier failing everything)', async () => {
    await expect(parse(body, signedHeaders(body))).resolves.toHaveLength(1);
  });
});
