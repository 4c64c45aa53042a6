/**
 * The scheduling concurrency checks of `npm run test:pg` (issue 27) on real PostgreSQL: many
 * connections call the booking functions at the same moment, each as its own signed-in user (role
 * authenticated and request.jwt.claims, as the Data API sets them). The embedded backend runs the
 * same three cases in tests/integration/scheduling/concurrency.test.ts.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';

export interface Outcome {
  ok: boolean;
  code?: string;
  message?: string;
}

/** Opens `count` connections, then runs each call in its own transaction as `sub`, all at once. */
export async function race(
  socketDir: string,
  calls: { sub: string; sql: string; params: unknown[]; role?: 'authenticated' | 'service_role' }[],
): Promise<Outcome[]> {
  const clients = calls.map(() => new pg.Client({ host: socketDir, user: 'postgres', database: 'postgres' }));
  await Promise.all(clients.map((c) => c.connect()));
  try {
    return await Promise.all(
      calls.map(async (call, index) => {
        const client = clients[index]!;
        try {
          await client.query('begin');
          await client.query(`select set_config('role', $2, true), set_config('request.jwt.claims', $1, true)`, [
            JSON.stringify({ role: call.role ?? 'authenticated', sub: call.sub }),
            call.role ?? 'authenticated',
          ]);
          await client.query(call.sql, call.params);
          await client.query('commit');
          return { ok: true };
        } catch (error) {
          await client.query('rollback').catch(() => undefined);
          const e = error as { code?: string; message?: string };
          return { ok: false, code: e.code, message: e.message };
        }
      }),
    );
  } finally {
    await Promise.all(clients.map((c) => c.end().catch(() => undefined)));
  }
}

export function tally(outcomes: Outcome[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const o of outcomes) {
    const key = o.ok ? 'ok' : `${o.code} ${o.message}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

export async function newUser(admin: pg.Client, role: 'client' | 'staff', assignedTo?: string): Promise<string> {
  const id = randomUUID();
  await admin.query(
    `insert into auth.users (id, email, raw_user_meta_data, created_at, updated_at) values ($1, $2, '{}', now(), now())`,
    [id, `parity-${id}@test.liftwise.app`],
  );
  await admin.query(`update public.users set role = $2, assigned_to = $3 where id = $1`, [
    id,
    role,
    assignedTo ?? null,
  ]);
  return id;
}

/** Runs the three cases; returns failures in words (empty when all hold). */
export async function runSchedulingRaces(socketDir: string, admin: pg.Client): Promise<string[]> {
  const failures: string[] = [];
  await admin.query(
    `update public.studio_settings set time_zone = 'UTC', min_notice_minutes = 120, max_advance_days = 60`,
  );
  const trainer = await newUser(admin, 'staff');
  const second = await newUser(admin, 'staff');
  for (const t of [trainer, second]) {
    await admin.query(
      `insert into public.trainer_hours (trainer_id, weekday, start_time, end_time)
       select $1, d, '00:00', '24:00' from generate_series(0, 6) d`,
      [t],
    );
  }
  const clients: string[] = [];
  for (let i = 0; i < 50; i++) clients.push(await newUser(admin, 'client', trainer));
  const service = (
    await admin.query<{ id: string }>(
      `insert into public.services (name, duration_minutes, buffer_after_minutes) values ('Parity PT', 60, 15) returning id`,
    )
  ).rows[0]!.id;
  const classService = (
    await admin.query<{ id: string }>(
      `insert into public.services (name, duration_minutes, capacity) values ('Parity class', 45, 5) returning id`,
    )
  ).rows[0]!.id;
  await admin.query(
    `insert into public.service_trainers (service_id, trainer_id) values ($1, $3), ($1, $4), ($2, $3)`,
    [service, classService, trainer, second],
  );
  const day = (days: number, hour: number) => {
    const now = new Date();
    return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days, hour)).toISOString();
  };

  // 1. 50 clients, one trainer slot.
  const slot = tally(
    await race(
      socketDir,
      clients.map((sub) => ({
        sub,
        sql: `select id from public.book_appointment($1, $2, $3)`,
        params: [service, trainer, day(20, 10)],
      })),
    ),
  );
  if (slot.ok !== 1 || slot['PT409 That time was just taken'] !== 49) {
    failures.push(`50 bookings of one slot: ${JSON.stringify(slot)}`);
  }

  // 2. One client, two trainers, 50 attempts at the same time.
  const one = tally(
    await race(
      socketDir,
      Array.from({ length: 50 }, (_, i) => ({
        sub: clients[0]!,
        sql: `select id from public.book_appointment($1, $2, $3)`,
        params: [service, i % 2 === 0 ? trainer : second, day(21, 10)],
      })),
    ),
  );
  if (one.ok !== 1) failures.push(`one client, two trainers: ${JSON.stringify(one)}`);

  // 3. A class of 5, 30 clients at once.
  await admin.query('begin');
  await admin.query(`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`, [
    JSON.stringify({ role: 'authenticated', sub: trainer }),
  ]);
  const session = (
    await admin.query<{ id: string }>(`select id from public.schedule_class($1, $2, $3)`, [
      classService,
      trainer,
      day(22, 18),
    ])
  ).rows[0]!.id;
  await admin.query('commit');
  const seats = tally(
    await race(
      socketDir,
      clients.slice(0, 30).map((sub) => ({ sub, sql: `select id from public.book_class($1)`, params: [session] })),
    ),
  );
  const taken = (
    await admin.query<{ seats_taken: number; booked: string }>(
      `select s.seats_taken, (select count(*) from public.bookings b where b.session_id = s.id and b.status = 'booked') as booked
       from public.service_sessions s where s.id = $1`,
      [session],
    )
  ).rows[0]!;
  if (
    seats.ok !== 5 ||
    seats['PT409 This class is full'] !== 25 ||
    taken.seats_taken !== 5 ||
    Number(taken.booked) !== 5
  ) {
    failures.push(`class of 5, 30 at once: ${JSON.stringify(seats)}, stored ${JSON.stringify(taken)}`);
  }

  // 4. A full class of 2 with one client waiting: the same place cancelled twice at once (client and
  //    trainer) and the other place too. The waiting client is promoted exactly once, and told once.
  const small = (
    await admin.query<{ id: string }>(
      `insert into public.services (name, duration_minutes, capacity) values ('Parity pair', 60, 2) returning id`,
    )
  ).rows[0]!.id;
  await admin.query(`insert into public.service_trainers (service_id, trainer_id) values ($1, $2)`, [small, trainer]);
  await admin.query('begin');
  await admin.query(`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`, [
    JSON.stringify({ role: 'authenticated', sub: trainer }),
  ]);
  const pair = (
    await admin.query<{ id: string }>(`select id from public.schedule_class($1, $2, $3)`, [small, trainer, day(23, 18)])
  ).rows[0]!.id;
  await admin.query('commit');
  const [holderA, holderB, waiting] = [clients[40]!, clients[41]!, clients[42]!];
  const placeOf = async (sub: string) => {
    await race(socketDir, [{ sub, sql: `select id from public.book_class($1)`, params: [pair] }]);
    return (
      await admin.query<{ id: string }>(`select id from public.bookings where session_id = $1 and client_id = $2`, [
        pair,
        sub,
      ])
    ).rows[0]!.id;
  };
  const placeA = await placeOf(holderA);
  const placeB = await placeOf(holderB);
  await race(socketDir, [{ sub: waiting, sql: `select * from public.join_waitlist($1)`, params: [pair] }]);
  const cancels = tally(
    await race(socketDir, [
      { sub: holderA, sql: `select id from public.cancel_booking($1)`, params: [placeA] },
      { sub: trainer, sql: `select id from public.cancel_booking($1)`, params: [placeA] },
      { sub: holderB, sql: `select id from public.cancel_booking($1)`, params: [placeB] },
    ]),
  );
  const after = (
    await admin.query<{ seats_taken: number; promoted: string; entries: string; told: string }>(
      `select s.seats_taken,
              (select count(*) from public.bookings b where b.session_id = s.id and b.client_id = $2 and b.status = 'booked') as promoted,
              (select count(*) from public.waitlist_entries w where w.session_id = s.id and w.status = 'promoted') as entries,
              (select count(*) from public.messages m where m.recipient_id = $2) as told
       from public.service_sessions s where s.id = $1`,
      [pair, waiting],
    )
  ).rows[0]!;
  if (
    cancels.ok !== 2 ||
    after.seats_taken !== 1 ||
    Number(after.promoted) !== 1 ||
    Number(after.entries) !== 1 ||
    Number(after.told) !== 1
  ) {
    failures.push(`racing cancels and one waiting client: ${JSON.stringify(cancels)}, stored ${JSON.stringify(after)}`);
  }
  return failures;
}
