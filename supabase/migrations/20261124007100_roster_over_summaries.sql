-- client_roster_signals over the summaries of 20261124007000_roster_summaries.sql: the same
-- definitions and results (docs/clients.md), but each client costs a few summary rows instead of
-- every set they ever logged. Still security invoker: the summaries carry the logs' read policy,
-- and the one definer helper (program_prescriptions) answers only for the caller's own clients.

-- The prescription of running programs, for the roster: per slot (program_workouts row) its
-- weekday, the sets its workout prescribes and its main lift (the first exercise, where coaches put
-- the lift the session is built around). Reading workout_exercises as the caller ran the per-row
-- workout policy (private.can_read_workout, several lookups) for every exercise of every client's
-- program: most of the roster's remaining time. This definer helper checks once per program
-- instead, with the rule that policy applies to a program's workouts: the program's client is the
-- caller or assigned to them, or the caller is an admin, and the caller is active. It never
-- answers for a program the caller could not read; the roster only passes programs it read under
-- RLS.
create or replace function private.program_prescriptions(p_program_ids uuid[])
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

revoke execute on function private.program_prescriptions(uuid[]) from public, anon;
grant execute on function private.program_prescriptions(uuid[]) to authenticated, service_role;

create or replace function public.client_roster_signals(p_as_of date default current_date)
returns table (
  client_id uuid,
  first_name text,
  last_name text,
  name text,
  email text,
  phone text,
  client_type text,
  status text,
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
language sql
stable
security invoker
set search_path = ''
as $$
  with bounds as (
    select p_as_of as as_of,
           p_as_of - (extract(isodow from p_as_of)::integer - 1) as monday
  ),
  roster as (
    select u.* from public.users u where u.role = 'client'
  ),
  program as (
    select distinct on (p.client_id)
           p.id, p.client_id, p.name, p.flex_schedule,
           coalesce(p.start_date, (p.created_at at time zone 'UTC')::date) as starts_on
    from public.programs p
    where p.status = 'active' and p.client_id in (select r.id from roster r)
    order by p.client_id, p.created_at desc
  ),
  -- Each slot of a running program with the sets its workout prescribes and its main lift, from
  -- private.program_prescriptions (below): only programs read above under the caller's RLS.
  slot as (
    select x.program_id, x.day_of_week, x.sets, x.main_exercise_id
    from private.program_prescriptions(array(select pr.id from program pr)) as x
  ),
  -- One row per program: its slots and sets grouped by weekday (at most eight groups, null being
  -- a flexible slot), so each client's windows cost a handful of array items, not a scan of
  -- every slot of every client (which made the roster quadratic in its size).
  program_plan as (
    select g.program_id,
           sum(g.slots)::integer as slots,
           sum(g.sets) as week_sets,
           array_agg(g.day_of_week) as dows,
           array_agg(g.slots) as dow_slots,
           array_agg(g.sets) as dow_sets
    from (
      select s.program_id, s.day_of_week, count(*) as slots, sum(s.sets) as sets
      from slot s
      group by s.program_id, s.day_of_week
    ) g
    group by g.program_id
  ),
  main_lifts as (
    select s.program_id, array_agg(distinct s.main_exercise_id) as exercise_ids
    from slot s
    where s.main_exercise_id is not null
    group by s.program_id
  ),
  -- Prescribed workouts and sets per window. A window is the N whole days before as_of (today
  -- is not over) and never starts before the program did.
  window_plan as (
    select pr.client_id, pr.starts_on, pr.flex_schedule, w.days, w.from_day, w.to_day,
           case
             when w.to_day < w.from_day then 0::numeric
             when pr.flex_schedule then coalesce(pp.week_sets, 0) * (w.to_day - w.from_day + 1) / 7.0
             else coalesce((select sum(x.sets * private.weekday_count(x.dow, w.from_day, w.to_day))
                            from unnest(pp.dows, pp.dow_sets) as x (dow, sets)), 0)
           end as prescribed_sets
    from program pr
    cross join bounds b
    left join program_plan pp on pp.program_id = pr.id
    cross join lateral (
      select d.days, greatest(b.as_of - d.days, pr.starts_on) as from_day, b.as_of - 1 as to_day
      from (values (7), (30), (90)) as d (days)
    ) w
  ),
  plan as (
    select wp.client_id,
           max(wp.prescribed_sets) filter (where wp.days = 7) as sets_7,
           max(wp.prescribed_sets) filter (where wp.days = 30) as sets_30,
           max(wp.prescribed_sets) filter (where wp.days = 90) as sets_90,
           max(wp.from_day) filter (where wp.days = 7) as from_7,
           max(wp.from_day) filter (where wp.days = 30) as from_30,
           max(wp.from_day) filter (where wp.days = 90) as from_90
    from window_plan wp
    group by wp.client_id
  )
  select
    r.id, r.first_name, r.last_name, r.name, r.email, r.phone, r.client_type, r.status, r.created_at,
    r.assigned_to, t.name,
    pr.id, pr.name, pr.flex_schedule,
    coalesce(td.week_done, 0)::integer,
    case
      when pr.id is null then 0
      when pr.flex_schedule then coalesce(pp.slots, 0)
      else coalesce((select sum(x.slots) from unnest(pp.dows, pp.dow_slots) as x (dow, slots)
                     where private.weekday_count(x.dow, greatest(b.monday, pr.starts_on), b.monday + 6) > 0), 0)::integer
    end,
    case when pl.sets_7 > 0 then round(100 * least(1, coalesce(td.sets_7, 0) / pl.sets_7))::integer end,
    case when pl.sets_30 > 0 then round(100 * least(1, coalesce(td.sets_30, 0) / pl.sets_30))::integer end,
    case when pl.sets_90 > 0 then round(100 * least(1, coalesce(td.sets_90, 0) / pl.sets_90))::integer end,
    last_log.created_at,
    (b.as_of - (last_log.created_at at time zone 'UTC')::date)::integer,
    -- Weekly programs only: scheduled days of the last 14 whole days with no workout logged.
    case when pr.id is not null and not pr.flex_schedule then (
      select count(*)::integer
      from generate_series(greatest(b.as_of - 14, pr.starts_on), b.as_of - 1, interval '1 day') as g (day)
      where extract(dow from g.day)::integer = any (pp.dows)
        and not (g.day::date = any (coalesce(td.logged_days, '{}')))
    ) end,
    coalesce(lift.new_prs, 0)::integer,
    coalesce(lift.stalled, '{}')
  from roster r
  cross join bounds b
  left join public.users t on t.id = r.assigned_to
  left join program pr on pr.client_id = r.id
  left join plan pl on pl.client_id = r.id
  left join program_plan pp on pp.program_id = pr.id
  left join main_lifts ml on ml.program_id = pr.id
  left join lateral (
    select l.created_at from public.workout_logs l
    where l.user_id = r.id and l.created_at < (b.as_of + 1)::timestamp at time zone 'UTC'
    order by l.created_at desc
    limit 1
  ) last_log on true
  -- The client's training days of the last 90 days and this week (client_training_days, kept by
  -- triggers): workouts this week, the days a workout was logged, completed sets per window.
  left join lateral (
    select sum(d.workouts) filter (where d.day >= b.monday) as week_done,
           array_agg(d.day) filter (where d.workouts > 0 and d.day >= b.as_of - 14) as logged_days,
           sum(d.completed_sets) filter (where d.day >= pl.from_7 and d.day < b.as_of)::numeric as sets_7,
           sum(d.completed_sets) filter (where d.day >= pl.from_30 and d.day < b.as_of)::numeric as sets_30,
           sum(d.completed_sets) filter (where d.day >= pl.from_90 and d.day < b.as_of)::numeric as sets_90
    from public.client_training_days d
    where d.user_id = r.id and d.day >= b.as_of - 90 and d.day <= b.monday + 6
  ) td on true
  -- Lifts (client_lift_days, kept by triggers): per exercise trained in the last three weeks, the
  -- best estimated 1RM of this week and of the three weeks against the best before them (the
  -- running best of the newest earlier day). A record beats all earlier history; a main lift is
  -- stalled when it was trained on two or more days of the three weeks and never beat what came
  -- before them.
  left join lateral (
    select count(*) filter (where x.best_week > before_week.best) as new_prs,
           array_agg(e.name order by e.name)
             filter (where x.exercise_id = any (ml.exercise_ids) and x.days_21 >= 2 and x.best_21 <= before_21.best)
             as stalled
    from (
      select d.exercise_id,
             max(d.best_e1rm) filter (where d.day >= b.monday) as best_week,
             max(d.best_e1rm) filter (where d.day >= b.as_of - 20) as best_21,
             count(*) filter (where d.day >= b.as_of - 20) as days_21
      from public.client_lift_days d
      where d.user_id = r.id and d.day >= least(b.monday, b.as_of - 20) and d.day <= b.as_of
      group by d.exercise_id
    ) x
    left join lateral (
      select p.best_to_date as best from public.client_lift_days p
      where p.user_id = r.id and p.exercise_id = x.exercise_id and p.day < b.monday
      order by p.day desc limit 1
    ) before_week on true
    left join lateral (
      select p.best_to_date as best from public.client_lift_days p
      where p.user_id = r.id and p.exercise_id = x.exercise_id and p.day < b.as_of - 20
      order by p.day desc limit 1
    ) before_21 on true
    left join public.exercises e on e.id = x.exercise_id
  ) lift on true
  order by r.last_name, r.first_name, r.id;
$$;

comment on function public.client_roster_signals(date) is
  'The roster with prescribed-versus-done signals, under the caller''s RLS. See docs/clients.md.';
