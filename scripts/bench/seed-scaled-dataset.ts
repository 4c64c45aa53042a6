import type { SqlDriver } from '../../supabase/local/db/sql-runner';

/** Every bench account signs in with the demo password (local, throwaway data only). */
export const BENCH_PASSWORD = 'LiftwiseDemo1';

export interface DatasetShape {
  trainers: number;
  clientsPerTrainer: number;
  /** Finished workouts per client, spread evenly over `historyDays`. */
  logsPerClient: number;
  historyDays: number;
  /** Every n-th client has a workout in progress right now. */
  activeSessionEvery: number;
  /**
   * Extra workouts per client left over from earlier training blocks (rows only, no exercises).
   * 0 by default; raise it to see how the workout policies cope with a long history.
   */
  pastWorkoutsPerClient: number;
}

/**
 * Roughly a busy coaching business after half a year: 10 trainers with 30 clients each, every
 * client training ~2.5 times a week. About 20k logs and ~290k sets, which is where a policy that
 * scans instead of seeks starts to show.
 */
export const DEFAULT_SHAPE: DatasetShape = {
  trainers: 10,
  clientsPerTrainer: 30,
  logsPerClient: 67,
  historyDays: 182,
  activeSessionEvery: 25,
  pastWorkoutsPerClient: 0,
};

export interface Account {
  id: string;
  email: string;
}

/** Who the bench signs in as and which rows it asks for. */
export interface BenchSubjects {
  client: Account;
  trainer: Account;
  /** Another of the trainer's clients, whose history the trainer opens. */
  trainersClientId: string;
  /** The exercise the bench client has logged most often. */
  exerciseId: string;
}

export interface SeedResult {
  seconds: number;
  counts: Record<string, number>;
  subjects: BenchSubjects;
}

function steps(shape: DatasetShape): { label: string; sql: string }[] {
  const { trainers, logsPerClient: logs, historyDays, activeSessionEvery, pastWorkoutsPerClient } = shape;
  const clients = trainers * shape.clientsPerTrainer;
  // Days between two workouts of the same client (~2.7 for the default shape).
  const spacingDays = historyDays / (logs - 1);
  return [
    { label: 'reproducible random', sql: `select setseed(0.42)` },
    {
      // Ids are md5 of a label, so the same run always yields the same people and plans.
      label: 'accounts',
      sql: `create temporary table bench_accounts on commit drop as
        with people as (
          select i as n, md5('bench:trainer:' || i)::uuid as id,
                 format('bench-trainer-%s@bench.liftwise.app', lpad(i::text, 2, '0')) as email,
                 'staff'::text as role, null::uuid as assigned_to
          from generate_series(1, ${trainers}) as i
          union all
          select i, md5('bench:client:' || i)::uuid,
                 format('bench-client-%s@bench.liftwise.app', lpad(i::text, 3, '0')),
                 'client', md5('bench:trainer:' || ((i - 1) % ${trainers} + 1))::uuid
          from generate_series(1, ${clients}) as i
        )
        select p.*,
               (array['Avery','Blake','Cameron','Dana','Eli','Frankie','Gray','Harper','Indy','Jules','Kai','Logan',
                      'Morgan','Noor','Oakley','Parker','Quinn','Riley','Sage','Tatum','Umi','Val','Wren','Yael'])[1 + (p.n * 7) % 24] as first_name,
               (array['Abbott','Baker','Castro','Diaz','Evans','Fischer','Garcia','Hughes','Ito','Jensen','Khan','Lopez',
                      'Meyer','Novak','Ortiz','Park','Quist','Rossi','Silva','Tanaka','Usman','Vega','Weber','Young'])[1 + (p.n * 11) % 24] as last_name,
               (array['male','female','other'])[1 + p.n % 3] as gender,
               now() - make_interval(days => 200 + p.n % 30) as joined_at
        from people p`,
    },
    {
      // Cost 4 instead of 10: the bench signs in twice, so hashing speed only matters for seeding.
      label: 'auth.users (trigger adds public.users)',
      sql: `insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at,
                                    raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
        select id, 'authenticated', 'authenticated', email, extensions.crypt('${BENCH_PASSWORD}', extensions.gen_salt('bf', 4)), joined_at,
               jsonb_build_object('provider', 'email', 'providers', jsonb_build_array('email')),
               jsonb_build_object('first_name', first_name, 'last_name', last_name, 'gender', gender, 'email_verified', true),
               joined_at, joined_at
        from bench_accounts`,
    },
    {
      label: 'auth.identities',
      sql: `insert into auth.identities (id, provider, provider_id, user_id, identity_data, created_at, updated_at)
        select gen_random_uuid(), 'email', id::text, id,
               jsonb_build_object('sub', id::text, 'email', email, 'email_verified', true), joined_at, joined_at
        from bench_accounts`,
    },
    {
      label: 'roles and assignments',
      sql: `update public.users u
        set role = a.role::public.app_role,
            staff_role = (case when a.role = 'staff' then 'trainer' end)::public.staff_role,
            client_type = (case when a.role = 'client' then (array['programming','virtual','in-person'])[1 + a.n % 3] end)::public.client_type,
            assigned_to = a.assigned_to,
            created_at = a.joined_at
        from bench_accounts a
        where u.id = a.id`,
    },
    {
      label: 'clients',
      sql: `insert into public.clients (id, daily_calorie_goal, available_equipment, goals)
        select id, 1800 + (n % 8) * 100, array['barbell','dumbbell','cable','machine'], array['Get stronger']
        from bench_accounts where role = 'client'`,
    },
    {
      // Even clients rotate flexibly, odd ones train on fixed weekdays; 3 or 4 workouts each.
      label: 'plans',
      sql: `create temporary table bench_plans on commit drop as
        select id as client_id, assigned_to as trainer_id, n, first_name, n % 2 = 0 as flexible,
               3 + (n / 2) % 2 as workout_count
        from bench_accounts where role = 'client'`,
    },
    {
      label: 'library index',
      sql: `create temporary table bench_library on commit drop as
        select (row_number() over (order by slug) - 1)::int as idx, id from public.exercises where is_active`,
    },
    {
      label: 'workouts',
      sql: `insert into public.workouts (id, name, description, muscle_groups, difficulty, estimated_duration,
                                         equipment, created_by, client_id, created_at)
        select md5('bench:workout:' || p.n || ':' || k)::uuid,
               case when p.flexible then (array['Full Body A','Full Body B','Full Body C','Full Body D'])[k + 1]
                    else (array['Upper','Lower','Push','Pull'])[k + 1] end || ' (' || p.first_name || ')',
               'Built for this client.', array['quadriceps','chest','lats'], 'intermediate', 55,
               array['barbell','dumbbell'], p.trainer_id, p.client_id, now() - interval '190 days'
        from bench_plans p cross join generate_series(0, p.workout_count - 1) as k`,
    },
    {
      label: "past blocks' workouts",
      sql: `insert into public.workouts (name, description, created_by, client_id, created_at)
        select format('Block %s, day %s (%s)', (g - 1) / 4 + 1, (g - 1) % 4 + 1, p.first_name), 'From an earlier block.',
               p.trainer_id, p.client_id, now() - make_interval(days => ${historyDays} + 10 + g)
        from bench_plans p cross join generate_series(1, ${pastWorkoutsPerClient}) as g`,
    },
    {
      // 4 or 5 exercises per workout, spread over the library; the first one gets a fourth set.
      label: 'workout_exercises',
      sql: `insert into public.workout_exercises (id, workout_id, exercise_id, "order", sets, rep_single, weight, rest_time)
        select md5('bench:we:' || p.n || ':' || k || ':' || pos)::uuid, md5('bench:workout:' || p.n || ':' || k)::uuid,
               lib.id, pos, case when pos = 1 then 4 else 3 end, 6 + (p.n + pos) % 7, 10 + lib.idx % 12 * 5, 90
        from bench_plans p
        cross join generate_series(0, p.workout_count - 1) as k
        cross join generate_series(1, 4 + (p.n + k) % 2) as pos
        join bench_library lib on lib.idx = (p.n * 31 + k * 17 + pos * 53) % (select count(*) from bench_library)`,
    },
    {
      // The active program, plus an older completed one for a third of the clients so the status
      // filter has something to skip.
      label: 'programs',
      sql: `insert into public.programs (id, name, client_id, created_by, status, flex_schedule, difficulty, goals,
                                         duration_weeks, start_date, created_at)
        select md5('bench:program:' || p.n || ':' || v.status)::uuid,
               case when p.flexible then 'Flexible rotation' else 'Weekly split' end, p.client_id, p.trainer_id,
               v.status, p.flexible, 'intermediate', array['strength'], 26, current_date - v.started_days_ago,
               now() - make_interval(days => v.started_days_ago + 1)
        from bench_plans p
        cross join (values ('active', ${historyDays}), ('completed', ${historyDays + 90})) as v(status, started_days_ago)
        where v.status = 'active' or p.n % 3 = 0`,
    },
    {
      label: 'program_workouts',
      sql: `insert into public.program_workouts (program_id, workout_id, position, day_of_week)
        select pr.id, md5('bench:workout:' || p.n || ':' || k)::uuid, k,
               case when not p.flexible then
                 (case when p.workout_count = 3 then array[1, 3, 5] else array[1, 2, 4, 5] end)[k + 1] end
        from bench_plans p
        join public.programs pr on pr.client_id = p.client_id
        cross join generate_series(0, p.workout_count - 1) as k`,
    },
    {
      // The bulk rows below are built from rows this transaction just inserted, so their foreign
      // keys hold by construction; skipping the per-row FK triggers makes the load several times
      // faster. Only for the history tables: the auth.users trigger above had to fire.
      label: 'skip FK triggers for the bulk load',
      sql: `set local session_replication_role = replica`,
    },
    {
      // Workout j of a client finishes ((logs - 1 - j) * spacing + phase) days (plus half an hour)
      // ago; the phase staggers clients so some have already trained today and some have not.
      // Client 1, the bench client, has phase 0: their latest workout ended 30 minutes ago.
      label: 'workout_logs',
      sql: `insert into public.workout_logs (id, user_id, workout_id, session_id, workout_name, started_at,
                                             completed_at, duration_seconds, created_at)
        select gen_random_uuid(), p.client_id, w.id, gen_random_uuid(), w.name, t.finished_at - interval '55 minutes',
               t.finished_at, 3300, t.finished_at
        from bench_plans p
        cross join generate_series(0, ${logs - 1}) as j
        cross join lateral (
          select now() - interval '30 minutes'
                 - make_interval(secs => ((${logs - 1} - j) * ${spacingDays} + (p.n - 1) % 7 / 7.0 * ${spacingDays}) * 86400)
            as finished_at
        ) as t
        join public.workouts w on w.id = md5('bench:workout:' || p.n || ':' || (j % p.workout_count))::uuid`,
    },
    {
      // Each planned set, a little heavier the more recent the workout; the last set sometimes misses a rep.
      label: 'workout_log_sets',
      sql: `insert into public.workout_log_sets (id, log_id, user_id, exercise_id, workout_exercise_id, set_number,
                                                 reps, weight, rpe, performed_at, created_at)
        select gen_random_uuid(), l.id, l.user_id, we.exercise_id, we.id, s,
               we.rep_single - case when s = we.sets and random() < 0.3 then 1 else 0 end,
               round(we.weight * (1.15 - 0.15 * extract(epoch from now() - l.started_at) / (${historyDays} * 86400.0)) / 2.5) * 2.5,
               7 + (s - 1) * 0.5, l.started_at + make_interval(mins => we."order" * 9 + s * 2), l.completed_at
        from public.workout_logs l
        join bench_plans p on p.client_id = l.user_id
        join public.workout_exercises we on we.workout_id = l.workout_id
        cross join generate_series(1, we.sets) as s`,
    },
    {
      label: 'log volumes',
      sql: `update public.workout_logs l set total_volume = v.volume
        from (
          select st.log_id, sum(coalesce(st.reps, 0) * coalesce(st.weight, 0)) as volume
          from public.workout_log_sets st join bench_plans p on p.client_id = st.user_id
          group by st.log_id
        ) as v
        where v.log_id = l.id`,
    },
    {
      label: 'completed sessions',
      sql: `insert into public.workout_sessions (id, user_id, workout_id, workout_name, status, started_at, updated_at, completed_at)
        select l.session_id, l.user_id, l.workout_id, l.workout_name, 'completed', l.started_at, l.completed_at, l.completed_at
        from public.workout_logs l join bench_plans p on p.client_id = l.user_id`,
    },
    {
      label: 'active sessions',
      sql: `insert into public.workout_sessions (user_id, workout_id, workout_name, status, state, revision, started_at)
        select p.client_id, w.id, w.name, 'active', jsonb_build_object('exerciseIndex', 1, 'setsDone', 3), 4,
               now() - interval '20 minutes'
        from bench_plans p
        join public.workouts w on w.id = md5('bench:workout:' || p.n || ':' || (${logs} % p.workout_count))::uuid
        where p.n % ${activeSessionEvery} = 1`,
    },
    { label: 'FK triggers back on', sql: `set local session_replication_role = origin` },
    {
      // The replica role kept the summary triggers off too: build the roster summaries of the bench
      // clients the way the migration backfills them (20260101000800_client_roster.sql).
      label: 'roster summaries: training days',
      sql: `select private.refresh_training_days(array_agg(k.user_id), array_agg(k.day))
        from (
          select l.user_id, (l.created_at at time zone 'UTC')::date as day
          from public.workout_logs l join bench_plans p on p.client_id = l.user_id
          union
          select s.user_id, (s.performed_at at time zone 'UTC')::date
          from public.workout_log_sets s join bench_plans p on p.client_id = s.user_id
        ) k`,
    },
    {
      label: 'roster summaries: lift days',
      sql: `select private.refresh_lift_days(array_agg(k.user_id), array_agg(k.exercise_id), array_agg(k.day))
        from (
          select distinct s.user_id, s.exercise_id, (s.performed_at at time zone 'UTC')::date as day
          from public.workout_log_sets s join bench_plans p on p.client_id = s.user_id
          where s.completed and not s.is_warmup and s.weight > 0 and s.reps > 0
        ) k`,
    },
  ];
}

const COUNTED_TABLES = [
  'users',
  'clients',
  'workouts',
  'workout_exercises',
  'programs',
  'program_workouts',
  'workout_logs',
  'workout_log_sets',
  'workout_sessions',
  'client_training_days',
  'client_lift_days',
] as const;

/**
 * Adds the scaled dataset next to the demo seed with set-based SQL as the superuser, in one
 * transaction, then vacuums and analyzes. A real database's autovacuum would have done both after
 * a load like this; PGlite never does, and without it the planner works from empty statistics and
 * index-only scans still visit the heap, so every plan would look worse than in production.
 */
export async function seedScaledDataset(
  db: SqlDriver,
  shape: DatasetShape = DEFAULT_SHAPE,
  log: (line: string) => void = () => {},
): Promise<SeedResult> {
  for (const [key, value] of Object.entries(shape)) {
    const least = key === 'pastWorkoutsPerClient' ? 0 : key === 'logsPerClient' ? 2 : 1;
    if (!Number.isInteger(value) || value < least)
      throw new Error(`Dataset shape: ${key} must be an integer >= ${least}`);
  }
  const started = performance.now();
  await db.transaction(async (tx) => {
    for (const step of steps(shape)) {
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
  for (const table of COUNTED_TABLES) {
    const { rows } = await db.query<{ count: number }>(`select count(*)::int as count from public.${table}`);
    counts[table] = rows[0]?.count ?? 0;
  }
  const { rows: active } = await db.query<{ count: number }>(
    `select count(*)::int as count from public.workout_sessions where status = 'active'`,
  );
  counts['workout_sessions (active)'] = active[0]?.count ?? 0;

  return { seconds, counts, subjects: await pickSubjects(db, shape) };
}

async function pickSubjects(db: SqlDriver, shape: DatasetShape): Promise<BenchSubjects> {
  // Client 1 and client 1 + trainers both belong to trainer 1 (clients are dealt round-robin).
  const { rows } = await db.query<{
    client: string;
    client_email: string;
    trainer: string;
    trainer_email: string;
    other: string;
  }>(
    `select c.id as client, c.email as client_email, t.id as trainer, t.email as trainer_email, o.id as other
     from public.users c, public.users t, public.users o
     where c.id = md5('bench:client:1')::uuid and t.id = md5('bench:trainer:1')::uuid
       and o.id = md5('bench:client:' || $1::int)::uuid`,
    [1 + shape.trainers],
  );
  const row = rows[0];
  if (!row) throw new Error('The scaled dataset has no bench client or trainer');
  // Ties broken by slug, not by id: library ids are random, slugs are stable between runs.
  const { rows: favourite } = await db.query<{ exercise_id: string }>(
    `select s.exercise_id from public.workout_log_sets s join public.exercises e on e.id = s.exercise_id
     where s.user_id = $1 group by s.exercise_id, e.slug order by count(*) desc, e.slug limit 1`,
    [row.client],
  );
  const exerciseId = favourite[0]?.exercise_id;
  if (!exerciseId) throw new Error('The bench client has no logged sets');
  return {
    client: { id: row.client, email: row.client_email },
    trainer: { id: row.trainer, email: row.trainer_email },
    trainersClientId: row.other,
    exerciseId,
  };
}
