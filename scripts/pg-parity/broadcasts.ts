/**
 * The broadcast concurrency check of `npm run test:pg` (issue 33) on real PostgreSQL: a coach's
 * send_broadcast retried ten times at the same moment with one device-made id (a double click, two
 * tabs, retries after lost answers). The primary key of message_broadcasts makes them queue: one
 * sends a message to each of the two clients, the nine others find the id and send nothing, so
 * each client has exactly one message. The embedded backend runs the sequential retry in
 * tests/integration/broadcasts.test.ts.
 */
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { newUser, race, tally } from './scheduling.ts';

export async function runBroadcastRaces(socketDir: string, admin: pg.Client): Promise<string[]> {
  const failures: string[] = [];
  const coach = await newUser(admin, 'staff');
  const clients = [await newUser(admin, 'client', coach), await newUser(admin, 'client', coach)];
  const id = randomUUID();
  const outcomes = await race(
    socketDir,
    Array.from({ length: 10 }, () => ({
      sub: coach,
      sql: `select * from public.send_broadcast($1, 'Parity broadcast', 'all')`,
      params: [id],
    })),
  );
  const counts = tally(outcomes);
  if (counts.ok !== 10) failures.push(`ten sends of one broadcast id at once: ${JSON.stringify(counts)}`);
  const stored = await admin.query<{ recipient_id: string; count: string }>(
    `select recipient_id, count(*) from public.messages where sender_id = $1 group by recipient_id order by 1`,
    [coach],
  );
  const perClient = stored.rows.map((row) => row.count);
  if (stored.rows.length !== 2 || perClient.some((count) => count !== '1')) {
    failures.push(`messages per client: ${JSON.stringify(stored.rows)} (expected one each for ${clients.length})`);
  }
  return failures;
}
