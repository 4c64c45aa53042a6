import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, freshClient, freshClients, freshTrainer, rpc, svc, type Person } from '../scheduling/support';
import {
  applyEvent,
  buyPack,
  cleanupPayments,
  createCategory,
  createCode,
  createPack,
  createPlan,
  expectLedgerInvariant,
  ledgerOf,
  remainingOf,
  startCheckout,
  type Order,
} from './support';

/**
 * Checkout and the provider's events at the database (issue 28, "Tests and evidence"): the server
 * prices every order, a discount is never used past its limit under concurrency, each event applies
 * once however often and in whatever order it arrives, refunds never exceed what was paid. The
 * webhook function's signature checks are in payments-webhook's own tests.
 */

let trainer: Person;
let category: string;
let pack: string;

beforeAll(async () => {
  trainer = await freshTrainer({ hours: false });
  category = await createCategory();
  pack = await createPack(category, 10, 40000);
}, 120_000);

afterAll(async () => {
  await cleanup();
  await cleanupPayments();
}, 120_000);

function paid(order: Order, extra: Record<string, unknown> = {}) {
  return {
    order_id: order.id,
    payment_id: `pi_${randomUUID()}`,
    amount_minor: order.amount_minor,
    currency: order.currency,
    ...extra,
  };
}

describe('checkout', () => {
  it('prices the order on the server from the pack and the code, and previews the same figures', async () => {
    const client = await freshClient(trainer.id);
    const code = `SAVE${randomUUID().slice(0, 6)}`;
    await createCode({ code, kind: 'percent', percent_off: 15, product_ids: [pack] });
    const preview = await rpc<Record<string, unknown>>(client.client, 'preview_checkout', {
      p_kind: 'pack',
      p_product_id: pack,
      p_discount_code: code.toLowerCase(),
    });
    expect(preview.data).toMatchObject({ list_price_minor: 40000, discount_minor: 6000, amount_minor: 34000 });
    const started = await startCheckout(client.client, 'pack', pack, ` ${code.toLowerCase()} `);
    expect(started.data).toMatchObject({
      status: 'pending',
      list_price_minor: 40000,
      discount_minor: 6000,
      amount_minor: 34000,
    });
  });

  it('says why a code does not apply, in words, and refuses to start with it', async () => {
    const client = await freshClient(trainer.id);
    const expired = `OLD${randomUUID().slice(0, 6)}`;
    await createCode({
      code: expired,
      kind: 'amount',
      amount_off_minor: 500,
      starts_at: '2020-01-01T00:00:00Z',
      ends_at: '2021-01-01T00:00:00Z',
    });
    const preview = await rpc<Record<string, unknown>>(client.client, 'preview_checkout', {
      p_kind: 'pack',
      p_product_id: pack,
      p_discount_code: expired,
    });
    expect(preview.data).toMatchObject({ discount_error: 'This code has expired', amount_minor: 40000 });
    const unknown = await startCheckout(client.client, 'pack', pack, 'NOPE-NOT-A-CODE');
    expect(unknown.status).toBe(400);
    // The preview said it is not valid; the checkout does not say whether it exists.
    expect(unknown.error?.message).toBe('Apply the code before paying');
  });

  it('gives nothing for a tampered amount: a payment that differs from the order is a mismatch', async () => {
    const client = await freshClient(trainer.id);
    const { data: order } = await startCheckout(client.client, 'pack', pack);
    expect(await applyEvent('order.paid', paid(order!, { amount_minor: 100 }))).toBe('mismatch');
    expect(await applyEvent('order.paid', paid(order!, { currency: 'JPY' }))).toBe('mismatch');
    expect(await remainingOf(client.id)).toBe(0);
    const { data: row } = await svc().from('orders').select('status').eq('id', order!.id).single();
    expect(row).toEqual({ status: 'pending' });
  });

  it('is for clients only, and no client can write an order or a lot directly', async () => {
    const refused = await startCheckout(trainer.client, 'pack', pack);
    expect(refused.status).toBe(403);
    const client = await freshClient(trainer.id);
    const insert = await client.client.from('orders').insert({
      client_id: client.id,
      kind: 'pack',
      description: 'free',
      list_price_minor: 0,
      amount_minor: 0,
      currency: 'GBP',
      status: 'paid',
    });
    expect(insert.error).not.toBeNull();
  });

  it('refuses a return path that leaves the app', async () => {
    const client = await freshClient(trainer.id);
    for (const path of ['//evil.example/x', 'https://evil.example', '/\\evil.example']) {
      const answer = await rpc(client.client, 'start_checkout', {
        p_kind: 'pack',
        p_product_id: pack,
        p_return_path: path,
      });
      expect(answer.status, path).toBe(400);
    }
  });
});

describe('a discount limited to one use', () => {
  it('tried by 10 clients at once, is redeemed exactly once', async () => {
    const clients = await freshClients(10, trainer.id);
    const code = `ONCE${randomUUID().slice(0, 6)}`;
    await createCode({ code, kind: 'percent', percent_off: 50, max_redemptions: 1 });
    const answers = await Promise.all(clients.map((c) => startCheckout(c.client, 'pack', pack, code)));
    expect(answers.filter((a) => a.error === null)).toHaveLength(1);
    expect(answers.filter((a) => a.error?.message === 'This code has been used up')).toHaveLength(9);
  });

  it('comes back when the checkout fails, so the next client can use it', async () => {
    const [first, second] = await freshClients(2, trainer.id);
    const code = `BACK${randomUUID().slice(0, 6)}`;
    await createCode({ code, kind: 'amount', amount_off_minor: 1000, max_redemptions: 1 });
    const { data: order } = await startCheckout(first!.client, 'pack', pack, code);
    const used = await rpc<{ discount_error: string | null }>(second!.client, 'preview_checkout', {
      p_kind: 'pack',
      p_product_id: pack,
      p_discount_code: code,
    });
    expect(used.data?.discount_error).toBe('This code has been used up');
    expect((await startCheckout(second!.client, 'pack', pack, code)).error?.message).toBe(
      'Apply the code before paying',
    );
    expect(await applyEvent('order.failed', { order_id: order!.id })).toBe('applied');
    expect((await startCheckout(second!.client, 'pack', pack, code)).error).toBeNull();
  });
});

describe('webhook events', () => {
  it('the same event delivered 20 times at once gives one paid order and one credit grant', async () => {
    const client = await freshClient(trainer.id);
    const { data: order } = await startCheckout(client.client, 'pack', pack);
    const eventId = `evt_${randomUUID()}`;
    const body = paid(order!);
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => applyEvent('order.paid', body, eventId)));
    expect(outcomes.filter((o) => o === 'applied')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(19);
    // A second, different event saying the same thing changes nothing either.
    expect(await applyEvent('order.paid', paid(order!))).toBe('ignored');
    const grants = (await ledgerOf(client.id)).filter((row) => row.reason === 'grant');
    expect(grants.map((row) => row.delta)).toEqual([10]);
    const { data: row } = await svc().from('orders').select('status').eq('id', order!.id).single();
    expect(row).toEqual({ status: 'paid' });
  });

  it('a membership whose first invoice arrives before the checkout event ends active, granted once', async () => {
    const client = await freshClient(trainer.id);
    const plan = await createPlan(category, 9900, 8);
    const { data: order } = await startCheckout(client.client, 'membership', plan);
    const start = new Date();
    const end = new Date(start.getTime() + 30 * 86_400_000);
    const subscription = `sub_${randomUUID()}`;
    expect(
      await applyEvent('subscription.renewed', {
        subscription_id: subscription,
        order_id: order!.id,
        invoice_id: `in_${randomUUID()}`,
        amount_minor: 9900,
        period_start: start.toISOString(),
        period_end: end.toISOString(),
      }),
    ).toBe('applied');
    expect(
      await applyEvent(
        'order.paid',
        paid(order!, {
          subscription_id: subscription,
          period_start: start.toISOString(),
          period_end: end.toISOString(),
        }),
      ),
    ).toBe('ignored');
    const { data: membership } = await svc()
      .from('memberships')
      .select('status, provider_subscription_id, credits_per_period')
      .eq('order_id', order!.id)
      .single();
    expect(membership).toEqual({ status: 'active', provider_subscription_id: subscription, credits_per_period: 8 });
    expect(await remainingOf(client.id)).toBe(8);

    // The next period: 8 more; the same renewal again: nothing more. A failed payment: past due.
    const next = {
      subscription_id: subscription,
      invoice_id: `in_${randomUUID()}`,
      amount_minor: 9900,
      period_start: end.toISOString(),
      period_end: new Date(end.getTime() + 30 * 86_400_000).toISOString(),
    };
    expect(await applyEvent('subscription.renewed', next)).toBe('applied');
    expect(await applyEvent('subscription.renewed', { ...next, invoice_id: 'in_again' })).toBe('applied');
    expect(await remainingOf(client.id)).toBe(16);
    expect(await applyEvent('subscription.payment_failed', { subscription_id: subscription })).toBe('applied');
    expect(await applyEvent('subscription.ended', { subscription_id: subscription })).toBe('applied');
    const { data: ended } = await svc().from('memberships').select('status').eq('order_id', order!.id).single();
    expect(ended).toEqual({ status: 'ended' });
    await expectLedgerInvariant(client.id);
  });

  it('refuses to be called by a signed-in person', async () => {
    const client = await freshClient(trainer.id);
    const answer = await rpc(client.client, 'apply_payment_event', {
      p_provider: 'local',
      p_event_id: `evt_${randomUUID()}`,
      p_type: 'order.paid',
      p_data: {},
    });
    expect([401, 403, 404]).toContain(answer.status);
  });
});

describe('refunds', () => {
  it('two partial refunds up to the amount succeed, a third over it is refused; credits go with them', async () => {
    const admin = await adminPerson();
    const client = await freshClient(trainer.id);
    const order = await buyPack(client.client, pack);
    const first = await rpc<{ id: string; credits_removed: number }>(admin.client, 'request_refund', {
      p_order_id: order.id,
      p_amount_minor: 10000,
    });
    expect(first.error).toBeNull();
    expect(first.data!.credits_removed).toBe(2);
    await svc().rpc('complete_refund', {
      p_refund_id: first.data!.id,
      p_provider_refund_id: 're_1',
      p_succeeded: true,
    });
    const second = await rpc<{ id: string }>(admin.client, 'request_refund', {
      p_order_id: order.id,
      p_amount_minor: 30000,
    });
    expect(second.error).toBeNull();
    await svc().rpc('complete_refund', {
      p_refund_id: second.data!.id,
      p_provider_refund_id: 're_2',
      p_succeeded: true,
    });
    const third = await rpc(admin.client, 'request_refund', { p_order_id: order.id, p_amount_minor: 1 });
    expect(third.status).toBe(400);
    const { data: row } = await svc().from('orders').select('status, refunded_minor').eq('id', order.id).single();
    expect(row).toEqual({ status: 'refunded', refunded_minor: 40000 });
    expect(await remainingOf(client.id)).toBe(0);
    const refunds = (await ledgerOf(client.id)).filter((r) => r.reason === 'refund').map((r) => r.delta);
    expect(refunds).toEqual([-2, -8]);
    // The provider's own charge.refunded for a refund the app made is a duplicate.
    expect(await applyEvent('charge.refunded', { payment_id: 'x', refund_id: 're_1', amount_minor: 10000 })).toBe(
      'ignored',
    );
  });

  it('only admins refund; a trainer and the client get 403', async () => {
    const client = await freshClient(trainer.id);
    const order = await buyPack(client.client, pack);
    for (const who of [trainer, client]) {
      const answer = await rpc(who.client, 'request_refund', { p_order_id: order.id, p_amount_minor: 100 });
      expect(answer.status).toBe(403);
    }
  });
});

async function adminPerson(): Promise<Person> {
  const person = await freshTrainer({ hours: false });
  const { error } = await svc().from('users').update({ role: 'admin' }).eq('id', person.id);
  if (error) throw new Error(error.message);
  return person;
}
