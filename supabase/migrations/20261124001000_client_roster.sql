-- The coaching roster: per-client signals of prescribed versus done, archiving a client, and
-- moving clients between trainers. docs/clients.md explains every definition.
--
-- client_roster_signals runs as the caller (security invoker): every table it reads goes through
-- the caller's row-level security, so a trainer gets their assigned clients, an admin everyone,
-- a client at most themselves. It never reads through a definer helper of its own.

-- How many times a weekday (0 = Sunday ... 6 = Saturday, like program_workouts.day_of_week)
-- falls between two dates, both included. Closed form, so a 90-day window costs no series.
create or replace function private.weekday_count(p_dow integer, p_from date, p_to date)
returns integer
language sql
immutable
set search_path = ''
as $$
  select case
    when p_from is null or p_to is null or p_to < p_from then 0
    else greatest(0, (p_to - (p_from + ((p_dow - extract(dow from p_from)::integer + 7) % 7))) / 7 + 1)
  end;
$$;

-- Estimated one-rep max (Epley, reps capped at 12; a single is its own max), the same rule as
-- src/features/training/lib/strength-math.ts. No `set search_path` (it names nothing) so the
-- planner inlines it: a SET clause would make it a real call for every logged set.
create or replace function private.estimated_one_rep_max(p_weight double precision, p_reps integer)
returns double precision
language sql
immutable
as $$
  select case
    when p_weight is null or p_reps is null or p_weight <= 0 or p_reps <= 0 then null
    when p_reps = 1 then p_weight
    else p_weight * (1 + least(p_reps, 12) / 30.0)
  end;
$$;

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
  -- The prescription of every workout in a running program, read once: its sets, and its main
  -- lift (the first exercise, where coaches put the lift the session is built around).
  prescription as (
    select we.workout_id,
           sum(we.sets)::integer as sets,
           (array_agg(we.exercise_id order by we."order", we.id))[1] as main_exercise_id
    from public.workout_exercises we
    where we.workout_id in (
      select pw.workout_id from public.program_workouts pw where pw.program_id in (select pr.id from program pr))
    group by we.workout_id
  ),
  -- Each slot of a running program with the sets its workout prescribes.
  slot as (
    select pw.program_id, pw.day_of_week, coalesce(rx.sets, 0) as sets, rx.main_exercise_id
    from public.program_workouts pw
    left join prescription rx on rx.workout_id = pw.workout_id
    where pw.program_id in (select pr.id from program pr)
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
             when pr.flex_schedule then
               coalesce((select sum(s.sets) from slot s where s.program_id = pr.id), 0) * (w.to_day - w.from_day + 1) / 7.0
             else coalesce((select sum(s.sets * private.weekday_count(s.day_of_week, w.from_day, w.to_day))
                            from slot s where s.program_id = pr.id), 0)
           end as prescribed_sets
    from program pr
    cross join bounds b
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
    coalesce(week.done, 0)::integer,
    case
      when pr.id is null then 0
      when pr.flex_schedule then (select count(*) from slot s where s.program_id = pr.id)::integer
      else (select count(*) from slot s
            where s.program_id = pr.id
              and private.weekday_count(s.day_of_week, greatest(b.monday, pr.starts_on), b.monday + 6) > 0)::integer
    end,
    case when pl.sets_7 > 0 then round(100 * least(1, done.sets_7 / pl.sets_7))::integer end,
    case when pl.sets_30 > 0 then round(100 * least(1, done.sets_30 / pl.sets_30))::integer end,
    case when pl.sets_90 > 0 then round(100 * least(1, done.sets_90 / pl.sets_90))::integer end,
    last_log.created_at,
    (b.as_of - (last_log.created_at at time zone 'UTC')::date)::integer,
    -- Weekly programs only: scheduled days of the last 14 whole days with no workout logged.
    case when pr.id is not null and not pr.flex_schedule then (
      select count(*)::integer
      from generate_series(greatest(b.as_of - 14, pr.starts_on), b.as_of - 1, interval '1 day') as g (day)
      where exists (select 1 from slot s where s.program_id = pr.id and s.day_of_week = extract(dow from g.day))
        and not exists (
          select 1 from public.workout_logs l
          where l.user_id = r.id
            and l.created_at >= g.day::date::timestamp at time zone 'UTC'
            and l.created_at < (g.day::date + 1)::timestamp at time zone 'UTC')
    ) end,
    coalesce(lift.new_prs, 0)::integer,
    coalesce(lift.stalled, '{}')
  from roster r
  cross join bounds b
  left join public.users t on t.id = r.assigned_to
  left join program pr on pr.client_id = r.id
  left join plan pl on pl.client_id = r.id
  left join main_lifts ml on ml.program_id = pr.id
  left join lateral (
    select l.created_at from public.workout_logs l
    where l.user_id = r.id and l.created_at < (b.as_of + 1)::timestamp at time zone 'UTC'
    order by l.created_at desc
    limit 1
  ) last_log on true
  left join lateral (
    select count(*) as done from public.workout_logs l
    where l.user_id = r.id
      and l.created_at >= b.monday::timestamp at time zone 'UTC'
      and l.created_at < (b.monday + 7)::timestamp at time zone 'UTC'
  ) week on true
  left join lateral (
    select count(*) filter (where s.performed_at >= pl.from_7::timestamp at time zone 'UTC')::numeric as sets_7,
           count(*) filter (where s.performed_at >= pl.from_30::timestamp at time zone 'UTC')::numeric as sets_30,
           count(*)::numeric as sets_90
    from public.workout_log_sets s
    where pl.client_id is not null
      and s.user_id = r.id
      and s.performed_at >= pl.from_90::timestamp at time zone 'UTC'
      and s.performed_at < b.as_of::timestamp at time zone 'UTC'
      and s.completed and not s.is_warmup
  ) done on true
  -- Lifts: per exercise trained in the last three weeks, the best estimated 1RM of this week and
  -- of the three weeks against everything before. A record beats all earlier history; a main
  -- lift is stalled when it was trained on two or more days of the three weeks and never beat what
  -- came before them.
  left join lateral (
    select count(*) filter (where x.best_week > x.best_before_week) as new_prs,
           array_agg((select e.name from public.exercises e where e.id = x.exercise_id)
                     order by (select e.name from public.exercises e where e.id = x.exercise_id))
             filter (where x.exercise_id = any (ml.exercise_ids) and x.days_21 >= 2 and x.best_21 <= x.best_before_21)
             as stalled
    from (
      select y.exercise_id,
             max(y.e1rm) filter (where y.day >= b.monday) as best_week,
             max(y.e1rm) filter (where y.day < b.monday) as best_before_week,
             max(y.e1rm) filter (where y.day >= b.as_of - 20) as best_21,
             max(y.e1rm) filter (where y.day < b.as_of - 20) as best_before_21,
             count(distinct y.day) filter (where y.day >= b.as_of - 20) as days_21
      from (
        select s.exercise_id, (s.performed_at at time zone 'UTC')::date as day,
               private.estimated_one_rep_max(s.weight, s.reps) as e1rm
        from public.workout_log_sets s
        where s.user_id = r.id
          and s.performed_at < (b.as_of + 1)::timestamp at time zone 'UTC'
          and s.completed and not s.is_warmup and s.weight > 0 and s.reps > 0
          and s.exercise_id in (
            select recent.exercise_id from public.workout_log_sets recent
            where recent.user_id = r.id
              and recent.performed_at >= (least(b.monday, b.as_of - 20))::timestamp at time zone 'UTC'
              and recent.performed_at < (b.as_of + 1)::timestamp at time zone 'UTC')
      ) y
      group by y.exercise_id
    ) x
  ) lift on true
  order by r.last_name, r.first_name, r.id;
$$;

comment on function public.client_roster_signals(date) is
  'The roster with prescribed-versus-done signals, under the caller''s RLS. See docs/clients.md.';

-- Archive (status inactive) or restore (active) a client: their trainer or an admin. A definer
-- function because status is an admin-only column for direct writes; it checks the caller itself.
create or replace function public.set_client_archived(p_client_id uuid, p_archived boolean)
returns text
language plpgsql
volatile
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
  set status = case when p_archived then 'inactive' else 'active' end
  where u.id = p_client_id;
  return case when p_archived then 'inactive' else 'active' end;
end;
$$;

-- Move clients to another trainer (admins only). Everything the policies key on assigned_to
-- (logs, programs, photos, assessments, notes) follows the client at once.
create or replace function public.move_clients(p_client_ids uuid[], p_trainer_id uuid)
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

revoke execute on function public.client_roster_signals(date) from public, anon;
revoke execute on function public.set_client_archived(uuid, boolean) from public, anon;
revoke execute on function public.move_clients(uuid[], uuid) from public, anon;
grant execute on function public.client_roster_signals(date) to authenticated;
grant execute on function public.set_client_archived(uuid, boolean) to authenticated;
grant execute on function public.move_clients(uuid[], uuid) to authenticated;

revoke execute on function private.weekday_count(integer, date, date) from public, anon;
revoke execute on function private.estimated_one_rep_max(double precision, integer) from public, anon;
grant execute on function private.weekday_count(integer, date, date) to authenticated, service_role;
grant execute on function private.estimated_one_rep_max(double precision, integer) to authenticated, service_role;
