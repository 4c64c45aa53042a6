import type { SqlDriver } from '../../supabase/local/db/sql-runner';
import { BENCH_PASSWORD } from './seed-scaled-dataset';

/**
 * The scheduling dataset of issue 27: 100 trainers, 3,000 clients and exactly 100,000 bookings
 * over a year (26 weeks back, 26 ahead), in the demo studio's zone (Europe/London).
 *
 * - Trainers work one of two weekly patterns (weekdays 07:00-12:00 and 15:00-20:00, or Monday to
 *   Saturday 09:00-17:00), 30 possible 90-minute starts a week each; two weeks of holiday a year
 *   (a blockout, no sessions) and every fourth Friday afternoon blocked (no sessions then).
 * - Each working week a trainer has 15 sessions: one small-group class with 6 of their 30 clients
 *   and 14 one-to-one appointments, so 100 x 50 x (6 + 14) = 100,000 bookings, ~270 sessions a day.
 * - Past bookings are mostly attended (some no-shows, some cancelled, whose session is cancelled);
 *   future ones are booked.
 *
 * Clients only meet their own trainer and a trainer's sessions never overlap, so the exclusion
 * constraints hold by construction (they are checked: they are indexes, not triggers).
 * Set-based SQL in one transaction: a few seconds, not 100,000 RPC calls.
 */
export const SCHEDULING_SHAPE = { trainers: 100, clients: 3000, weeks: 52 } as const;

const ZONE = 'Europe/London';

export interface SchedulingSubjects {
  admin: { id: string; email: string };
  client: { id: string; email: string };
  trainerId: string;
  appointmentServiceId: string;
  /** A local date (YYYY-MM-DD) in the future with the usual busy day on it. */
  busyDay: string;
  /** The Monday of a future working week of the trainer (free_slots' week). */
  weekStart: string;
}

export interface SchedulingSeedResult {
  seconds: number;
  counts: Record<string, number>;
  subjects: SchedulingSubjects;
}

const service = (name: string) => `md5('sched:service:${name}')::uuid`;

function steps(): { label: string; sql: string }[] {
  const { trainers, clients, weeks } = SCHEDULING_SHAPE;
  return [
    {
      label: 'accounts',
      sql: `create temporary table sched_accounts on commit drop as
        with people as (
          select i as n, md5('sched:trainer:' || i)::uuid as id,
                 format('sched-trainer-%s@bench.liftwise.app', lpad(i::text, 3, '0')) as email,
                 'staff'::text as role, null::uuid as assigned_to
          from generate_series(1, ${trainers}) as i
          union all
          select i, md5('sched:client:' || i)::uuid, format('sched-client-%s@bench.liftwise.app', lpad(i::text, 4, '0')),
                 'client', md5('sched:trainer:' || ((i - 1) % ${trainers} + 1))::uuid
          from generate_series(1, ${clients}) as i
        )
        select p.*,
               (array['Avery','Blake','Cameron','Dana','Eli','Frankie','Gray','Harper','Indy','Jules','Kai','Logan'])[1 + (p.n * 7) % 12] as first_name,
               (array['Abbott','Baker','Castro','Diaz','Evans','Fischer','Garcia','Hughes','Ito','Jensen','Khan'])[1 + (p.n * 5) % 11] || ' ' || p.n as last_name
        from people p`,
    },
    {
      // One bcrypt hash (cost 4) shared by every account: hashing 3,100 times would dominate the load.
      label: 'auth.users (trigger adds public.users)',
      sql: `insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at,
                                    raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
        select a.id, 'authenticated', 'authenticated', a.email, h.hash, now() - interval '400 days',
               jsonb_build_object('provider', 'email', 'providers', jsonb_build_array('email')),
               jsonb_build_object('first_name', a.first_name, 'last_name', a.last_name, 'email_verified', true),
               now() - interval '400 days', now() - interval '400 days'
        from sched_accounts a
        cross join (select extensions.crypt('${BENCH_PASSWORD}', extensions.gen_salt('bf', 4)) as hash) h`,
    },
    {
      label: 'auth.identities',
      sql: `insert into auth.identities (id, provider, provider_id, user_id, identity_data, created_at, updated_at)
        select gen_random_uuid(), 'email', id::text, id,
               jsonb_build_object('sub', id::text, 'email', email, 'email_verified', true), now(), now()
        from sched_accounts`,
    },
    {
      label: 'roles and assignments',
      sql: `update public.users u
        set role = a.role::public.app_role,
            staff_role = case when a.role = 'staff' then 'trainer'::public.staff_role end,
            client_type = case when a.role = 'client' then 'in-person'::public.client_type end,
            assigned_to = a.assigned_to
        from sched_accounts a where u.id = a.id`,
    },
    {
      label: 'services',
      sql: `insert into public.services (id, name, description, duration_minutes, buffer_before_minutes,
                                         buffer_after_minutes, capacity, location, colour)
        values (${service('pt')}, 'Bench 1:1 training', '', 60, 0, 15, 1, 'in_person', '#2563eb'),
               (${service('class')}, 'Bench group strength', '', 45, 0, 15, 8, 'in_person', '#16a34a'),
               (${service('intro')}, 'Bench intro call', '', 30, 0, 0, 1, 'in_person', '#9333ea')`,
    },
    {
      label: 'service_trainers',
      sql: `insert into public.service_trainers (service_id, trainer_id)
        select s.id, a.id from sched_accounts a
        cross join (values (${service('pt')}), (${service('class')}), (${service('intro')})) as s(id)
        where a.role = 'staff'`,
    },
    {
      label: 'trainer_hours',
      sql: `insert into public.trainer_hours (trainer_id, weekday, start_time, end_time)
        select a.id, d, r.s, r.e from sched_accounts a
        cross join generate_series(1, 5) as d
        cross join (values ('07:00'::time, '12:00'::time), ('15:00'::time, '20:00'::time)) as r(s, e)
        where a.role = 'staff' and a.n % 2 = 1
        union all
        select a.id, d, '09:00'::time, '17:00'::time from sched_accounts a
        cross join generate_series(1, 6) as d
        where a.role = 'staff' and a.n % 2 = 0`,
    },
    {
      // Week 0 starts on the Monday 26 weeks before this one.
      label: 'weeks',
      sql: `create temporary table sched_weeks on commit drop as
        select w, (date_trunc('week', (now() at time zone '${ZONE}'))::date - 26 * 7 + w * 7) as monday
        from generate_series(0, ${weeks - 1}) as w`,
    },
    {
      // Two weeks off a year per trainer, staggered.
      label: 'trainer_blockouts: holidays',
      sql: `insert into public.trainer_blockouts (trainer_id, starts_at, ends_at, reason)
        select a.id, (k.monday::timestamp) at time zone '${ZONE}', ((k.monday + 14)::timestamp) at time zone '${ZONE}', 'Holiday'
        from sched_accounts a join sched_weeks k on k.w = (a.n * 7) % ${weeks - 1}
        where a.role = 'staff'`,
    },
    {
      label: 'trainer_blockouts: Friday afternoons',
      sql: `insert into public.trainer_blockouts (trainer_id, starts_at, ends_at, reason)
        select a.id, ((k.monday + 4) + '13:00'::time) at time zone '${ZONE}', ((k.monday + 4) + '20:00'::time) at time zone '${ZONE}', 'Admin'
        from sched_accounts a join sched_weeks k on k.w % 4 = a.n % 4
        where a.role = 'staff' and k.w not in ((a.n * 7) % ${weeks - 1}, (a.n * 7) % ${weeks - 1} + 1)`,
    },
    {
      // A trainer's 30 possible starts a week (90 minutes apart: a session and its buffer fit).
      label: 'slots',
      sql: `create temporary table sched_slots on commit drop as
        select a.n, a.id as trainer_id, x.d, x.tm
        from sched_accounts a
        cross join lateral (
          select d, tm from generate_series(0, 4) as d,
                 unnest(array['07:00','08:30','10:00','15:00','16:30','18:00']::time[]) as tm where a.n % 2 = 1
          union all
          select d, tm from generate_series(0, 5) as d,
                 unnest(array['09:00','10:30','12:00','13:30','15:00']::time[]) as tm where a.n % 2 = 0
        ) x
        where a.role = 'staff'`,
    },
    {
      // 15 of them each working week, in a shuffled but reproducible order: the first is the class.
      label: 'plan',
      sql: `create temporary table sched_plan on commit drop as
        select * from (
          select s.n, s.trainer_id, k.w, s.d, s.tm,
                 ((k.monday + s.d) + s.tm) at time zone '${ZONE}' as starts_at,
                 row_number() over (partition by s.n, k.w order by md5(s.n || ':' || k.w || ':' || s.d || ':' || s.tm)) as pick
          from sched_slots s cross join sched_weeks k
          where k.w not in ((s.n * 7) % ${weeks - 1}, (s.n * 7) % ${weeks - 1} + 1)
            and not (k.w % 4 = s.n % 4 and s.d = 4 and s.tm >= '13:00')
        ) p
        where p.pick <= 15`,
    },
    // Rows built from rows this transaction made: the foreign keys hold by construction, so skip
    // the per-row FK triggers (the exclusion constraints are indexes and are still checked).
    { label: 'skip FK triggers for the bulk load', sql: `set local session_replication_role = replica` },
    {
      label: 'service_sessions',
      sql: `insert into public.service_sessions (id, service_id, trainer_id, starts_at, ends_at, buffer_after_minutes,
                                                  busy, capacity, seats_taken, status, created_by, created_at)
        select md5('sched:session:' || p.n || ':' || p.w || ':' || p.pick)::uuid,
               case when p.pick = 1 then ${service('class')} else ${service('pt')} end, p.trainer_id, p.starts_at,
               p.starts_at + case when p.pick = 1 then interval '45 minutes' else interval '60 minutes' end, 15,
               tstzrange(p.starts_at, p.starts_at + case when p.pick = 1 then interval '60 minutes' else interval '75 minutes' end),
               case when p.pick = 1 then 8 else 1 end, case when p.pick = 1 then 6 else 1 end,
               case when p.pick > 1 and p.starts_at < now() and abs(hashtext(p.n || ':' || p.w || ':' || p.pick)) % 20 = 0
                    then 'cancelled'::public.session_status else 'scheduled' end,
               p.trainer_id, p.starts_at - interval '10 days'
        from sched_plan p`,
    },
    {
      // Appointment k of week w goes to client (w * 14 + k) % 30 of the trainer; the class takes six in a row.
      label: 'bookings',
      sql: `insert into public.bookings (session_id, service_id, trainer_id, client_id, starts_at, ends_at, status,
                                         cancelled_at, booked_by, created_at)
        select s.id, s.service_id, s.trainer_id,
               md5('sched:client:' || (p.n + ${trainers} * c.j))::uuid, s.starts_at, s.ends_at,
               case when s.status = 'cancelled' then 'cancelled'::public.booking_status
                    when s.starts_at > now() then 'booked'
                    when abs(hashtext(s.id::text || c.j)) % 25 = 0 then 'no_show'
                    else 'attended' end,
               case when s.status = 'cancelled' then s.starts_at - interval '2 days' end,
               s.trainer_id, s.created_at
        from sched_plan p
        join public.service_sessions s on s.id = md5('sched:session:' || p.n || ':' || p.w || ':' || p.pick)::uuid
        cross join lateral (
          select (p.w * 14 + p.pick) % 30 as j where p.pick > 1
          union all
          select (p.w * 6 + k) % 30 from generate_series(0, 5) as k where p.pick = 1
        ) c`,
    },
    { label: 'FK triggers back on', sql: `set local session_replication_role = origin` },
  ];
}

/** Seeds the dataset as the superuser in one transaction, then vacuums and analyzes (PGlite has no autovacuum). */
export async function seedSchedulingDataset(
  db: SqlDriver,
  log: (line: string) => void = () => {},
): Promise<SchedulingSeedResult> {
  const started = performance.now();
  await db.transaction(async (tx) => {
    for (const step of steps()) {
      const stepStarted = performance.now();
      const result = await tx.query(step.sql);
      const ms = performance.now() - stepStarted;
      log(
        `  ${step.label.padEnd(40)} ${String(result.affectedRows ?? 0).padStart(8)} rows ${ms.toFixed(0).padStart(7)} ms`,
      );
    }
  });
  await db.exec('vacuum analyze');
  const seconds = (performance.now() - started) / 1000;

  const counts: Record<string, number> = {};
  for (const table of ['service_sessions', 'bookings', 'trainer_hours', 'trainer_blockouts']) {
    const { rows } = await db.query<{ count: number }>(`select count(*)::int as count from public.${table}`);
    counts[table] = rows[0]?.count ?? 0;
  }
  return { seconds, counts, subjects: await pickSubjects(db) };
}

async function pickSubjects(db: SqlDriver): Promise<SchedulingSubjects> {
  // Trainer 2 is not on holiday in the coming weeks ((2 * 7) % 51 = 14, i.e. 12 weeks ago).
  const { rows } = await db.query<{ admin: string; admin_email: string; client: string; client_email: string }>(
    `select a.id as admin, a.email as admin_email, c.id as client, c.email as client_email
     from public.users a, public.users c
     where a.email = 'admin@demo.liftwise.app' and c.id = md5('sched:client:2')::uuid`,
  );
  const row = rows[0];
  if (!row) throw new Error('The scheduling dataset has no admin or bench client');
  const { rows: days } = await db.query<{ busy_day: string; week_start: string }>(
    `select to_char((date_trunc('week', now() at time zone '${ZONE}'))::date + 8, 'YYYY-MM-DD') as busy_day,
            to_char((date_trunc('week', now() at time zone '${ZONE}'))::date + 7, 'YYYY-MM-DD') as week_start`,
  );
  const day = days[0]!;
  return {
    admin: { id: row.admin, email: row.admin_email },
    client: { id: row.client, email: row.client_email },
    trainerId: (await db.query<{ id: string }>(`select md5('sched:trainer:2')::uuid::text as id`)).rows[0]!.id,
    appointmentServiceId: (await db.query<{ id: string }>(`select ${service('pt')}::text as id`)).rows[0]!.id,
    busyDay: day.busy_day,
    weekStart: day.week_start,
  };
}
