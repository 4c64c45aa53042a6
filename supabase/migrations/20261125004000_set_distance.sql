-- Cardio distance: a set of a run, a row or a ride records how far it went, next to its time.
--
-- * workout_log_sets.distance_m: metres (numeric, so 5 km and 5.25 km are exact), 0 to 1,000,000
--   like the other value limits. The table's grants already cover every column.
-- * complete_workout_session carries `distance_m` per set (saved, amended and re-sent like the other
--   values) and refuses a bad one with a message that says what is wrong (22023, a 400), before
--   anything is written. Unchanged otherwise.

alter table public.workout_log_sets
  add column distance_m numeric
    constraint workout_log_sets_distance_m_range check (distance_m >= 0 and distance_m <= 1000000);

comment on column public.workout_log_sets.distance_m is
  'Distance covered in the set, in metres (cardio); null when the exercise does not record one.';

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
         coalesce((s ->> 'revision')::integer, 0)
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
    and st.revision < coalesce((r ->> 'revision')::integer, 0);

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

