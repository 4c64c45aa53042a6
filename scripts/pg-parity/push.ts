/**
 * The Web Push concurrency check of `npm run test:pg` (issue 31) on real PostgreSQL, where claims
 * truly overlap (the embedded backend's one connection runs them one after another): 30 queued
 * deliveries, ten dispatchers claiming up to 5 each at the same moment as the service role. Every
 * delivery is claimed exactly once (`for update skip locked`, marked claimed in the same statement).
 * The sending side is tested in tests/integration/push-dispatch.test.ts.
 */
import pg from 'pg';
import { newUser } from './scheduling.ts';

export async function runPushRaces(socketDir: string, admin: pg.Client): Promise<string[]> {
  const failures: string[] = [];
  const userId = await newUser(admin, 'client');
  const { rows } = await admin.query<{ id: string }>(
    `insert into public.push_subscriptions (user_id, endpoint, p256dh, auth)
     values ($1, 'https://push.parity.test/one', repeat('A', 87), repeat('B', 22)) returning id`,
    [userId],
  );
  if (!rows[0]) return ['no subscription stored'];
  for (let i = 0; i < 30; i++) {
    await admin.query(`insert into public.notifications (recipient_id, kind, title) values ($1, 'message', $2)`, [
      userId,
      `Parity push ${i}`,
    ]);
  }
  const clients = Array.from(
    { length: 10 },
    () => new pg.Client({ host: socketDir, user: 'postgres', database: 'postgres' }),
  );
  await Promise.all(clients.map((client) => client.connect()));
  try {
    const claimed = await Promise.all(
      clients.map(async (client) => {
        await client.query('begin');
        await client.query(`select set_config('role', 'service_role', true)`);
        const result = await client.query<{ delivery_id: string }>(
          'select delivery_id from public.claim_push_deliveries(5)',
        );
        await client.query('commit');
        return result.rows.map((row) => row.delivery_id);
      }),
    );
    const all = claimed.flat();
    if (new Set(all).size !== all.length)
      failures.push(`a delivery was claimed twice: ${all.length - new Set(all).size}`);
    if (new Set(all).size !== 30) failures.push(`claimed ${new Set(all).size} of 30 deliveries`);
  } finally {
    await Promise.all(clients.map((client) => client.end().catch(() => undefined)));
  }
  return failures;
}
