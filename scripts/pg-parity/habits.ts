/**
 * The habit-tick concurrency check of `npm run test:pg` (issue 33) on real PostgreSQL, where sends
 * truly overlap (the embedded backend's one connection runs them one after another): ten
 * connections, as the client, send the same day's tick of one habit at the same moment, five with
 * one device-made id (a retried send) and five with ids of their own (other devices), each as the
 * app sends it (insert ... on conflict (habit_id, tick_date) do nothing). One row stays, and no send
 * fails with anything but a unique violation on the primary key: overlapping sends of one id can meet
 * it instead of the named constraint, and the app counts that as sent (send-habit-tick.ts).
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { newUser } from './scheduling.ts';

export async function runHabitTickRaces(socketDir: string, admin: pg.Client): Promise<string[]> {
  const failures: string[] = [];
  const coach = await newUser(admin, 'staff');
  const client = await newUser(admin, 'client', coach);
  const { rows } = await admin.query<{ id: string }>(
    `insert into public.habits (client_id, title, created_by) values ($1, 'Parity water', $2) returning id`,
    [client, coach],
  );
  const habitId = rows[0]?.id;
  if (!habitId) return ['no habit stored'];
  const retried = randomUUID();
  const ids = [...Array.from({ length: 5 }, () => retried), ...Array.from({ length: 5 }, () => randomUUID())];
  const connections = ids.map(() => new pg.Client({ host: socketDir, user: 'postgres', database: 'postgres' }));
  await Promise.all(connections.map((connection) => connection.connect()));
  try {
    const outcomes = await Promise.allSettled(
      connections.map(async (connection, index) => {
        await connection.query('begin');
        await connection.query(
          `select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`,
          [JSON.stringify({ role: 'authenticated', sub: client })],
        );
        await connection.query(
          `insert into public.habit_ticks (id, habit_id, client_id, tick_date) values ($1, $2, $3, current_date)
           on conflict (habit_id, tick_date) do nothing`,
          [ids[index], habitId, client],
        );
        await connection.query('commit');
      }),
    );
    const failed = outcomes.flatMap((outcome, index) =>
      outcome.status === 'rejected' ? [{ reason: outcome.reason as unknown, id: ids[index] }] : [],
    );
    const unexpected = failed.filter(
      ({ reason, id }) =>
        !(
          reason instanceof pg.DatabaseError &&
          reason.code === '23505' &&
          reason.constraint === 'habit_ticks_pkey' &&
          id === retried
        ),
    );
    if (unexpected.length > 0) {
      failures.push(`${unexpected.length} of 10 sends failed: ${String(unexpected[0]?.reason)}`);
    }
    const stored = await admin.query<{ n: number }>(
      'select count(*)::int as n from public.habit_ticks where habit_id = $1',
      [habitId],
    );
    if (stored.rows[0]?.n !== 1) failures.push(`${stored.rows[0]?.n ?? 0} ticks stored for one habit and day, not 1`);
  } finally {
    await Promise.all(connections.map((connection) => connection.end().catch(() => undefined)));
  }
  return failures;
}
