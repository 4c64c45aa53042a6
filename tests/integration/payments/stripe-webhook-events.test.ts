import { readFileSync } from 'node:fs';
import path from 'node:path';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebhookSignatureError } from '../../../supabase/functions/_shared/payments/provider.ts';
import { createStripeProvider } from '../../../supabase/functions/_shared/payments/stripe-provider.ts';
import type { Database } from '../../../src/lib/database.types';
import { cleanup, freshClient, svc, type Person } from '../scheduling/support';

/**
 * Stripe's events, as the Stripe provider maps them, applied by the real apply_payment_event on the
 * embedded backend: the fixtures (tests/fixtures/stripe) pointed at orders a client really started,
 * signed by the stripe package's test helper, parsed by the provider, applied as the webhook
 * function applies them. The one call to Stripe's API a webhook makes is answered here.
 */

const SECRET = 'whsec_liftwise_integration_secret';
const env: Record<string, string> = {
  STRIPE_SECRET_KEY: 'sk_test_liftwise_integration',
  STRIPE_WEBHOOK_SECRET: SECRET,
};
const run = Date.now().toString(36);
const MEMBER_PAYMENT = `pi_it_member_${run}`;
/**
 * Stripe's API as the webhook may ask it: a subscription's first invoice was paid by MEMBER_PAYMENT.
 * Anything else fails the test (no request leaves the machine).
 */
const stripeApi: typeof fetch = async (input) => {
  const url = new URL(String(input instanceof Request ? input.url : input));
  if (url.pathname !== '/v1/invoice_payments') throw new Error(`Unexpected Stripe call ${url.pathname}`);
  const payment = { type: 'payment_intent', payment_intent: MEMBER_PAYMENT };
  return Response.json({
    object: 'list',
    data: [{ object: 'invoice_payment', status: 'paid', payment }],
    has_more: false,
  });
};
const provider = createStripeProvider((name) => env[name], { fetch: stripeApi });
const PACK = '00000000-0000-4000-8000-00000000d102'; // 5 × Group class, £65 (payments-demo.sql)
const PLAN = '00000000-0000-4000-8000-00000000d201'; // Unlimited classes, £99 a month

type Json = Record<string, unknown>;

/** A fixture event with the values at `changes`' dotted paths replaced (`data.object.lines.data.0.period`). */
function fixture(name: string, changes: Record<string, unknown> = {}): Json {
  const file = path.resolve(import.meta.dirname, '../../fixtures/stripe', `${name}.json`);
  const event = JSON.parse(readFileSync(file, 'utf8')) as Json;
  for (const [dotted, value] of Object.entries(changes)) {
    const keys = dotted.split('.');
    const last = keys.pop()!;
    const parent = keys.reduce<Json>((node, key) => node[key] as Json, event);
    parent[last] = value;
  }
  return event;
}

/** Signs `event` as Stripe would deliver it, parses it with the provider and applies what it maps to. */
async function deliver(event: Json, { tamper }: { tamper?: (body: string) => string } = {}): Promise<string[]> {
  const body = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: SECRET });
  const events = await provider.parseWebhook(
    tamper ? tamper(body) : body,
    new Headers({ 'stripe-signature': signature }),
  );
  const outcomes: string[] = [];
  for (const normalised of events) {
    const { data, error } = await svc().rpc('apply_payment_event', {
      p_provider: 'stripe',
      p_event_id: normalised.id,
      p_type: normalised.type,
      p_data: normalised.data,
    });
    if (error) throw new Error(`apply_payment_event: ${error.message}`);
    outcomes.push(data as string);
  }
  return outcomes;
}

type Order = Pick<Database['public']['Tables']['orders']['Row'], 'id' | 'amount_minor' | 'currency'>;

async function startCheckout(person: Person, kind: 'pack' | 'membership', productId: string): Promise<Order> {
  const { data, error } = await person.client.rpc('start_checkout', { p_kind: kind, p_product_id: productId });
  if (error) throw new Error(`start_checkout: ${error.message}`);
  const order = data as Order;
  // As payments-checkout does once Stripe has opened the Checkout Session.
  const attached = await svc().rpc('attach_checkout', {
    p_order_id: order.id,
    p_provider: 'stripe',
    p_checkout_id: `cs_test_it_${order.id}`,
  });
  if (attached.error) throw new Error(`attach_checkout: ${attached.error.message}`);
  return order;
}

async function row(table: string, column: string, value: string): Promise<Json> {
  const { data, error } = await svc().from(table).select('*').eq(column, value).single();
  if (error) throw new Error(`${table}: ${error.message}`);
  return data as Json;
}

let client: Person;
beforeAll(async () => {
  client = await freshClient();
});
afterAll(cleanup);

describe('a pack bought through Stripe Checkout', () => {
  it('is paid once by checkout.session.completed, refused when tampered, and a Dashboard refund takes its share', async () => {
    const order = await startCheckout(client, 'pack', PACK);
    const paymentIntent = `pi_it_${run}`;
    const completed = fixture('checkout-session-completed-payment', {
      id: `evt_it_paid_${run}`,
      'data.object.client_reference_id': order.id,
      'data.object.metadata': { order_id: order.id, order_kind: 'pack' },
      'data.object.amount_total': order.amount_minor,
      'data.object.amount_subtotal': order.amount_minor,
      'data.object.currency': order.currency.toLowerCase(),
      'data.object.payment_intent': paymentIntent,
    });

    // An amount changed in transit never reaches the database.
    const tamper = (body: string) => body.replace(`"amount_total":${order.amount_minor}`, '"amount_total":1');
    await expect(deliver(completed, { tamper })).rejects.toBeInstanceOf(WebhookSignatureError);
    expect(await row('orders', 'id', order.id)).toMatchObject({ status: 'pending' });

    expect(await deliver(completed)).toEqual(['applied']);
    expect(await deliver(completed)).toEqual(['duplicate']);
    expect(await row('orders', 'id', order.id)).toMatchObject({
      status: 'paid',
      provider_payment_id: paymentIntent,
      provider_customer_id: 'cus_TQ8mZ4kLr2XyVb',
    });
    expect(await row('credit_lots', 'order_id', order.id)).toMatchObject({ granted: 5, remaining: 5 });

    // £13 of £65 refunded in the Stripe Dashboard: one credit of the five goes with it.
    const refund = {
      ...((fixture('charge-refunded-refund-list').data as Json[])[0] as Json),
      id: `re_it_${run}`,
      amount: 1300,
      payment_intent: paymentIntent,
    };
    const refunded = fixture('charge-refunded-with-refunds', {
      id: `evt_it_refund_${run}`,
      'data.object.payment_intent': paymentIntent,
      'data.object.refunds': { object: 'list', data: [refund], has_more: false },
    });
    expect(await deliver(refunded)).toEqual(['applied']);
    expect(await row('orders', 'id', order.id)).toMatchObject({ status: 'partially_refunded', refunded_minor: 1300 });
    expect(await row('credit_lots', 'order_id', order.id)).toMatchObject({ remaining: 4 });

    // The same refund reported again by refund.updated is not a second refund.
    const update = fixture('charge-refunded', {
      id: `evt_it_refund_upd_${run}`,
      type: 'refund.updated',
      data: { object: refund },
    });
    expect(await deliver(update)).toEqual(['ignored']);
    expect(await row('orders', 'id', order.id)).toMatchObject({ refunded_minor: 1300 });
  });
});

describe('a membership through a Stripe subscription', () => {
  it('starts, renews, is scheduled to end, falls past due, is partly refunded and ends as its events say', async () => {
    const order = await startCheckout(client, 'membership', PLAN);
    const subscription = `sub_it_${run}`;
    const completed = fixture('checkout-session-completed-subscription', {
      id: `evt_it_sub_${run}`,
      'data.object.client_reference_id': order.id,
      'data.object.metadata': { order_id: order.id, order_kind: 'membership' },
      'data.object.amount_total': order.amount_minor,
      'data.object.currency': order.currency.toLowerCase(),
      'data.object.subscription': subscription,
    });
    expect(await deliver(completed)).toEqual(['applied']);
    const started = await row('memberships', 'provider_subscription_id', subscription);
    expect(started).toMatchObject({ status: 'active', order_id: order.id });
    expect(await row('orders', 'id', order.id)).toMatchObject({ status: 'paid', provider_payment_id: MEMBER_PAYMENT });

    // The first invoice is the checkout's own payment: nothing more to apply.
    const first = fixture('invoice-paid', {
      id: `evt_it_first_${run}`,
      'data.object.billing_reason': 'subscription_create',
    });
    expect(await deliver(first)).toEqual([]);

    // The next month: the renewal moves the period on.
    const start = Math.floor(new Date(String(started.current_period_end)).getTime() / 1000);
    const end = start + 31 * 86400;
    const renewal = fixture('invoice-paid', {
      id: `evt_it_renewal_${run}`,
      'data.object.parent.subscription_details': { metadata: { order_id: order.id }, subscription },
      'data.object.lines.data.0.period': { start, end },
    });
    expect(await deliver(renewal)).toEqual(['applied']);
    const renewed = await row('memberships', 'provider_subscription_id', subscription);
    expect(new Date(String(renewed.current_period_start)).getTime()).toBe(start * 1000);
    expect(new Date(String(renewed.current_period_end)).getTime()).toBe(end * 1000);

    const cancelled = fixture('customer-subscription-updated', {
      id: `evt_it_cancel_${run}`,
      'data.object.id': subscription,
      'data.object.items.data.0.current_period_end': end,
    });
    expect(await deliver(cancelled)).toEqual(['applied']);
    expect(await row('memberships', 'provider_subscription_id', subscription)).toMatchObject({
      cancel_at_period_end: true,
    });

    const failed = fixture('invoice-payment-failed', {
      id: `evt_it_failed_${run}`,
      'data.object.parent.subscription_details.subscription': subscription,
    });
    expect(await deliver(failed)).toEqual(['applied']);
    expect(await row('memberships', 'provider_subscription_id', subscription)).toMatchObject({ status: 'past_due' });

    // Half the first month refunded in the Stripe Dashboard: recorded against the membership's order.
    const refund = {
      ...((fixture('charge-refunded-refund-list').data as Json[])[0] as Json),
      id: `re_it_member_${run}`,
      amount: 4950,
      payment_intent: MEMBER_PAYMENT,
    };
    const refunded = fixture('charge-refunded-with-refunds', {
      id: `evt_it_member_refund_${run}`,
      'data.object.payment_intent': MEMBER_PAYMENT,
      'data.object.refunds': { object: 'list', data: [refund], has_more: false },
    });
    expect(await deliver(refunded)).toEqual(['applied']);
    expect(await row('orders', 'id', order.id)).toMatchObject({ status: 'partially_refunded', refunded_minor: 4950 });

    const deleted = fixture('customer-subscription-deleted', {
      id: `evt_it_ended_${run}`,
      'data.object.id': subscription,
    });
    expect(await deliver(deleted)).toEqual(['applied']);
    expect(await row('memberships', 'provider_subscription_id', subscription)).toMatchObject({ status: 'ended' });
  });
});
