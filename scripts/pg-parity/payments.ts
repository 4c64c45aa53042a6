/**
 * The payments concurrency checks of `npm run test:pg` (issue 28) on real PostgreSQL, each call on
 * its own connection at the same moment: one credit and 10 bookings, a one-use discount and 10
 * checkouts, one webhook event delivered 20 times. The embedded backend runs the same cases in
 * tests/integration/payments/*.test.ts.
 */
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { newUser, race, tally } from './scheduling.ts';

export async function runPaymentRaces(socketDir: string, admin: pg.Client): Promise<string[]> {
  const failures: string[] = [];
  await admin.query(
    `update public.studio_settings set time_zone = 'UTC', min_notice_minutes = 0, max_advance_days = 60`,
  );
  const trainer = await newUser(admin, 'staff');
  await admin.query(
    `insert into public.trainer_hours (trainer_id, weekday, start_time, end_time)
     select $1, d, '00:00', '24:00' from generate_series(0, 6) d`,
    [trainer],
  );
  const category = (
    await admin.query<{ id: string }>(`insert into public.credit_categories (name) values ($1) returning id`, [
      `Parity ${randomUUID().slice(0, 8)}`,
    ])
  ).rows[0]!.id;
  const service = (
    await admin.query<{ id: string }>(
      `insert into public.services (name, duration_minutes) values ('Parity paid PT', 60) returning id`,
    )
  ).rows[0]!.id;
  await admin.query(`insert into public.service_trainers (service_id, trainer_id) values ($1, $2)`, [service, trainer]);
  await admin.query(`insert into public.service_credit_categories (service_id, category_id) values ($1, $2)`, [
    service,
    category,
  ]);
  const pack = (
    await admin.query<{ id: string }>(
      `insert into public.packages (name, category_id, credits, price_minor) values ('One', $1, 1, 1000) returning id`,
      [category],
    )
  ).rows[0]!.id;
  const day = (days: number, hour: number) => {
    const now = new Date();
    return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days, hour)).toISOString();
  };
  const clients: string[] = [];
  for (let i = 0; i < 10; i++) clients.push(await newUser(admin, 'client', trainer));

  // A client's checkout, paid by an event (the service role, as the webhook function).
  const buy = async (client: string): Promise<{ id: string; amount_minor: number; currency: string }> => {
    await admin.query('begin');
    await admin.query(`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`, [
      JSON.stringify({ role: 'authenticated', sub: client }),
    ]);
    const order = (
      await admin.query<{ id: string; amount_minor: number; currency: string }>(
        `select id, amount_minor, currency from public.start_checkout('pack', $1)`,
        [pack],
      )
    ).rows[0]!;
    await admin.query('commit');
    return order;
  };
  const paidEvent = (order: { id: string; amount_minor: number; currency: string }) =>
    JSON.stringify({
      order_id: order.id,
      amount_minor: order.amount_minor,
      currency: order.currency,
      payment_id: 'pi',
    });

  // 1. One credit, 10 bookings of 10 different times at once.
  const first = await buy(clients[0]!);
  await admin.query(`select public.apply_payment_event('local', $1, 'order.paid', $2::jsonb)`, [
    `evt_${randomUUID()}`,
    paidEvent(first),
  ]);
  const spends = tally(
    await race(
      socketDir,
      Array.from({ length: 10 }, (_, i) => ({
        sub: clients[0]!,
        sql: `select id from public.book_appointment($1, $2, $3)`,
        params: [service, trainer, day(30 + i, 9)],
      })),
    ),
  );
  const left = (
    await admin.query<{ remaining: number }>(`select remaining from public.credit_lots where order_id = $1`, [first.id])
  ).rows[0]!;
  if (spends.ok !== 1 || spends['22023 You have no credit for this service'] !== 9 || left.remaining !== 0) {
    failures.push(`1 credit, 10 bookings: ${JSON.stringify(spends)}, remaining ${left.remaining}`);
  }

  // 2. A code for one use, 10 clients' checkouts at once.
  const code = `PARITY${randomUUID().slice(0, 6)}`;
  await admin.query(
    `insert into public.discount_codes (code, kind, percent_off, max_redemptions) values ($1, 'percent', 50, 1)`,
    [code],
  );
  // Each client applies the code first, as the app does (the checkout takes only a previewed code).
  for (const client of clients) {
    await admin.query('begin');
    await admin.query(`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`, [
      JSON.stringify({ role: 'authenticated', sub: client }),
    ]);
    await admin.query(`select public.preview_checkout('pack', $1, $2)`, [pack, code]);
    await admin.query('commit');
  }
  const redemptions = tally(
    await race(
      socketDir,
      clients.map((sub) => ({
        sub,
        sql: `select id from public.start_checkout('pack', $1, $2)`,
        params: [pack, code],
      })),
    ),
  );
  if (redemptions.ok !== 1 || redemptions['22023 This code has been used up'] !== 9) {
    failures.push(`one-use code, 10 checkouts: ${JSON.stringify(redemptions)}`);
  }

  // 3. One event, delivered 20 times at once.
  const second = await buy(clients[1]!);
  const eventId = `evt_${randomUUID()}`;
  const deliveries = await race(
    socketDir,
    Array.from({ length: 20 }, () => ({
      sub: clients[1]!,
      role: 'service_role' as const,
      sql: `select public.apply_payment_event('local', $1, 'order.paid', $2::jsonb)`,
      params: [eventId, paidEvent(second)],
    })),
  );
  const grants = (
    await admin.query<{ count: string }>(
      `select count(*) from public.credit_ledger where order_id = $1 and reason = 'grant'`,
      [second.id],
    )
  ).rows[0]!;
  if (deliveries.some((d) => !d.ok) || Number(grants.count) !== 1) {
    failures.push(`one event 20 times: ${JSON.stringify(tally(deliveries))}, grants ${grants.count}`);
  }
  return failures;
}
