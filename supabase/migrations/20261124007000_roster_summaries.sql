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
  constraint client_lift_days_user_exercise_day_key unique (user_id, exercise_id, day)
);

comment on table public.client_lift_days is
  'Per client, exercise and UTC day: best estimated 1RM that day and up to that day. Kept by triggers; read by client_roster_signals.';

create index client_lift_days_user_day_idx on public.client_lift_days (user_id, day);
create index client_lift_days_exercise_idx on public.client_lift_days (exercise_id);

create trigger client_training_days_keep_id before update of id on public.client_training_days
for each row execute function private.keep_primary_key();
create trigger client_lift_days_keep_id before update of id on public.client_lift_days
for each row execute function private.keep_primary_key();

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

-- Read-only for every API role, service_role included: a row written by hand would disagree with
-- the logs until the next edit of that day. The triggers write as the owner.
grant select on table public.client_training_days to authenticated, service_role;
grant select on table public.client_lift_days to authenticated, service_role;

-- Recompute the training days of the given (client, day) pairs from the logs and sets.
create or replace function private.refresh_training_days(p_user_ids uuid[], p_days date[])
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

-- Recompute the lift days of the given (client, exercise, day) triples, then the running best of
-- each touched (client, exercise) from its earliest touched day on.
create or replace function private.refresh_lift_days(p_user_ids uuid[], p_exercise_ids uuid[], p_days date[])
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
  -- best_to_date is settled below; the day's own best is a valid placeholder meanwhile.
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
           max(d.best_e1rm) over (partition by d.user_id, d.exercise_id order by d.day) as to_date
    from public.client_lift_days d
    join starts st on st.user_id = d.user_id and st.exercise_id = d.exercise_id
  )
  update public.client_lift_days d
  set best_to_date = r.to_date
  from running r
  where d.id = r.id and r.day >= r.from_day and d.best_to_date is distinct from r.to_date;
end;
$$;

-- Two transactions writing the same client's log at once would each recompute from a snapshot
-- without the other's rows, and the later write would win with a stale count. The triggers take a
-- transaction-level advisory lock per client first (in id order, so two writers never deadlock):
-- the second waits for the first to commit, and its recompute (a new snapshot per statement)
-- sees the first one's rows.
create or replace function private.lock_summaries_of(p_user_ids uuid[])
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
create or replace function private.workout_log_sets_summaries()
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

create or replace function private.workout_logs_summaries()
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

revoke execute on function private.lock_summaries_of(uuid[]) from public, anon, authenticated, service_role;
revoke execute on function private.refresh_training_days(uuid[], date[]) from public, anon, authenticated, service_role;
revoke execute on function private.refresh_lift_days(uuid[], uuid[], date[]) from public, anon, authenticated, service_role;
revoke execute on function private.workout_log_sets_summaries() from public, anon, authenticated, service_role;
revoke execute on function private.workout_logs_summaries() from public, anon, authenticated, service_role;

-- Backfill from the history already logged.
select private.refresh_training_days(array_agg(k.user_id), array_agg(k.day))
from (
  select l.user_id, (l.created_at at time zone 'UTC')::date as day from public.workout_logs l
  union
  select s.user_id, (s.performed_at at time zone 'UTC')::date from public.workout_log_sets s
) k;

select private.refresh_lift_days(array_agg(k.user_id), array_agg(k.exercise_id), array_agg(k.day))
from (
  select distinct s.user_id, s.exercise_id, (s.performed_at at time zone 'UTC')::date as day
  from public.workout_log_sets s
  where s.completed and not s.is_warmup and s.weight > 0 and s.reps > 0
) k;
