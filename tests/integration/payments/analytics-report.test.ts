import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, signedInClient } from '../support/clients';
import {
  cleanup,
  createService,
  freshClients,
  freshTrainer,
  rpc,
  setStudio,
  svc,
  type Person,
} from '../scheduling/support';

// payments_report (20261128300000_payments_analytics.sql) against a fixed fixture of sales,
// renewals, plan changes, a pause, cancellations, refunds, bookings and attendance, written with the
// service role straight into the payments tables. Every instant is at 12:00Z in January-March 2025,
// when London is on GMT (UTC+0, until 30 March 01:00Z), so local dates equal UTC dates; the range's
// end, 1 April 00:00 London (BST) = 31 March 23:00Z, is the report's as_of (it is in the past).
// The figures below are worked out by hand in the comments; none is read back from the code.

const at = (day: string, hour = 12) => `${day}T${String(hour).padStart(2, '0')}:00:00Z`;

interface Cast {
  t1: Person;
  t2: Person;
  a: Person;
  b: Person;
  c: Person;
  d: Person;
  e: Person;
  f: Person;
  service: string;
}
let cast: Cast;
let category: string;

async function insert<T extends { id: string }>(table: string, row: Record<string, unknown>): Promise<T> {
  const { data, error } = await svc().from(table).insert(row).select('*').single<T>();
  if (error || !data) throw new Error(`${table}: ${error?.message ?? 'no row'}`);
  return data;
}

async function order(client: string, kind: string, amount: number, paidAt: string | null, extra = {}) {
  return insert<{ id: string }>('orders', {
    client_id: client,
    kind,
    description: `${kind} fixture`,
    list_price_minor: amount,
    amount_minor: amount,
    currency: 'GBP',
    status: paidAt ? 'paid' : 'pending',
    provider: 'local',
    paid_at: paidAt,
    created_at: paidAt ?? at('2025-03-15'),
    ...extra,
  });
}

async function membership(client: string, price: number, interval: string, createdAt: string, extra = {}) {
  return insert<{ id: string }>('memberships', {
    client_id: client,
    status: 'active',
    description: `${interval} plan fixture`,
    price_minor: price,
    currency: 'GBP',
    billing_interval: interval,
    provider: 'local',
    created_at: createdAt,
    current_period_start: createdAt,
    current_period_end: at('2025-12-31'),
    ...extra,
  });
}

/**
 * A lot and its ledger rows: [delta, reason, when]. A lot starts empty and each ledger row moves
 * its remaining (the core's trigger), so the rows are written in order.
 */
async function lot(
  client: string,
  granted: number,
  createdAt: string,
  rows: Array<[number, string, string]>,
  extra: Record<string, unknown> = {},
) {
  const made = await insert<{ id: string }>('credit_lots', {
    client_id: client,
    granted,
    created_at: createdAt,
    ...(extra.service_id ? {} : { category_id: category }),
    ...extra,
  });
  for (const [delta, reason, when] of rows) {
    const { error } = await svc()
      .from('credit_ledger')
      .insert({ lot_id: made.id, client_id: client, delta, reason, created_at: when, note: 'Analytics fixture' });
    if (error) throw new Error(`ledger: ${error.message}`);
  }
  return made.id;
}

async function booking(
  client: Person,
  trainer: Person,
  day: string,
  status: string,
  payment: { lot?: string; membership?: string },
) {
  const session = await insert<{ id: string }>('service_sessions', {
    service_id: cast.service,
    trainer_id: trainer.id,
    starts_at: at(day),
    ends_at: at(day, 13),
    capacity: 1,
    seats_taken: status === 'cancelled' ? 0 : 1,
    status: status === 'cancelled' ? 'cancelled' : 'scheduled',
  });
  await insert('bookings', {
    session_id: session.id,
    service_id: cast.service,
    trainer_id: trainer.id,
    client_id: client.id,
    starts_at: at(day),
    ends_at: at(day, 13),
    status,
    payment: payment.lot ? 'credit' : 'membership',
    credit_lot_id: payment.lot ?? null,
    membership_id: payment.membership ?? null,
  });
}

async function names(people: Array<[Person, string]>) {
  for (const [person, first] of people) {
    const { error } = await svc()
      .from('users')
      .update({ first_name: first, last_name: 'Analytics' })
      .eq('id', person.id);
    if (error) throw new Error(error.message);
  }
}

beforeAll(async () => {
  await setStudio({ time_zone: 'Europe/London', week_start: 1, currency: 'GBP' });
  const categories = await svc().from('credit_categories').select('id').limit(1).single<{ id: string }>();
  if (categories.error) throw new Error(`credit category: ${categories.error.message}`);
  category = categories.data.id;
  const [t1, t2] = [await freshTrainer({ hours: false }), await freshTrainer({ hours: false })];
  const [a, b, c, d, e, f] = await freshClients(6);
  const service = await createService({ name: 'Analytics fixture', trainers: [t1.id, t2.id] });
  cast = { t1, t2, a: a!, b: b!, c: c!, d: d!, e: e!, f: f!, service };
  await names([
    [t1, 'Tara'],
    [t2, 'Theo'],
    [cast.a, 'Ada'],
    [cast.b, 'Ben'],
    [cast.c, 'Cleo'],
    [cast.d, 'Dana'],
    [cast.e, 'Evan'],
    [cast.f, 'Fay'],
  ]);

  // Ada: a 10-credit pack, £400 on 10 Jan (one credit = 40000 / 10 = 4000); £80 (2 credits)
  // refunded on 12 Mar. A drop-in paid on 31 Dec 2024 (outside the range), never used, expired.
  const adaPack = await order(cast.a.id, 'pack', 40000, at('2025-01-10'), {
    credits: 10,
    status: 'partially_refunded',
    refunded_minor: 8000,
  });
  const adaDropIn = await order(cast.a.id, 'drop_in', 4500, at('2024-12-31'), { credits: 1 });
  const la = await lot(
    cast.a.id,
    10,
    at('2025-01-10'),
    [
      [10, 'grant', at('2025-01-10')],
      [-1, 'book', at('2025-01-11')], // 12 Jan, attended (Tara)
      [-1, 'book', at('2025-01-18')], // 19 Jan, attended (Tara)
      [-1, 'book', at('2025-02-01')], // 2 Feb, attended (Tara)
      [-1, 'book', at('2025-02-08')], // 9 Feb, no-show (Tara): forfeited
      [0, 'no_show', at('2025-02-09', 14)],
      [-1, 'book', at('2025-02-15')], // 16 Feb, late cancel (Theo): forfeited
      [0, 'late_cancel', at('2025-02-16', 10)],
      [-1, 'book', at('2025-02-28')], // 1 Mar, attended (Theo)
      [-1, 'book', at('2025-03-01', 10)], // 2 Mar, cancelled in time: returned
      [1, 'cancel_return', at('2025-03-01', 11)],
      [-2, 'refund', at('2025-03-12')],
      [-1, 'book', at('2025-04-01', 10)], // 2 Apr (after the range), attended (Tara)
    ],
    { order_id: adaPack.id, expires_at: at('2025-05-10') },
  );
  await lot(
    cast.a.id,
    1,
    at('2024-12-31'),
    [
      [1, 'grant', at('2024-12-31')],
      [-1, 'expire', at('2025-01-30')],
    ],
    { order_id: adaDropIn.id, service_id: cast.service, expires_at: at('2025-01-30') },
  );

  // Ben: a 5-credit pack, £65 on 20 Jan (one credit = 6500 / 5 = 1300), expired 15 Mar with 2 left;
  // a weekly £20 membership from 25 Jan (MRR 2000 × 52 / 12 = 8666.67 → 8667), paused 3 Mar; a
  // drop-in £45 on 3 Feb refunded in full on 4 Feb.
  const benPack = await order(cast.b.id, 'pack', 6500, at('2025-01-20'), { credits: 5 });
  const lb = await lot(
    cast.b.id,
    5,
    at('2025-01-20'),
    [
      [5, 'grant', at('2025-01-20')],
      [-1, 'book', at('2025-01-21')],
      [-1, 'book', at('2025-01-28')],
      [-1, 'book', at('2025-02-04')],
      [-2, 'expire', at('2025-03-15')],
    ],
    { order_id: benPack.id, expires_at: at('2025-03-15') },
  );
  const benPlan = await order(cast.b.id, 'membership', 2000, at('2025-01-25'));
  await membership(cast.b.id, 2000, 'week', at('2025-01-25'), {
    order_id: benPlan.id,
    status: 'paused',
    paused_at: at('2025-03-03'),
  });
  const benDropIn = await order(cast.b.id, 'drop_in', 4500, at('2025-02-03'), {
    credits: 1,
    status: 'refunded',
    refunded_minor: 4500,
  });
  await lot(
    cast.b.id,
    1,
    at('2025-02-03'),
    [
      [1, 'grant', at('2025-02-03')],
      [-1, 'refund', at('2025-02-04')],
    ],
    { order_id: benDropIn.id, service_id: cast.service, expires_at: at('2025-03-05') },
  );
  await insert('refunds', {
    order_id: benDropIn.id,
    amount_minor: 4500,
    credits_removed: 1,
    status: 'succeeded',
    created_at: at('2025-02-04'),
  });
  await insert('refunds', {
    order_id: adaPack.id,
    amount_minor: 8000,
    credits_removed: 2,
    status: 'succeeded',
    created_at: at('2025-03-12'),
  });

  // Cleo: unlimited £99 a month from 5 Jan, renewed 5 Feb and 5 Mar; a refund of £10 still pending.
  const cleoFirst = await order(cast.c.id, 'membership', 9900, at('2025-01-05'));
  const mc = await membership(cast.c.id, 9900, 'month', at('2025-01-05'), { order_id: cleoFirst.id });
  await order(cast.c.id, 'membership', 9900, at('2025-02-05'));
  const cleoMarch = await order(cast.c.id, 'membership', 9900, at('2025-03-05'));
  await insert('refunds', {
    order_id: cleoMarch.id,
    amount_minor: 1000,
    status: 'pending',
    created_at: at('2025-03-20'),
  });

  // Dana: weekly £25 from 15 Jan (MRR 2500 × 52 / 12 = 10833.33 → 10833), paid 15 Jan and 12 Feb,
  // ended 20 Feb; a failed refund; 3 credits given by staff on 1 Feb (worth 0), never used.
  const danaFirst = await order(cast.d.id, 'membership', 2500, at('2025-01-15'));
  await membership(cast.d.id, 2500, 'week', at('2025-01-15'), {
    order_id: danaFirst.id,
    status: 'ended',
    ended_at: at('2025-02-20'),
  });
  const danaFeb = await order(cast.d.id, 'membership', 2500, at('2025-02-12'));
  await insert('refunds', { order_id: danaFeb.id, amount_minor: 2500, status: 'failed', created_at: at('2025-02-13') });
  await lot(cast.d.id, 3, at('2025-02-01'), [[3, 'adjustment', at('2025-02-01')]]);

  // Evan: yearly £1200 from 1 Feb (MRR 120000 / 12 = 10000), switched on 10 Mar to monthly £150.
  const evanYear = await order(cast.e.id, 'membership', 120000, at('2025-02-01'));
  await membership(cast.e.id, 120000, 'year', at('2025-02-01'), {
    order_id: evanYear.id,
    status: 'ended',
    ended_at: at('2025-03-10'),
  });
  const evanMonth = await order(cast.e.id, 'membership', 15000, at('2025-03-10'));
  await membership(cast.e.id, 15000, 'month', at('2025-03-10'), { order_id: evanMonth.id });

  // Fay: £50 and £30 a month from 2 Jan (paid 2 Jan and 2 Feb; the £50 again 2 Mar); the £30 one
  // ended 14 Feb. The £50 plan gives 4 credits a period: the March lot (no order of its own; one
  // credit = 5000 / 4 = 1250), one spent on 28 Mar.
  const fay50 = await order(cast.f.id, 'membership', 5000, at('2025-01-02'));
  const mf = await membership(cast.f.id, 5000, 'month', at('2025-01-02'), { order_id: fay50.id });
  const fay30 = await order(cast.f.id, 'membership', 3000, at('2025-01-02'));
  await membership(cast.f.id, 3000, 'month', at('2025-01-02'), {
    order_id: fay30.id,
    status: 'ended',
    ended_at: at('2025-02-14'),
  });
  await order(cast.f.id, 'membership', 5000, at('2025-02-02'));
  await order(cast.f.id, 'membership', 3000, at('2025-02-02'));
  await order(cast.f.id, 'membership', 5000, at('2025-03-02'));
  const lf = await lot(
    cast.f.id,
    4,
    at('2025-03-02'),
    [
      [4, 'grant', at('2025-03-02')],
      [-1, 'book', at('2025-03-27')],
    ],
    { membership_id: mf.id, period_start: at('2025-03-02'), expires_at: at('2025-04-02') },
  );

  // Orders that never paid count nowhere.
  await order(cast.a.id, 'pack', 9999, null);
  await order(cast.b.id, 'pack', 7777, null, { status: 'failed', created_at: at('2025-02-20') });

  const { t1: tara, t2: theo, a: ada, b: ben, c: cleo, f: fay } = cast;
  await booking(ada, tara, '2025-01-12', 'attended', { lot: la });
  await booking(ada, tara, '2025-01-19', 'attended', { lot: la });
  await booking(ada, tara, '2025-02-02', 'attended', { lot: la });
  await booking(ada, tara, '2025-02-09', 'no_show', { lot: la });
  await booking(ada, theo, '2025-02-16', 'late_cancelled', { lot: la });
  await booking(ada, theo, '2025-03-01', 'attended', { lot: la });
  await booking(ada, tara, '2025-03-02', 'cancelled', { lot: la });
  await booking(ada, tara, '2025-04-02', 'attended', { lot: la });
  await booking(ben, theo, '2025-01-22', 'attended', { lot: lb });
  await booking(ben, theo, '2025-01-29', 'attended', { lot: lb });
  await booking(ben, theo, '2025-02-05', 'attended', { lot: lb });
  await booking(cleo, tara, '2025-03-25', 'attended', { membership: mc.id });
  await booking(cleo, theo, '2025-03-20', 'booked', { membership: mc.id });
  await booking(fay, theo, '2025-03-28', 'attended', { lot: lf });
});

afterAll(async () => {
  await cleanup();
});

type Report = Record<string, unknown> & {
  revenue: Array<Record<string, unknown>>;
  mrr: Array<Record<string, unknown>>;
  trainers: Array<Record<string, unknown>>;
  at_risk: Array<Record<string, unknown>>;
};

async function report(from: string, to: string, bucket: string): Promise<Report> {
  const admin = await signedInClient(demo.admin.email);
  const answer = await rpc<Report>(admin, 'payments_report', { p_from: from, p_to: to, p_bucket: bucket });
  if (answer.error || !answer.data) throw new Error(answer.error?.message ?? 'no report');
  return answer.data;
}

describe('payments_report on a fixed fixture (Q1 2025, Europe/London)', () => {
  it('gives revenue by month: paid orders by paid_at minus refunds that succeeded, by their date', async () => {
    const r = await report('2025-01-01', '2025-03-31', 'month');
    expect(r.as_of).toBe('2025-03-31T23:00:00+00:00');
    expect(r.currency).toBe('GBP');
    expect(r.revenue).toEqual([
      // Jan: Ada's pack 40000 + Ben's pack 6500 + Ben's weekly 2000 + Cleo 9900 + Dana 2500
      //      + Fay 5000 + 3000 = 68900 (7 sales); no refund. Ada's drop-in of 31 Dec is outside.
      { bucket: '2025-01-01', sales: 7, gross_minor: 68900, refunds_minor: 0, net_minor: 68900 },
      // Feb: Cleo 9900 + Dana 2500 + Evan 120000 + Fay 5000 + 3000 + Ben's drop-in 4500 = 144900
      //      (6 sales); Ben's refund 4500 (Dana's failed refund does not count) → net 140400.
      { bucket: '2025-02-01', sales: 6, gross_minor: 144900, refunds_minor: 4500, net_minor: 140400 },
      // Mar: Cleo 9900 + Evan 15000 + Fay 5000 = 29900 (3); Ada's refund 8000 (Cleo's pending one
      //      does not count) → 21900.
      { bucket: '2025-03-01', sales: 3, gross_minor: 29900, refunds_minor: 8000, net_minor: 21900 },
    ]);
  });

  it('gives MRR with new, expansion, contraction and churn, members and the churn rate per month', async () => {
    const r = await report('2025-01-01', '2025-03-31', 'month');
    expect(r.mrr).toEqual([
      // 1 Jan: nobody. 1 Feb: Cleo 9900, Dana 10833, Ben 8667, Fay 5000 + 3000 = 37400, all new.
      // (Evan starts at 12:00 on 1 Feb, after the month's end at 00:00.)
      {
        month: '2025-01-01',
        mrr_start_minor: 0,
        new_minor: 37400,
        expansion_minor: 0,
        contraction_minor: 0,
        churned_minor: 0,
        mrr_end_minor: 37400,
        members_start: 0,
        members_end: 4,
        members_churned: 0,
        churn_rate: null,
      },
      // 1 Mar: Cleo 9900, Ben 8667, Evan 10000 (new), Fay 5000 (her £30 ended: contraction 3000),
      // Dana ended (churned 10833). 37400 + 10000 − 3000 − 10833 = 33567. Churn 1 of 4 = 0.25.
      {
        month: '2025-02-01',
        mrr_start_minor: 37400,
        new_minor: 10000,
        expansion_minor: 0,
        contraction_minor: 3000,
        churned_minor: 10833,
        mrr_end_minor: 33567,
        members_start: 4,
        members_end: 4,
        members_churned: 1,
        churn_rate: 0.25,
      },
      // as_of (31 Mar 23:00Z): Cleo 9900, Evan 15000 (10000 → 15000: expansion 5000), Fay 5000;
      // Ben paused (churned 8667). 33567 + 5000 − 8667 = 29900. Churn 1 of 4 = 0.25.
      {
        month: '2025-03-01',
        mrr_start_minor: 33567,
        new_minor: 0,
        expansion_minor: 5000,
        contraction_minor: 0,
        churned_minor: 8667,
        mrr_end_minor: 29900,
        members_start: 4,
        members_end: 3,
        members_churned: 1,
        churn_rate: 0.25,
      },
    ]);
    expect(r.totals).toEqual({
      sales: 16, // 7 + 6 + 3
      gross_minor: 243700, // 68900 + 144900 + 29900
      refunds_minor: 12500, // 4500 + 8000
      net_minor: 231200, // 243700 − 12500
      mrr_minor: 29900,
      active_members: 3, // Cleo, Evan, Fay
      at_risk: 3,
      mrr_start_minor: 0, // nobody on 1 Jan
      members_start: 0,
      members_churned: 0,
      churn_rate: null,
    });
  });

  it('gives sessions delivered and credit revenue per trainer', async () => {
    const r = await report('2025-01-01', '2025-03-31', 'month');
    expect(r.trainers).toEqual([
      // Tara: Ada 12 Jan, 19 Jan, 2 Feb (3 × 4000 = 12000) + Cleo 25 Mar (membership: 0).
      // Ada's 9 Feb no-show and 2 Apr (after the range) do not count.
      {
        trainer_id: cast.t1.id,
        trainer_name: 'Tara Analytics',
        sessions: 4,
        credit_sessions: 3,
        membership_sessions: 1,
        revenue_minor: 12000,
      },
      // Theo: Ben 22 Jan, 29 Jan, 5 Feb (3 × 1300 = 3900) + Ada 1 Mar (4000) + Fay 28 Mar (1250)
      //       = 9150. Ada's late cancel and Cleo's unmarked booking do not count.
      {
        trainer_id: cast.t2.id,
        trainer_name: 'Theo Analytics',
        sessions: 5,
        credit_sessions: 5,
        membership_sessions: 0,
        revenue_minor: 9150,
      },
    ]);
  });

  it('gives no-show and late-cancel rates of the bookings that reached their time', async () => {
    const r = await report('2025-01-01', '2025-03-31', 'month');
    // Reached: 9 attended (Tara 4, Theo 5) + Ada's no-show + Ada's late cancel + Cleo's unmarked
    // 20 Mar = 12. Ada's 2 Mar (cancelled in time) and 2 Apr are not. 1 / 12 = 0.0833.
    expect(r.attendance).toEqual({
      reached: 12,
      attended: 9,
      no_shows: 1,
      late_cancels: 1,
      unmarked: 1,
      no_show_rate: 0.0833,
      late_cancel_rate: 0.0833,
    });
  });

  it('gives the credit liability and the clients at risk at the end of the range', async () => {
    const r = await report('2025-01-01', '2025-03-31', 'month');
    // Ada's pack: 10 − 3 attended − no-show − late cancel − 1 Mar − 2 refunded (the 2 Mar credit
    // came back; the 2 Apr one is after as_of) = 2 × 4000 = 8000. Fay's lot: 3 × 1250 = 3750.
    // Dana's staff credits: 3 × 0. Ben's pack expired on 15 Mar; the drop-ins are used up.
    // 2 + 3 + 3 = 8 credits worth 8000 + 3750 = 11750, held by 3 clients.
    expect(r.liability).toEqual({ credits: 8, value_minor: 11750, clients: 3 });
    // From 17 Mar 23:00Z to as_of: Cleo (25 Mar) and Fay (28 Mar) came. Ada (credits, last 1 Mar),
    // Dana (credits, never) and Evan (member, never) did not; Ben holds nothing (paused, expired).
    expect(r.at_risk).toEqual([
      { client_id: cast.d.id, client_name: 'Dana Analytics', last_visit: null, is_member: false, credits: 3 },
      { client_id: cast.e.id, client_name: 'Evan Analytics', last_visit: null, is_member: true, credits: 0 },
      {
        client_id: cast.a.id,
        client_name: 'Ada Analytics',
        last_visit: '2025-03-01T12:00:00+00:00',
        is_member: false,
        credits: 2,
      },
    ]);
  });

  it('buckets by week from the studio week start, clipped to the range', async () => {
    const r = await report('2025-02-01', '2025-03-31', 'week');
    // Weeks start on Monday: 1 Feb 2025 is a Saturday, so the first bucket is 27 Jan, holding only
    // 1-2 Feb: Evan 120000 + Fay 5000 + 3000 = 128000 (3 sales).
    expect(r.revenue[0]).toEqual({
      bucket: '2025-01-27',
      sales: 3,
      gross_minor: 128000,
      refunds_minor: 0,
      net_minor: 128000,
    });
    expect(r.revenue).toHaveLength(10); // 27 Jan ... 31 Mar (Monday)
    // Members on 1 Feb 00:00: Cleo, Dana, Ben, Fay; at as_of Cleo, Evan, Fay: Dana and Ben churned.
    expect(r.totals).toMatchObject({ mrr_start_minor: 37400, members_start: 4, members_churned: 2, churn_rate: 0.5 });
  });
});

describe('payments_report access and input', () => {
  it('refuses trainers and clients (403) and bad input (400)', async () => {
    const trainer = await signedInClient(demo.trainer.email);
    const client = await signedInClient(demo.client.email);
    const args = { p_from: '2025-01-01', p_to: '2025-03-31', p_bucket: 'month' };
    for (const person of [trainer, client]) {
      const answer = await rpc(person, 'payments_report', args);
      expect(answer).toMatchObject({ status: 403, error: { code: '42501' }, data: null });
    }
    const admin = await signedInClient(demo.admin.email);
    for (const bad of [
      { ...args, p_bucket: 'year' },
      { ...args, p_from: '2025-04-01' },
      { ...args, p_from: '2022-01-01' },
    ]) {
      expect(await rpc(admin, 'payments_report', bad)).toMatchObject({ status: 400, error: { code: '22023' } });
    }
  });
});
