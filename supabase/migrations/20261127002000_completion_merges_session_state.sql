-- Never lose a set (issue 23, sections 2 and 3).
--
-- * The finish that completes a session merges what the server holds for it: workout_sessions.state
--   (every device's synced sets) is merged set by set with the finishing device's sets, under the
--   logger's rule (src/features/logger/lib/merge-states.ts): the higher revision wins, and on a tie
--   the finishing device's copy (it is what the person saw). So a set another device logged and
--   synced is in the log even when the finishing device never saw it; a set the other device removed
--   or un-checked after this device last saw it is left out. Only the call that completes the session
--   merges: later calls (a second device's amendment, a History edit) already know the log, and a
--   session state read after a History edit would bring back a set that edit deleted. The session row
--   is locked first, so a state write racing the finish lands before it or finds the session ended.
--   A set in the state that the table cannot hold (a bad id or value) is left out rather than block
--   the finish; the device that logged it keeps it and offers to save it.
-- * Revisions are a hybrid logical clock: a device gives an edited entry the revision
--   max(previous + 1, server-anchored time in ms), so revisions no longer fit in an integer.
--   workout_log_sets.revision becomes a bigint and the payload revisions are read as bigints.
-- * server_time(): the server's clock in ms, for devices to learn how far their own clock is off.

alter table public.workout_log_sets alter column revision type bigint;

comment on column public.workout_log_sets.revision is
  'The set''s revision from the devices: max(previous + 1, server-anchored ms) at each edit; the higher wins.';

create or replace function public.server_time()
returns bigint
language sql
volatile
security invoker
set search_path = ''
as $$
  select (extract(epoch from clock_timestamp()) * 1000)::bigint;
$$;

comment on function public.server_time() is
  'The server clock in ms since the epoch: devices measure their clock offset with it (logger revisions).';

revoke all on function public.server_time() from public;
grant execute on function public.server_time() to authenticated;

-- One set of a session document (workout_sessions.state) as a set of the completion payload, or null
-- when it does not fit the table (a bad id, a value out of range): such a set is left out of the
-- merge instead of refusing the finish.
create or replace function private.log_set_from_session(p_exercise jsonb, p_set jsonb, p_number integer,
                                                        p_finished timestamptz)
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  reps integer;
  weight double precision;
  seconds integer;
  distance numeric;
  rpe real;
begin
  reps := (p_set ->> 'reps')::integer;
  weight := (p_set ->> 'weight')::double precision;
  seconds := (p_set ->> 'durationSeconds')::integer;
  distance := (p_set ->> 'distanceMeters')::numeric;
  rpe := (p_set ->> 'rpe')::real;
  if (p_set ->> 'reps')::numeric is distinct from reps
     or (p_set ->> 'durationSeconds')::numeric is distinct from seconds
     or reps not between 0 and 1000
     or weight < 0 or weight >= 10000
     or seconds not between 0 and 86400
     or distance not between 0 and 1000000
     or rpe not between 1 and 10
     or p_number not between 1 and 100 then
    return null;
  end if;
  return jsonb_build_object(
    'id', (p_set ->> 'id')::uuid,
    'exercise_id', (p_exercise ->> 'exerciseId')::uuid,
    'workout_exercise_id', (p_exercise ->> 'workoutExerciseId')::uuid,
    'set_number', p_number,
    'reps', reps,
    'weight', weight,
    'duration_seconds', seconds,
    'distance_m', distance,
    'rpe', rpe,
    'completed', true,
    'is_warmup', coalesce((p_set ->> 'isWarmup')::boolean, false),
    'notes', nullif(btrim(p_exercise ->> 'notes'), ''),
    'performed_at', coalesce((p_set ->> 'completedAt')::timestamptz, p_finished),
    'revision', coalesce((p_set ->> 'rev')::bigint, 0)
  );
exception when others then
  return null;
end;
$$;

revoke all on function private.log_set_from_session(jsonb, jsonb, integer, timestamptz) from public;
grant execute on function private.log_set_from_session(jsonb, jsonb, integer, timestamptz) to authenticated;

create or replace function public.complete_workout_session(p_log jsonb, p_sets jsonb, p_removed jsonb default '[]'::jsonb)
returns public.workout_logs
language plpgsql
security invoker
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  owner_text text := p_log ->> 'user_id';
  log_id uuid;
  session uuid;
  finished timestamptz;
  workout uuid;
  saved public.workout_logs;
  session_status text;
  session_state jsonb;
  held_sets jsonb;
  held_removed jsonb;
begin
  if caller is null then
    raise exception 'Sign in to save a workout' using errcode = '28000';
  end if;
  if jsonb_typeof(coalesce(p_log, 'null'::jsonb)) <> 'object' then
    raise exception 'The log must be an object' using errcode = '22023';
  end if;
  if jsonb_typeof(coalesce(p_sets, 'null'::jsonb)) <> 'array' then
    raise exception 'Sets must be an array' using errcode = '22023';
  end if;
  if jsonb_typeof(coalesce(p_removed, '[]'::jsonb)) <> 'array' then
    raise exception 'Removed sets must be an array' using errcode = '22023';
  end if;
  -- A bad distance gets its own message (a check violation would only name the constraint).
  if exists (
    select 1 from jsonb_array_elements(p_sets) as s
    where case jsonb_typeof(s -> 'distance_m')
            when 'number' then (s ->> 'distance_m')::numeric not between 0 and 1000000
            when 'null' then false
            else s -> 'distance_m' is not null
          end
  ) then
    raise exception 'Distance must be a number of metres from 0 to 1000000 (1000 km)' using errcode = '22023';
  end if;
  if owner_text is null then
    raise exception 'The log needs its owner (user_id)' using errcode = '22023';
  end if;
  if owner_text::uuid is distinct from caller then
    raise exception 'This workout belongs to another account' using errcode = '42501',
      hint = 'Queued work is sent only by the account that logged it.';
  end if;

  log_id := (p_log ->> 'id')::uuid;
  session := (p_log ->> 'session_id')::uuid;
  finished := coalesce((p_log ->> 'completed_at')::timestamptz, now());
  if log_id is null then
    raise exception 'The log needs an id' using errcode = '22023';
  end if;

  -- The finish that completes the session takes in every set the server holds for it (synced by any
  -- device), set by set: the server's copy replaces the device's only when its revision is higher
  -- (or the device does not know the set); a newer removal or un-check there leaves the set out.
  if session is not null then
    select ws.status, ws.state into session_status, session_state
    from public.workout_sessions ws
    where ws.id = session and ws.user_id = caller
    for update;
  end if;
  if session_status = 'active' and jsonb_typeof(session_state -> 'exercises') = 'array' then
    with device as (
      select s ->> 'id' as id, coalesce((s ->> 'revision')::bigint, 0) as rev
      from jsonb_array_elements(p_sets) as s
      union all
      select r ->> 'id', coalesce((r ->> 'revision')::bigint, 0)
      from jsonb_array_elements(coalesce(p_removed, '[]'::jsonb)) as r
    ),
    device_best as (
      select id, max(rev) as rev from device group by id
    ),
    held as (
      select ex, st, st ->> 'id' as id,
             coalesce(st ->> 'completed', 'false') = 'true' and coalesce(st ->> 'deleted', 'false') <> 'true' as live,
             case when jsonb_typeof(st -> 'rev') = 'number' then floor((st ->> 'rev')::numeric) else 0 end as rev,
             ei, si
      from jsonb_array_elements(session_state -> 'exercises') with ordinality as x(ex, ei)
      cross join lateral jsonb_array_elements(
        case when jsonb_typeof(ex -> 'sets') = 'array' then ex -> 'sets' else '[]'::jsonb end
      ) with ordinality as y(st, si)
      where jsonb_typeof(ex) = 'object' and jsonb_typeof(st) = 'object' and st ->> 'id' is not null
    ),
    numbered as (
      select h.*, (count(*) filter (where h.live) over (partition by h.ei order by h.si))::integer as number
      from held h
    ),
    newer as (
      select n.*,
             case when n.live then private.log_set_from_session(n.ex, n.st, n.number, finished) end as as_log_set
      from numbered n
      left join device_best d on d.id = n.id
      where (d.id is null and n.live) or n.rev > d.rev
    )
    select coalesce(jsonb_agg(as_log_set) filter (where live and as_log_set is not null), '[]'::jsonb),
           coalesce(jsonb_agg(jsonb_build_object('id', id, 'revision', rev)) filter (where not live), '[]'::jsonb)
    into held_sets, held_removed
    from newer;

    p_sets := coalesce((
      select jsonb_agg(s)
      from jsonb_array_elements(p_sets) as s
      where not exists (
        select 1 from jsonb_array_elements(held_sets || held_removed) as h where h ->> 'id' = s ->> 'id'
      )
    ), '[]'::jsonb) || held_sets;
    p_removed := coalesce(p_removed, '[]'::jsonb) || held_removed;
  end if;

  -- The workout may have been deleted while this finish waited: keep the name, drop the link.
  workout := (p_log ->> 'workout_id')::uuid;
  if workout is not null and not exists (select 1 from public.workouts w where w.id = workout) then
    workout := null;
  end if;

  -- An earlier finish of the same session owns the log: this one amends it.
  if session is not null then
    select * into saved from public.workout_logs where session_id = session;
  end if;

  if saved.id is null then
    insert into public.workout_logs (id, user_id, workout_id, session_id, workout_name, started_at, completed_at,
                                     duration_seconds, notes, created_at)
    values (log_id, caller, workout, session, coalesce(p_log ->> 'workout_name', ''),
            (p_log ->> 'started_at')::timestamptz, finished, (p_log ->> 'duration_seconds')::integer,
            p_log ->> 'notes', finished)
    on conflict do nothing;
    select * into saved from public.workout_logs where id = log_id;
    -- Two finishes of one session at the same instant: the other one made the log.
    if saved.id is null and session is not null then
      select * into saved from public.workout_logs where session_id = session;
    end if;
  end if;

  if saved.id is null or saved.user_id is distinct from caller then
    raise exception 'This log belongs to someone else' using errcode = '42501';
  end if;

  if saved.id <> log_id or saved.session_id is distinct from session then
    -- An amendment: the log spans every finish of the session.
    update public.workout_logs l
    set started_at = least(l.started_at, (p_log ->> 'started_at')::timestamptz),
        completed_at = greatest(l.completed_at, finished),
        notes = coalesce(nullif(p_log ->> 'notes', ''), l.notes)
    where l.id = saved.id;
    update public.workout_logs l
    set duration_seconds = greatest(0, extract(epoch from (l.completed_at - l.started_at))::integer)
    where l.id = saved.id and l.started_at is not null and l.completed_at is not null;
  end if;

  insert into public.workout_log_sets (id, log_id, user_id, exercise_id, workout_exercise_id, set_number, reps, weight,
                                       duration_seconds, distance_m, rpe, completed, is_warmup, notes, performed_at, revision)
  select (s ->> 'id')::uuid, saved.id, caller, (s ->> 'exercise_id')::uuid, (s ->> 'workout_exercise_id')::uuid,
         (s ->> 'set_number')::integer, (s ->> 'reps')::integer, (s ->> 'weight')::double precision,
         (s ->> 'duration_seconds')::integer, (s ->> 'distance_m')::numeric, (s ->> 'rpe')::real, coalesce((s ->> 'completed')::boolean, true),
         coalesce((s ->> 'is_warmup')::boolean, false), s ->> 'notes', coalesce((s ->> 'performed_at')::timestamptz, finished),
         coalesce((s ->> 'revision')::bigint, 0)
  from jsonb_array_elements(p_sets) as s
  on conflict (id) do update
  set exercise_id = excluded.exercise_id,
      workout_exercise_id = excluded.workout_exercise_id,
      set_number = excluded.set_number,
      reps = excluded.reps,
      weight = excluded.weight,
      duration_seconds = excluded.duration_seconds,
      distance_m = excluded.distance_m,
      rpe = excluded.rpe,
      completed = excluded.completed,
      is_warmup = excluded.is_warmup,
      notes = excluded.notes,
      performed_at = excluded.performed_at,
      revision = excluded.revision
  where public.workout_log_sets.log_id = excluded.log_id
    and excluded.revision >= public.workout_log_sets.revision;

  delete from public.workout_log_sets st
  using jsonb_array_elements(coalesce(p_removed, '[]'::jsonb)) as r
  where st.id = (r ->> 'id')::uuid
    and st.log_id = saved.id
    and st.revision < coalesce((r ->> 'revision')::bigint, 0);

  update public.workout_logs l
  set total_volume = coalesce((
    select sum(coalesce(st.reps, 0) * coalesce(st.weight, 0))
    from public.workout_log_sets st
    where st.log_id = l.id and st.completed and not st.is_warmup
  ), 0)
  where l.id = saved.id
  returning * into saved;

  if session is not null then
    update public.workout_sessions
    set status = 'completed', completed_at = coalesce(completed_at, finished)
    where id = session and user_id = caller;
  end if;

  return saved;
end;
$$;

