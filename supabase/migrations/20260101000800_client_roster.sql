-- The trainer's view of their clients: private coach notes, the roster's summaries and signals
-- (client_roster_signals), moving clients between trainers and archiving them.

-- Tables -----------------------------------------------------------------------------------------

-- Coach notes --------------------------------------------------------------------------------------
create table public.client_notes (
  id uuid primary key default gen_random_uuid(),
  client_id uuid not null references public.users (id) on delete cascade,
  author_id uuid references public.users (id) on delete set null default auth.uid(),
  body text not null constraint client_notes_body_length check (char_length(btrim(body)) between 1 and 10000),
  created_at timestamptz not null default now()
    constraint client_notes_created_at_in_range check (created_at >= '1900-01-01' and created_at < '2200-01-01'),
  updated_at timestamptz not null default now()
    constraint client_notes_updated_at_in_range check (updated_at >= '1900-01-01' and updated_at < '2200-01-01')
);

comment on table public.client_notes is
  'Private notes staff keep on a client. Never readable by the client.';

create index client_notes_client_created_idx on public.client_notes (client_id, created_at desc);

create index client_notes_author_idx on public.client_notes (author_id);

-- Summaries the roster reads instead of every logged set (issue 8: the roster must answer in tens
-- of milliseconds for a trainer of 300 clients; recomputing each client's whole lift history on
-- every read took seconds). docs/clients.md ("Performance") explains the design.
--
-- * client_training_days: per client and UTC day, the workouts logged that day (by the log's
--   created_at, as the roster counts them) and the completed, non-warm-up sets performed that day.
-- * client_lift_days: per client, exercise and UTC day with a working set (completed, not a
--   warm-up, weight and reps above zero), the best estimated 1RM of the day and the best up to and
--   including that day (a running maximum, so "the best before day D" is one index probe).
--
-- Nobody writes them directly: statement-level triggers on workout_logs and workout_log_sets
-- (insert, update, delete) recompute the days a statement touched, so the logger's
-- complete_workout_session, History edits, deletions and the CSV import all keep them right. The
-- trigger functions are security definer (the summaries have no write grants) with a pinned
-- search_path. Reads go through RLS like the logs themselves: the client, their trainer, admins.

create table public.client_training_days (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.users (id) on delete cascade,
  day date not null
    constraint client_training_days_day_in_range check (day >= '1900-01-01' and day < '2200-01-01'),
  workouts integer not null default 0 check (workouts >= 0),
  completed_sets integer not null default 0 check (completed_sets >= 0),
  constraint client_training_days_user_day_key unique (user_id, day)
);

comment on table public.client_training_days is
  'Per client and UTC day: workouts logged and completed working sets. Kept by triggers; read by client_roster_signals.';

create table public.client_lift_days (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.users (id) on delete cascade,
  exercise_id uuid not null references public.exercises (id) on delete cascade,
  day date not null
    constraint client_lift_days_day_in_range check (day >= '1900-01-01' and day < '2200-01-01'),
  best_e1rm double precision not null check (best_e1rm > 0 and best_e1rm < 'Infinity'),
  best_to_date double precision not null check (best_to_date >= best_e1rm and best_to_date < 'Infinity'),
  best_before double precision constraint client_lift_days_best_before_in_range check (best_before > 0 and best_before < 'Infinity'),
  constraint client_lift_days_user_exercise_day_key unique (user_id, exercise_id, day)
);

comment on table public.client_lift_days is
  'Per client, exercise and UTC day: best estimated 1RM that day and up to that day. Kept by triggers; read by client_roster_signals.';

create index client_lift_days_exercise_idx on public.client_lift_days (exercise_id);

comment on column public.client_lift_days.best_before is
  'Best estimated 1RM of the exercise strictly before this day (null on its first day). Kept by triggers.';

create index client_lift_days_user_day_idx on public.client_lift_days (user_id, day)
  include (exercise_id, best_e1rm, best_before);

create index client_training_days_user_day_idx on public.client_training_days (user_id, day)
  include (workouts, completed_sets);

-- Functions --------------------------------------------------------------------------------------

-- Move clients to another trainer (admins only). Everything the policies key on assigned_to
-- (logs, programs, photos, assessments, notes) follows the client at once.
create function public.move_clients(p_client_ids uuid[], p_trainer_id uuid)
returns integer
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  moved integer;
begin
  if not private.is_admin() then
    raise exception 'Only an admin can move clients between trainers' using errcode = '42501';
  end if;
  if p_client_ids is null or cardinality(p_client_ids) = 0 then
    raise exception 'Choose at least one client' using errcode = '22023';
  end if;
  if cardinality(p_client_ids) > 500 then
    raise exception 'Move at most 500 clients at once' using errcode = '22023';
  end if;
  if not exists (
    select 1 from public.users t
    where t.id = p_trainer_id and t.role in ('staff', 'admin') and t.status = 'active'
  ) then
    raise exception 'Choose an active trainer' using errcode = '22023';
  end if;
  if exists (
    select 1 from unnest(p_client_ids) as c (id)
    where not exists (select 1 from public.users u where u.id = c.id and u.role = 'client')
  ) then
    raise exception 'Only clients can be moved' using errcode = '22023';
  end if;
  update public.users u set assigned_to = p_trainer_id
  where u.id = any (p_client_ids) and u.assigned_to is distinct from p_trainer_id;
  get diagnostics moved = row_count;
  return moved;
end;
$$;

-- Recompute the training days of the given (client, day) pairs from the logs and sets.
create function private.refresh_training_days(p_user_ids uuid[], p_days date[])
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  with keys as (
    select distinct k.user_id, k.day from unnest(p_user_ids, p_days) as k (user_id, day)
    where k.user_id is not null and k.day is not null
  ),
  fresh as (
    select k.user_id, k.day,
           (select count(*) from public.workout_logs l
            where l.user_id = k.user_id
              and l.created_at >= k.day::timestamp at time zone 'UTC'
              and l.created_at < (k.day + 1)::timestamp at time zone 'UTC')::integer as workouts,
           (select count(*) from public.workout_log_sets s
            where s.user_id = k.user_id
              and s.performed_at >= k.day::timestamp at time zone 'UTC'
              and s.performed_at < (k.day + 1)::timestamp at time zone 'UTC'
              and s.completed and not s.is_warmup)::integer as completed_sets
    from keys k
    where exists (select 1 from public.users u where u.id = k.user_id)
  )
  insert into public.client_training_days as t (user_id, day, workouts, completed_sets)
  select f.user_id, f.day, f.workouts, f.completed_sets from fresh f
  where f.workouts > 0 or f.completed_sets > 0
  on conflict (user_id, day) do update
    set workouts = excluded.workouts, completed_sets = excluded.completed_sets
    where (t.workouts, t.completed_sets) is distinct from (excluded.workouts, excluded.completed_sets);

  delete from public.client_training_days t
  using unnest(p_user_ids, p_days) as k (user_id, day)
  where t.user_id = k.user_id and t.day = k.day
    and not exists (
      select 1 from public.workout_logs l
      where l.user_id = k.user_id
        and l.created_at >= k.day::timestamp at time zone 'UTC'
        and l.created_at < (k.day + 1)::timestamp at time zone 'UTC')
    and not exists (
      select 1 from public.workout_log_sets s
      where s.user_id = k.user_id
        and s.performed_at >= k.day::timestamp at time zone 'UTC'
        and s.performed_at < (k.day + 1)::timestamp at time zone 'UTC'
        and s.completed and not s.is_warmup);
end;
$$;

-- Two transactions writing the same client's log at once would each recompute from a snapshot
-- without the other's rows, and the later write would win with a stale count. The triggers take a
-- transaction-level advisory lock per client first (in id order, so two writers never deadlock):
-- the second waits for the first to commit, and its recompute (a new snapshot per statement)
-- sees the first one's rows.
create function private.lock_summaries_of(p_user_ids uuid[])
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform pg_advisory_xact_lock(hashtextextended('roster-summaries:' || x.id::text, 0))
  from (select distinct u.id from unnest(p_user_ids) as u (id) order by u.id) as x;
end;
$$;

-- Triggers: one function per table, fired once per statement with its transition tables.
create function private.workout_log_sets_summaries()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  user_ids uuid[];
  exercise_ids uuid[];
  days date[];
begin
  if tg_op = 'INSERT' then
    select array_agg(s.user_id), array_agg(s.exercise_id), array_agg(s.day) into user_ids, exercise_ids, days
    from (select distinct n.user_id, n.exercise_id, (n.performed_at at time zone 'UTC')::date as day from new_sets n) s;
  elsif tg_op = 'DELETE' then
    select array_agg(s.user_id), array_agg(s.exercise_id), array_agg(s.day) into user_ids, exercise_ids, days
    from (select distinct o.user_id, o.exercise_id, (o.performed_at at time zone 'UTC')::date as day from old_sets o) s;
  else
    -- Only rows whose summarised columns changed; both their old and new day.
    select array_agg(s.user_id), array_agg(s.exercise_id), array_agg(s.day) into user_ids, exercise_ids, days
    from (
      select distinct c.user_id, c.exercise_id, c.day
      from old_sets o
      join new_sets n on n.id = o.id
      cross join lateral (
        values (o.user_id, o.exercise_id, (o.performed_at at time zone 'UTC')::date),
               (n.user_id, n.exercise_id, (n.performed_at at time zone 'UTC')::date)
      ) as c (user_id, exercise_id, day)
      where (o.user_id, o.exercise_id, o.performed_at, o.weight, o.reps, o.completed, o.is_warmup)
        is distinct from (n.user_id, n.exercise_id, n.performed_at, n.weight, n.reps, n.completed, n.is_warmup)
    ) s;
  end if;
  if user_ids is not null then
    perform private.lock_summaries_of(user_ids);
    perform private.refresh_training_days(user_ids, days);
    perform private.refresh_lift_days(user_ids, exercise_ids, days);
  end if;
  return null;
end;
$$;

create function private.workout_logs_summaries()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  user_ids uuid[];
  days date[];
begin
  if tg_op = 'INSERT' then
    select array_agg(s.user_id), array_agg(s.day) into user_ids, days
    from (select distinct n.user_id, (n.created_at at time zone 'UTC')::date as day from new_logs n) s;
  elsif tg_op = 'DELETE' then
    select array_agg(s.user_id), array_agg(s.day) into user_ids, days
    from (select distinct o.user_id, (o.created_at at time zone 'UTC')::date as day from old_logs o) s;
  else
    select array_agg(s.user_id), array_agg(s.day) into user_ids, days
    from (
      select distinct c.user_id, c.day
      from old_logs o
      join new_logs n on n.id = o.id
      cross join lateral (
        values (o.user_id, (o.created_at at time zone 'UTC')::date), (n.user_id, (n.created_at at time zone 'UTC')::date)
      ) as c (user_id, day)
      where (o.user_id, o.created_at) is distinct from (n.user_id, n.created_at)
    ) s;
  end if;
  if user_ids is not null then
    perform private.lock_summaries_of(user_ids);
    perform private.refresh_training_days(user_ids, days);
  end if;
  return null;
end;
$$;

-- The roster reads summaries (docs/clients.md): each client costs a few summary rows instead of
-- every set they ever logged. client_roster_signals is security invoker: the summaries carry the
-- logs' read policy, and the one definer helper (program_prescriptions) answers only for the
-- caller's own clients.

-- The prescription of running programs, for the roster: per slot (program_workouts row) its
-- weekday, the sets its workout prescribes and its main lift (the first exercise, where coaches put
-- the lift the session is built around). Reading workout_exercises as the caller ran the per-row
-- workout policy (private.can_read_workout, several lookups) for every exercise of every client's
-- program: most of the roster's remaining time. This definer helper checks once per program
-- instead, with the rule that policy applies to a program's workouts: the program's client is the
-- caller or assigned to them, or the caller is an admin, and the caller is active. It never
-- answers for a program the caller could not read; the roster only passes programs it read under
-- RLS.
create function private.program_prescriptions(p_program_ids uuid[])
returns table (program_id uuid, day_of_week smallint, sets integer, main_exercise_id uuid)
language sql
stable
security definer
set search_path = ''
as $$
  select pw.program_id, pw.day_of_week, coalesce(rx.sets, 0), rx.main_exercise_id
  from public.programs p
  join public.program_workouts pw on pw.program_id = p.id
  left join lateral (
    select sum(we.sets)::integer as sets,
           (array_agg(we.exercise_id order by we."order", we.id))[1] as main_exercise_id
    from public.workout_exercises we
    where we.workout_id = pw.workout_id
  ) rx on true
  where p.id = any (p_program_ids)
    and (select private.caller_is_active())
    and (p.client_id = (select auth.uid())
      or p.client_id in (select private.assigned_client_ids())
      or (select private.is_admin()));
$$;

-- Recomputes the lift-day summaries of the given (client, exercise, day) keys: the day's best, and
-- best_to_date and best_before settled by one running window.
create function private.refresh_lift_days(p_user_ids uuid[], p_exercise_ids uuid[], p_days date[])
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  with keys as (
    select distinct k.user_id, k.exercise_id, k.day
    from unnest(p_user_ids, p_exercise_ids, p_days) as k (user_id, exercise_id, day)
    where k.user_id is not null and k.exercise_id is not null and k.day is not null
  ),
  fresh as (
    select k.user_id, k.exercise_id, k.day,
           (select max(private.estimated_one_rep_max(s.weight, s.reps))
            from public.workout_log_sets s
            where s.user_id = k.user_id and s.exercise_id = k.exercise_id
              and s.performed_at >= k.day::timestamp at time zone 'UTC'
              and s.performed_at < (k.day + 1)::timestamp at time zone 'UTC'
              and s.completed and not s.is_warmup and s.weight > 0 and s.reps > 0) as best
    from keys k
  ),
  gone as (
    delete from public.client_lift_days d
    using fresh f
    where d.user_id = f.user_id and d.exercise_id = f.exercise_id and d.day = f.day and f.best is null
  )
  -- best_to_date and best_before are settled below; the day's own best is a valid placeholder.
  insert into public.client_lift_days as d (user_id, exercise_id, day, best_e1rm, best_to_date)
  select f.user_id, f.exercise_id, f.day, f.best, f.best from fresh f
  where f.best is not null
    and exists (select 1 from public.users u where u.id = f.user_id)
    and exists (select 1 from public.exercises e where e.id = f.exercise_id)
  on conflict (user_id, exercise_id, day) do update
    set best_e1rm = excluded.best_e1rm, best_to_date = greatest(d.best_to_date, excluded.best_e1rm);

  with starts as (
    select k.user_id, k.exercise_id, min(k.day) as day
    from unnest(p_user_ids, p_exercise_ids, p_days) as k (user_id, exercise_id, day)
    group by k.user_id, k.exercise_id
  ),
  running as (
    select d.id, d.day, st.day as from_day,
           max(d.best_e1rm) over (partition by d.user_id, d.exercise_id order by d.day) as to_date,
           max(d.best_e1rm) over (partition by d.user_id, d.exercise_id order by d.day
                                  rows between unbounded preceding and 1 preceding) as before
    from public.client_lift_days d
    join starts st on st.user_id = d.user_id and st.exercise_id = d.exercise_id
  )
  update public.client_lift_days d
  set best_to_date = r.to_date, best_before = r.before
  from running r
  where d.id = r.id and r.day >= r.from_day
    and (d.best_to_date, d.best_before) is distinct from (r.to_date, r.before);
end;
$$;

-- The roster signals as PL/pgSQL with custom plans (issue 8, roster speed).
--
-- Measured on the 300-client bench roster (scripts/bench, idle machine): the same query took 131 ms
-- as a SQL function and 61 ms run directly. A SQL function is planned once for any argument, so the
-- planner cannot fold `p_client_ids is null` or the date bounds and keeps generic join choices. Here
-- PL/pgSQL with `plan_cache_mode = force_custom_plan` plans each call with its arguments: the bounds
-- become constants, the summary reads filter by day inside their (user_id, day) index, and the
-- whole call takes about 58 ms (docs/performance.md, "Roster signals"). The two summary reads name
-- their day window from p_as_of directly. Still security invoker: every read runs under
-- the caller's RLS.

create function public.client_roster_signals(p_as_of date default current_date, p_client_ids uuid[] default null)
returns table (
  client_id uuid,
  first_name text,
  last_name text,
  name text,
  email text,
  phone text,
  client_type public.client_type,
  status public.account_status,
  joined_at timestamptz,
  trainer_id uuid,
  trainer_name text,
  program_id uuid,
  program_name text,
  flex_schedule boolean,
  week_done integer,
  week_expected integer,
  compliance_7 integer,
  compliance_30 integer,
  compliance_90 integer,
  last_workout_at timestamptz,
  days_since_last_workout integer,
  missed_days integer,
  new_prs integer,
  stalled_lifts text[]
)
language plpgsql
stable
security invoker
set search_path = ''
set plan_cache_mode = force_custom_plan
as $$
#variable_conflict use_column
begin
return query
  -- The dates every window is cut at, computed once: a bound written as `as_of - 20` inside a
  -- read of an RLS-protected table is a non-leakproof expression, which Postgres keeps above the
  -- policy filter, so it could not bound an index scan; a plain column can.
  with bounds as (
    select b.as_of, b.monday, b.monday + 6 as sunday, b.as_of - 90 as from_90, b.as_of - 20 as from_21,
           (b.as_of + 1)::timestamp at time zone 'UTC' as next_day_starts
    from (select p_as_of as as_of, p_as_of - (extract(isodow from p_as_of)::integer - 1) as monday) b
  ),
  -- The clients the caller may see (RLS on users), narrowed to p_client_ids when given. Read
  -- once; every later step joins to it instead of asking the policies again per client.
  roster as materialized (
    select u.id, u.first_name, u.last_name, u.name, u.email, u.phone, u.client_type, u.status, u.created_at,
           u.assigned_to
    from public.users u
    where u.role = 'client' and (p_client_ids is null or u.id = any (p_client_ids))
  ),
  program as materialized (
    select distinct on (p.client_id)
           p.id, p.client_id, p.name, p.flex_schedule,
           coalesce(p.start_date, (p.created_at at time zone 'UTC')::date) as starts_on
    from public.programs p
    where p.status = 'active' and p.client_id in (select r.id from roster r)
    order by p.client_id, p.created_at desc
  ),
  -- Each slot of a running program: weekday, sets prescribed, main lift. One call for all
  -- programs (private.program_prescriptions, 20261124007100_roster_over_summaries.sql).
  slot as (
    select x.program_id, x.day_of_week, x.sets, x.main_exercise_id
    from private.program_prescriptions(array(select pr.id from program pr)) as x
  ),
  -- Per program and weekday (null: a flexible slot): slots and sets.
  slot_day as (
    select s.program_id, s.day_of_week as dow, count(*) as slots, sum(s.sets) as sets
    from slot s
    group by s.program_id, s.day_of_week
  ),
  -- Per program, once: the windows (the N whole days before as_of, never before the program
  -- started), the sets prescribed in each, this week's expected workouts and the scheduled days
  -- of the last 14 (for missed days). Weekly programs count each weekday's occurrences in closed
  -- form (private.weekday_count); flexible ones prorate a rotation per 7 days.
  plan as (
    select pr.id as program_id, pr.client_id, pr.flex_schedule, pr.starts_on,
           w.from_7, w.from_14, w.from_30, w.from_90,
           array_agg(sd.dow) filter (where sd.program_id is not null) as dows,
           case
             when pr.flex_schedule then coalesce(sum(sd.slots), 0)
             else coalesce(sum(sd.slots) filter (
                    where private.weekday_count(sd.dow, greatest(b.monday, pr.starts_on), b.monday + 6) > 0), 0)
           end::integer as week_expected,
           case
             when b.as_of - 1 < w.from_7 then 0::numeric
             when pr.flex_schedule then coalesce(sum(sd.sets), 0) * (b.as_of - w.from_7) / 7.0
             else coalesce(sum(sd.sets * private.weekday_count(sd.dow, w.from_7, b.as_of - 1)), 0)
           end as sets_7,
           case
             when b.as_of - 1 < w.from_30 then 0::numeric
             when pr.flex_schedule then coalesce(sum(sd.sets), 0) * (b.as_of - w.from_30) / 7.0
             else coalesce(sum(sd.sets * private.weekday_count(sd.dow, w.from_30, b.as_of - 1)), 0)
           end as sets_30,
           case
             when b.as_of - 1 < w.from_90 then 0::numeric
             when pr.flex_schedule then coalesce(sum(sd.sets), 0) * (b.as_of - w.from_90) / 7.0
             else coalesce(sum(sd.sets * private.weekday_count(sd.dow, w.from_90, b.as_of - 1)), 0)
           end as sets_90,
           coalesce(sum(private.weekday_count(sd.dow, w.from_14, b.as_of - 1)), 0) as scheduled_14
    from program pr
    cross join bounds b
    cross join lateral (
      select greatest(b.as_of - 7, pr.starts_on) as from_7,
             greatest(b.as_of - 14, pr.starts_on) as from_14,
             greatest(b.as_of - 30, pr.starts_on) as from_30,
             greatest(b.as_of - 90, pr.starts_on) as from_90
    ) w
    left join slot_day sd on sd.program_id = pr.id
    group by pr.id, pr.client_id, pr.flex_schedule, pr.starts_on, w.from_7, w.from_14, w.from_30, w.from_90,
             b.as_of, b.monday
  ),
  main_lifts as (
    select s.program_id, array_agg(distinct s.main_exercise_id) as exercise_ids
    from slot s
    where s.main_exercise_id is not null
    group by s.program_id
  ),
  -- Training days (client_training_days) of the last 90 days and this week, every client at once:
  -- workouts this week, completed sets per window, and scheduled days of the last 14 that had a
  -- workout (missed days = scheduled - these).
  training as (
    select d.user_id,
           sum(d.workouts) filter (where d.day >= b.monday) as week_done,
           sum(d.completed_sets) filter (where d.day >= pl.from_7 and d.day < b.as_of)::numeric as sets_7,
           sum(d.completed_sets) filter (where d.day >= pl.from_30 and d.day < b.as_of)::numeric as sets_30,
           sum(d.completed_sets) filter (where d.day >= pl.from_90 and d.day < b.as_of)::numeric as sets_90,
           count(*) filter (where d.workouts > 0 and d.day >= pl.from_14 and d.day < b.as_of
                              and extract(dow from d.day)::integer = any (pl.dows)) as trained_scheduled_14
    from roster r
    cross join bounds b
    join public.client_training_days d on d.user_id = r.id
    left join plan pl on pl.client_id = r.id
    where d.day >= p_as_of - 90 and d.day <= p_as_of - extract(isodow from p_as_of)::integer + 7
    group by d.user_id
  ),
  -- Lifts (client_lift_days) of the last three weeks, every client at once, per exercise: the
  -- best of this week, of the days before it, of the three weeks, the days trained, and the best
  -- before the three weeks (best_before of the first day in them).
  lift as (
    select d.user_id, d.exercise_id,
           max(d.best_e1rm) filter (where d.day >= b.monday) as best_week,
           max(d.best_e1rm) filter (where d.day < b.monday) as best_before_week_in_21,
           max(d.best_e1rm) as best_21,
           count(*) as days_21,
           -- best_before never decreases with the day and is null only on an exercise's first day ever:
           -- the first window day's value is the least one, or null when that first day is in the window.
           case when count(d.best_before) = count(*) then min(d.best_before) end as best_before_21
    from roster r
    cross join bounds b
    join public.client_lift_days d on d.user_id = r.id
    where d.day >= p_as_of - 20 and d.day <= p_as_of
    group by d.user_id, d.exercise_id
  ),
  -- A record beats everything before this week; a main lift is stalled when trained on two or
  -- more days of the three weeks without beating what came before them. Only stalled lifts
  -- look their name up.
  lifts as (
    select x.user_id,
           count(*) filter (where x.best_week > greatest(x.best_before_21, x.best_before_week_in_21)) as new_prs,
           array_agg(n.name order by n.name) filter (where s.stalled) as stalled
    from lift x
    left join program pr on pr.client_id = x.user_id
    left join main_lifts ml on ml.program_id = pr.id
    cross join lateral (
      select coalesce(x.exercise_id = any (ml.exercise_ids) and x.days_21 >= 2 and x.best_21 <= x.best_before_21,
                      false) as stalled
    ) s
    left join lateral (select e.name from public.exercises e where s.stalled and e.id = x.exercise_id) n on true
    group by x.user_id
  )
  select
    r.id, r.first_name, r.last_name, r.name, r.email, r.phone, r.client_type, r.status, r.created_at,
    r.assigned_to, t.name,
    pr.id, pr.name, pr.flex_schedule,
    coalesce(td.week_done, 0)::integer,
    coalesce(pl.week_expected, 0),
    case when pl.sets_7 > 0 then round(100 * least(1, coalesce(td.sets_7, 0) / pl.sets_7))::integer end,
    case when pl.sets_30 > 0 then round(100 * least(1, coalesce(td.sets_30, 0) / pl.sets_30))::integer end,
    case when pl.sets_90 > 0 then round(100 * least(1, coalesce(td.sets_90, 0) / pl.sets_90))::integer end,
    last_log.created_at,
    (b.as_of - (last_log.created_at at time zone 'UTC')::date)::integer,
    -- Weekly programs only: scheduled days of the last 14 whole days with no workout logged.
    case when pr.id is not null and not pr.flex_schedule then
      (pl.scheduled_14 - coalesce(td.trained_scheduled_14, 0))::integer
    end,
    coalesce(lf.new_prs, 0)::integer,
    coalesce(lf.stalled, '{}')
  from roster r
  cross join bounds b
  left join public.users t on t.id = r.assigned_to
  left join program pr on pr.client_id = r.id
  left join plan pl on pl.client_id = r.id
  left join training td on td.user_id = r.id
  left join lifts lf on lf.user_id = r.id
  left join lateral (
    select l.created_at from public.workout_logs l
    where l.user_id = r.id and l.created_at < b.next_day_starts
    order by l.created_at desc
    limit 1
  ) last_log on true
  order by r.last_name, r.first_name, r.id;
end;
$$;

comment on function public.client_roster_signals(date, uuid[]) is
  'The roster with prescribed-versus-done signals, under the caller''s RLS; p_client_ids narrows it. See docs/clients.md.';

-- Status is an admin-only column for direct writes, so archiving needs the definer's rights: the
-- checks (the client's own trainer or an admin) stay inside the private function.
create function private.set_client_archived(p_client_id uuid, p_archived boolean)
returns public.account_status
language plpgsql
security definer
set search_path = ''
as $$
declare
  target public.users%rowtype;
begin
  if (select auth.uid()) is null or not private.is_staff() then
    raise exception 'Only staff can archive clients' using errcode = '42501';
  end if;
  if p_archived is null then
    raise exception 'Say whether to archive or restore' using errcode = '22023';
  end if;
  select * into target from public.users u where u.id = p_client_id;
  if not found or target.role <> 'client'
    or not (target.assigned_to = (select auth.uid()) or private.is_admin()) then
    raise exception 'Client not found' using errcode = '42501';
  end if;
  update public.users u
  set status = case when p_archived then 'inactive'::public.account_status else 'active' end
  where u.id = p_client_id;
  return case when p_archived then 'inactive'::public.account_status else 'active' end;
end;
$$;

create function public.set_client_archived(p_client_id uuid, p_archived boolean)
returns public.account_status
language sql
volatile
security invoker
set search_path = ''
as $$
  select private.set_client_archived(p_client_id, p_archived);
$$;

-- Triggers ---------------------------------------------------------------------------------------

create trigger client_notes_set_updated_at
before update on public.client_notes
for each row execute function private.set_updated_at();

create trigger client_notes_keep_author before update on public.client_notes
for each row execute function private.keep_column_unless_admin('author_id');

create trigger client_notes_keep_id before update of id on public.client_notes
for each row execute function private.keep_primary_key();

create trigger client_training_days_keep_id before update of id on public.client_training_days
for each row execute function private.keep_primary_key();

create trigger client_lift_days_keep_id before update of id on public.client_lift_days
for each row execute function private.keep_primary_key();

create trigger workout_log_sets_summaries_insert
after insert on public.workout_log_sets
referencing new table as new_sets
for each statement execute function private.workout_log_sets_summaries();

create trigger workout_log_sets_summaries_update
after update on public.workout_log_sets
referencing old table as old_sets new table as new_sets
for each statement execute function private.workout_log_sets_summaries();

create trigger workout_log_sets_summaries_delete
after delete on public.workout_log_sets
referencing old table as old_sets
for each statement execute function private.workout_log_sets_summaries();

create trigger workout_logs_summaries_insert
after insert on public.workout_logs
referencing new table as new_logs
for each statement execute function private.workout_logs_summaries();

create trigger workout_logs_summaries_update
after update on public.workout_logs
referencing old table as old_logs new table as new_logs
for each statement execute function private.workout_logs_summaries();

create trigger workout_logs_summaries_delete
after delete on public.workout_logs
referencing old table as old_logs
for each statement execute function private.workout_logs_summaries();

-- Row-level security -----------------------------------------------------------------------------

alter table public.client_notes enable row level security;

create policy "client_notes: staff read notes on assigned clients; admins all"
on public.client_notes for select to authenticated
using ((select private.is_staff()) and (client_id in (select private.assigned_client_ids()) or (select private.is_admin())));

create policy "client_notes: staff write them as themselves for assigned clients"
on public.client_notes for insert to authenticated
with check (
  author_id = (select auth.uid())
  and (select private.is_staff())
  and (client_id in (select private.assigned_client_ids()) or (select private.is_admin()))
);

create policy "client_notes: authors edit their own notes on assigned clients; admins any"
on public.client_notes for update to authenticated
using ((author_id = (select auth.uid()) and client_id in (select private.assigned_client_ids())) or (select private.is_admin()))
with check ((author_id = (select auth.uid()) and client_id in (select private.assigned_client_ids())) or (select private.is_admin()));

create policy "client_notes: authors delete their own notes on assigned clients; admins any"
on public.client_notes for delete to authenticated
using ((author_id = (select auth.uid()) and client_id in (select private.assigned_client_ids())) or (select private.is_admin()));

create policy "client_notes: active accounts only"
on public.client_notes as restrictive for all to authenticated
using ((select private.caller_is_active())) with check ((select private.caller_is_active()));

alter table public.client_training_days enable row level security;

alter table public.client_lift_days enable row level security;

create policy "client_training_days: read own, assigned, or all for admin"
on public.client_training_days for select to authenticated
using (user_id = (select auth.uid()) or user_id in (select private.assigned_client_ids()) or (select private.is_admin()));

create policy "client_lift_days: read own, assigned, or all for admin"
on public.client_lift_days for select to authenticated
using (user_id = (select auth.uid()) or user_id in (select private.assigned_client_ids()) or (select private.is_admin()));

create policy "client_training_days: active accounts only"
on public.client_training_days as restrictive for all to authenticated
using ((select private.caller_is_active())) with check ((select private.caller_is_active()));

create policy "client_lift_days: active accounts only"
on public.client_lift_days as restrictive for all to authenticated
using ((select private.caller_is_active())) with check ((select private.caller_is_active()));
