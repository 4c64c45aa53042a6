import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEDGER_COLUMNS, MEMBERSHIP_COLUMNS, ORDER_COLUMNS } from '@/features/payments/api/client-money-columns';
import { demo, signedInClient } from '../support/clients';
import { cleanup, freshClient, freshTrainer, svc, type Person } from '../scheduling/support';

/**
 * The staff side of a client's money against the real schema: a trainer adjusts only their own
 * clients' credits, reads only their balance, ledger and orders (with the very columns the client
 * profile selects), and cannot refund; only an admin refunds, never more than is left.
 */

const PACK = '00000000-0000-4000-8000-00000000d101'; // 10 × 1:1 PT, £400 (supabase/seeds/payments-demo.sql)
const PT = '00000000-0000-4000-8000-00000000d001';

let taylor: Person;
let sam: Person;
let casey: Person;
let admin: SupabaseClient;
let orderId: string;

async function paidPack(client: Person): Promise<string> {
  const started = await client.client.rpc('start_checkout', { p_kind: 'pack', p_product_id: PACK });
  expect(started.error).toBeNull();
  const order = started.data as { id: string; amount_minor: number; currency: string };
  const paid = await svc().rpc('apply_payment_event', {
    p_provider: 'local',
    p_event_id: `evt-${order.id}`,
    p_type: 'order.paid',
    p_data: {
      order_id: order.id,
      payment_id: `pay-${order.id}`,
      amount_minor: order.amount_minor,
      currency: order.currency,
    },
  });
  expect(paid.error).toBeNull();
  expect(paid.data).toBe('applied');
  return order.id;
}

const balanceOf = async (client: SupabaseClient, clientId: string) => {
  const { data, error } = await client.rpc('credit_balances', { p_client_id: clientId });
  if (error) throw error;
  return (data as Array<{ category_id: string | null; remaining: number }>).find((row) => row.category_id === PT)
    ?.remaining;
};

beforeAll(async () => {
  [taylor, sam] = await Promise.all([freshTrainer({ hours: false }), freshTrainer({ hours: false })]);
  casey = await freshClient(taylor.id);
  admin = await signedInClient(demo.admin.email);
  orderId = await paidPack(casey);
});

afterAll(cleanup);

describe("staff and a client's credits", () => {
  it("lets the client's trainer add and remove credits with a note, and says the new balance", async () => {
    expect(await balanceOf(taylor.client, casey.id)).toBe(10);
    const added = await taylor.client.rpc('adjust_credits', {
      p_client_id: casey.id,
      p_category_id: PT,
      p_delta: 2,
      p_note: 'Goodwill',
    });
    expect(added).toMatchObject({ error: null, data: 12 });
    const removed = await taylor.client.rpc('adjust_credits', {
      p_client_id: casey.id,
      p_category_id: PT,
      p_delta: -1,
      p_note: 'Correction',
    });
    expect(removed).toMatchObject({ error: null, data: 11 });

    // The ledger as the profile reads it: reasons, notes, who, and each row's category.
    const ledger = await taylor.client
      .from('credit_ledger')
      .select(LEDGER_COLUMNS)
      .eq('client_id', casey.id)
      .order('id', { ascending: false });
    expect(ledger.error).toBeNull();
    expect(ledger.data!.slice(0, 3)).toMatchObject([
      {
        reason: 'adjustment',
        delta: -1,
        note: 'Correction',
        actor_id: taylor.id,
        lot: { category: { name: '1:1 PT' } },
      },
      { reason: 'adjustment', delta: 2, note: 'Goodwill', actor_id: taylor.id },
      { reason: 'grant', delta: 10, order_id: orderId },
    ]);
  });

  it('refuses another trainer, the client themself, a missing note and going below zero, changing nothing', async () => {
    const other = await sam.client.rpc('adjust_credits', {
      p_client_id: casey.id,
      p_category_id: PT,
      p_delta: 5,
      p_note: 'Not mine',
    });
    expect(other.status).toBe(404);
    expect(other.error?.message).toBe('No such client');
    const self = await casey.client.rpc('adjust_credits', {
      p_client_id: casey.id,
      p_category_id: PT,
      p_delta: 5,
      p_note: 'Free credits',
    });
    expect(self.status).toBe(403);
    const noNote = await taylor.client.rpc('adjust_credits', {
      p_client_id: casey.id,
      p_category_id: PT,
      p_delta: 1,
      p_note: '  ',
    });
    expect(noNote.status).toBe(400);
    const tooMany = await taylor.client.rpc('adjust_credits', {
      p_client_id: casey.id,
      p_category_id: PT,
      p_delta: -500,
      p_note: 'Too many',
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.error?.message).toBe('The client has fewer credits than that in this category');
    expect(await balanceOf(taylor.client, casey.id)).toBe(11);

    // Nor does another trainer read them.
    const balance = await sam.client.rpc('credit_balances', { p_client_id: casey.id });
    expect(balance.status).toBe(404);
    const ledger = await sam.client.from('credit_ledger').select('id').eq('client_id', casey.id);
    expect(ledger.data).toEqual([]);
    const orders = await sam.client.from('orders').select('id').eq('client_id', casey.id);
    expect(orders.data).toEqual([]);
  });
});

describe('refunds', () => {
  it('are refused to staff, even for their own client', async () => {
    const refused = await taylor.client.rpc('request_refund', { p_order_id: orderId, p_amount_minor: 1000 });
    expect(refused.status).toBe(403);
    expect(refused.error?.message).toBe('Only admins can refund');
    const refunds = await svc().from('refunds').select('id').eq('order_id', orderId);
    expect(refunds.data).toEqual([]);
  });

  it('are made by an admin, never beyond what is left to refund', async () => {
    const partial = await admin.rpc('request_refund', {
      p_order_id: orderId,
      p_amount_minor: 10000,
      p_credits_to_remove: 2,
      p_reason: 'Moving away',
    });
    expect(partial.error).toBeNull();
    expect(partial.data).toMatchObject({ amount_minor: 10000, credits_removed: 2, status: 'pending' });
    const over = await admin.rpc('request_refund', { p_order_id: orderId, p_amount_minor: 30001 });
    expect(over.status).toBe(400);
    expect(over.error?.message).toBe('At most GBP 300.00 can be refunded');

    // The order as the profile reads it, for the trainer and the admin alike: the pending refund
    // counts against what is left (lib/refund-form.ts refundableMinor).
    for (const reader of [taylor.client, admin]) {
      const order = await reader.from('orders').select(ORDER_COLUMNS).eq('id', orderId).single();
      expect(order.error).toBeNull();
      expect(order.data).toMatchObject({
        status: 'paid',
        amount_minor: 40000,
        refunded_minor: 0,
        refunds: [{ amount_minor: 10000, status: 'pending' }],
      });
    }
    const memberships = await taylor.client.from('memberships').select(MEMBERSHIP_COLUMNS).eq('client_id', casey.id);
    expect(memberships).toMatchObject({ error: null, data: [] });
  });
});
