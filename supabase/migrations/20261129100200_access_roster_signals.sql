-- The roster's signals gain the last studio visit (issue 29): last_visit_at (the latest allowed
-- check-in) and days_since_last_visit (whole UTC days before p_as_of, as days_since_last_workout).
-- A function's result columns cannot change in place: dropped and made again as it was, with the
-- two columns added at the end, its grant and its comment.

drop function public.client_roster_signals(date, uuid[]);

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
  stalled_lifts text[],
  last_visit_at timestamptz,
  days_since_last_visit integer
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
    coalesce(lf.stalled, '{}'),
    last_visit.checked_in_at,
    (b.as_of - (last_visit.checked_in_at at time zone 'UTC')::date)::integer
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
  left join lateral (
    select c.checked_in_at from public.check_ins c
    where c.client_id = r.id and c.checked_in_at < b.next_day_starts
    order by c.checked_in_at desc
    limit 1
  ) last_visit on true
  order by r.last_name, r.first_name, r.id;
end;
$$;

comment on function public.client_roster_signals(date, uuid[]) is
  'The roster with prescribed-versus-done signals and the last studio visit, under the caller''s RLS; p_client_ids narrows it. See docs/clients.md.';

grant execute on function public.client_roster_signals(date, uuid[]) to authenticated;
