import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, signedInClient } from '../support/clients';
import { cleanup, freshClient, rpc, svc, type Person } from '../scheduling/support';

// The analytics read what the core's own write paths leave behind (not only hand-written rows): a
// client buys the demo pack "10 × 1:1 PT" (£400, 10 credits) and the "Unlimited classes" membership
// (£99 a month) through start_checkout and the provider's order.paid event, and an admin refunds
// £80 of the pack (request_refund, then the provider's confirmation: floor(8000 × 10 / 40000) = 2
// credits removed). Other files share this backend, so the test compares today's report before and
// after (files run one at a time).

interface Totals {
  sales: number;
  gross_minor: number;
  refunds_minor: number;
  net_minor: number;
  mrr_minor: number;
  active_members: number;
}
interface Report {
  totals: Totals;
  liability: { credits: number; value_minor: number; clients: number };
  at_risk: Array<{
    client_id: string;
    client_name: string;
    is_member: boolean;
    credits: number;
    last_visit: string | null;
  }>;
}

let client: Person;
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());

async function report(): Promise<Report> {
  const admin = await signedInClient(demo.admin.email);
  const answer = await rpc<Report>(admin, 'payments_report', { p_from: today, p_to: today, p_bucket: 'day' });
  if (answer.error || !answer.data) throw new Error(answer.error?.message ?? 'no report');
  return answer.data;
}

async function productId(table: string, name: string): Promise<string> {
  const { data, error } = await svc().from(table).select('id').eq('name', name).single<{ id: string }>();
  if (error || !data) throw new Error(`${name}: ${error?.message ?? 'missing'}`);
  return data.id;
}

async function buy(kind: 'pack' | 'membership', product: string, amount: number, extra = {}): Promise<string> {
  const started = await rpc<{ id: string }>(client.client, 'start_checkout', { p_kind: kind, p_product_id: product });
  if (started.error || !started.data) throw new Error(`checkout: ${started.error?.message ?? 'none'}`);
  const paid = await rpc<string>(svc(), 'apply_payment_event', {
    p_provider: 'local',
    p_event_id: `evt_${randomUUID()}`,
    p_type: 'order.paid',
    p_data: {
      order_id: started.data.id,
      payment_id: `pay_${randomUUID()}`,
      amount_minor: amount,
      currency: 'GBP',
      ...extra,
    },
  });
  expect(paid.data).toBe('applied');
  return started.data.id;
}

let before: Report;
let after: Report;

beforeAll(async () => {
  client = await freshClient();
  before = await report();
  const pack = await buy('pack', await productId('packages', '10 × 1:1 PT'), 40000);
  const start = new Date();
  await buy('membership', await productId('membership_plans', 'Unlimited classes'), 9900, {
    subscription_id: `sub_${randomUUID()}`,
    period_start: start.toISOString(),
    period_end: new Date(start.getTime() + 30 * 86_400_000).toISOString(),
  });
  const admin = await signedInClient(demo.admin.email);
  const refund = await rpc<{ id: string }>(admin, 'request_refund', { p_order_id: pack, p_amount_minor: 8000 });
  if (refund.error || !refund.data) throw new Error(`refund: ${refund.error?.message ?? 'none'}`);
  const done = await rpc(svc(), 'complete_refund', {
    p_refund_id: refund.data.id,
    p_provider_refund_id: `re_${randomUUID()}`,
    p_succeeded: true,
  });
  if (done.error) throw new Error(`complete refund: ${done.error.message}`);
  after = await report();
});

afterAll(async () => {
  await cleanup();
});

describe('payments_report over the core write paths (today, by day)', () => {
  it('counts the sales, the refund, the membership and the credits left', () => {
    const delta = (key: keyof Totals) => after.totals[key] - before.totals[key];
    expect(delta('sales')).toBe(2);
    expect(delta('gross_minor')).toBe(49900); // 40000 + 9900
    expect(delta('refunds_minor')).toBe(8000);
    expect(delta('net_minor')).toBe(41900);
    expect(delta('mrr_minor')).toBe(9900); // monthly: as it is
    expect(delta('active_members')).toBe(1);
    // 10 − 2 refunded = 8 credits at 40000 / 10 = 4000 each.
    expect(after.liability.credits - before.liability.credits).toBe(8);
    expect(after.liability.value_minor - before.liability.value_minor).toBe(32000);
    expect(after.liability.clients - before.liability.clients).toBe(1);
    expect(after.at_risk.find((row) => row.client_id === client.id)).toEqual({
      client_id: client.id,
      client_name: 'Client Fixture',
      last_visit: null,
      is_member: true,
      credits: 8,
    });
  });
});
