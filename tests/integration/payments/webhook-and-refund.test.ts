import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_EMAIL,
  bootPaymentsBackend,
  catalogue,
  freshClient,
  grantRows,
  invoke,
  orderRow,
  pay,
  postWebhook,
  signedEvent,
  submitCheckout,
  tokenFor,
  TRAINER_EMAIL,
  type PaymentsBackend,
} from './function-backend';

/** payments-webhook (signatures, replays, concurrency) and payments-refund (docs/payments.md). */

let env: PaymentsBackend;
let products: Awaited<ReturnType<typeof catalogue>>;
let adminToken: string;

beforeAll(async () => {
  env = await bootPaymentsBackend();
  products = await catalogue();
  adminToken = await tokenFor(ADMIN_EMAIL);
}, 120_000);

afterAll(async () => {
  await env?.close();
});

async function pendingOrder() {
  const client = await freshClient();
  const { status, body } = await invoke(
    'payments-checkout',
    { kind: 'pack', productId: products.pack.id },
    client.token,
  );
  expect(status, JSON.stringify(body)).toBe(200);
  return { client, orderId: body.orderId as string, checkoutUrl: body.checkoutUrl as string };
}

async function paidOrder() {
  const order = await pendingOrder();
  expect((await submitCheckout(order.checkoutUrl, pay('4242424242424242'))).status).toBe(303);
  return order;
}

const paidEvent = (orderId: string, amount = 4000, id = `evt_test_${crypto.randomUUID()}`) => ({
  id,
  type: 'order.paid',
  data: { order_id: orderId, payment_id: `pi_test_${crypto.randomUUID()}`, amount_minor: amount, currency: 'GBP' },
});

async function eventCount(eventId: string): Promise<number> {
  const { rows } = await env.backend.db.query<{ n: number }>(
    'select count(*)::int as n from public.payment_events where event_id = $1',
    [eventId],
  );
  return rows[0]?.n ?? 0;
}

describe('payments-webhook', () => {
  it('refuses a missing, forged, tampered or stale signature with 400 and changes nothing', async () => {
    const { orderId } = await pendingOrder();
    const event = paidEvent(orderId);
    const signed = await signedEvent(event);
    const attempts: { body: string; headers: Record<string, string> }[] = [
      { body: signed.body, headers: {} },
      {
        body: signed.body,
        headers: { 'liftwise-signature': `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}` },
      },
      { body: signed.body.replace('4000', '4001'), headers: signed.headers },
      await signedEvent(event, Date.now() - 10 * 60_000),
      { body: signed.body, headers: { 'stripe-signature': signed.headers['liftwise-signature']! } },
    ];
    for (const attempt of attempts) {
      const answer = await postWebhook(attempt.body, attempt.headers);
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    }
    expect((await orderRow(orderId)).status).toBe('pending');
    expect(await eventCount(event.id)).toBe(0);
    expect(await grantRows(orderId)).toEqual([]);
  });

  it('needs no API key (the signature is the credential) and applies a signed event', async () => {
    const { orderId } = await pendingOrder();
    const { body, headers } = await signedEvent(paidEvent(orderId));
    const answer = await postWebhook(body, headers);
    expect(answer.status).toBe(200);
    expect(answer.body.outcomes).toEqual([expect.objectContaining({ outcome: 'applied' })]);
    expect((await orderRow(orderId)).status).toBe('paid');
  });

  it('gives one paid order and one credit grant for the same event posted 20 times at once', async () => {
    const { orderId } = await pendingOrder();
    const event = paidEvent(orderId);
    const { body, headers } = await signedEvent(event);
    const answers = await Promise.all(Array.from({ length: 20 }, () => postWebhook(body, headers)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const outcomes = answers.map((a) => (a.body.outcomes as { outcome: string }[])[0]!.outcome).sort();
    expect(outcomes.filter((o) => o === 'applied')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(19);
    expect((await orderRow(orderId)).status).toBe('paid');
    expect(await grantRows(orderId)).toHaveLength(1);
    expect(await eventCount(event.id)).toBe(1);
  });

  it('does not pay an order for a different amount (a tampered event is a mismatch)', async () => {
    const { orderId } = await pendingOrder();
    const { body, headers } = await signedEvent(paidEvent(orderId, 1));
    const answer = await postWebhook(body, headers);
    expect(answer.status).toBe(200);
    expect(answer.body.outcomes).toEqual([expect.objectContaining({ outcome: 'mismatch' })]);
    expect((await orderRow(orderId)).status).toBe('pending');
    expect(await grantRows(orderId)).toEqual([]);
  });

  it('answers 200 to a signed event that matters to nobody', async () => {
    const { body, headers } = await signedEvent({
      id: `evt_test_${crypto.randomUUID()}`,
      type: 'subscription.ended',
      data: { subscription_id: 'sub_local_nobody' },
    });
    const answer = await postWebhook(body, headers);
    expect(answer.status).toBe(200);
    expect(answer.body.outcomes).toEqual([expect.objectContaining({ outcome: 'ignored' })]);
  });
});

describe('payments-refund', () => {
  it('refunds a paid order in parts, refusing a part over what is left', async () => {
    const { orderId } = await paidOrder();
    const first = await invoke('payments-refund', { orderId, amountMinor: 1500, reason: 'Moved away' }, adminToken);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.refund).toMatchObject({ status: 'succeeded', amount_minor: 1500 });
    expect((first.body.refund as { provider_refund_id: string }).provider_refund_id).toMatch(/^re_local_/);
    expect(await orderRow(orderId)).toMatchObject({ status: 'partially_refunded', refunded_minor: 1500 });

    const second = await invoke('payments-refund', { orderId, amountMinor: 1500 }, adminToken);
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(await orderRow(orderId)).toMatchObject({ status: 'partially_refunded', refunded_minor: 3000 });

    const over = await invoke('payments-refund', { orderId, amountMinor: 1001 }, adminToken);
    expect(over.status).toBe(400);
    expect(over.body.error).toBe('At most GBP 10.00 can be refunded');
    expect((await orderRow(orderId)).refunded_minor).toBe(3000);

    const rest = await invoke('payments-refund', { orderId, amountMinor: 1000 }, adminToken);
    expect(rest.status, JSON.stringify(rest.body)).toBe(200);
    expect(await orderRow(orderId)).toMatchObject({ status: 'refunded', refunded_minor: 4000 });
    expect((await invoke('payments-refund', { orderId, amountMinor: 1 }, adminToken)).status).toBe(400);
  });

  it('refuses a refund over the amount paid in one go', async () => {
    const { orderId } = await paidOrder();
    const over = await invoke('payments-refund', { orderId, amountMinor: 4001 }, adminToken);
    expect(over.status).toBe(400);
    expect(over.body.error).toMatch(/At most/);
    expect(await orderRow(orderId)).toMatchObject({ status: 'paid', refunded_minor: 0 });
  });

  it('records the refund as failed and answers 502 when the provider cannot refund', async () => {
    // Paid by an event that named no payment: the provider has nothing to refund.
    const { orderId } = await pendingOrder();
    const event = paidEvent(orderId);
    delete (event.data as Record<string, unknown>).payment_id;
    const { body, headers } = await signedEvent(event);
    expect((await postWebhook(body, headers)).status).toBe(200);
    const answer = await invoke('payments-refund', { orderId, amountMinor: 1000 }, adminToken);
    expect(answer.status).toBe(502);
    expect(answer.body.error).toMatch(/did not refund.*Nothing was refunded/);
    const { data: refunds } = await env.service.from('refunds').select('status').eq('order_id', orderId);
    expect(refunds).toEqual([{ status: 'failed' }]);
    expect(await orderRow(orderId)).toMatchObject({ status: 'paid', refunded_minor: 0 });
    expect((await grantRows(orderId)).map((row) => row.delta)).toEqual([10]);
  });

  it('is for admins only: a client and a trainer get 403 and nothing is refunded', async () => {
    const { client, orderId } = await paidOrder();
    const trainerToken = await tokenFor(TRAINER_EMAIL);
    for (const token of [client.token, trainerToken]) {
      const answer = await invoke('payments-refund', { orderId, amountMinor: 100 }, token);
      expect(answer.status, JSON.stringify(answer.body)).toBe(403);
    }
    expect((await orderRow(orderId)).refunded_minor).toBe(0);
  });

  it('refuses malformed bodies with 400', async () => {
    const { orderId } = await paidOrder();
    const bad: unknown[] = [
      '{',
      {},
      { orderId },
      { orderId, amountMinor: '100' },
      { orderId, amountMinor: 1.5 },
      { orderId, amountMinor: -5 },
      { orderId, amountMinor: 0 },
      { orderId: 'nope', amountMinor: 100 },
      { orderId, amountMinor: 100, creditsToRemove: -1 },
      { orderId, amountMinor: 100, reason: 'x'.repeat(501) },
    ];
    for (const body of bad) {
      const answer = await invoke('payments-refund', body, adminToken);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    expect((await orderRow(orderId)).refunded_minor).toBe(0);
  });
});
