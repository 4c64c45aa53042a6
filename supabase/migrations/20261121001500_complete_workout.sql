-- Finishing a workout is one idempotent call: the log and every set are written together, with
-- ids made on the device, so a retry (a dead network, a double tap, a second device) never
-- duplicates anything. Runs as the caller (security invoker), so the table policies apply.
create or replace function public.complete_workout_session(p_log jsonb, p_sets jsonb)
returns public.workout_logs
language plpgsql
security invoker
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  log_id uuid := (p_log ->> 'id')::uuid;
  session uuid := (p_log ->> 'session_id')::uuid;
  finished timestamptz := coalesce((p_log ->> 'completed_at')::timestamptz, now());
  saved public.workout_logs;
begin
  if caller is null then
    raise exception 'Sign in to save a workout' using errcode = '28000';
  end if;
  if log_id is null then
    raise exception 'The log needs an id' using errcode = '22023';
  end if;
  if jsonb_typeof(coalesce(p_sets, 'null'::jsonb)) <> 'array' then
    raise exception 'Sets must be an array' using errcode = '22023';
  end if;

  insert into public.workout_logs (id, user_id, workout_id, session_id, workout_name, started_at, completed_at,
                                   duration_seconds, notes, created_at)
  values (log_id, caller, (p_log ->> 'workout_id')::uuid, session, coalesce(p_log ->> 'workout_name', ''),
          (p_log ->> 'started_at')::timestamptz, finished, (p_log ->> 'duration_seconds')::integer, p_log ->> 'notes', finished)
  on conflict (id) do nothing;

  select * into saved from public.workout_logs where id = log_id;
  if saved.user_id is distinct from caller then
    raise exception 'This log belongs to someone else' using errcode = '42501';
  end if;

  insert into public.workout_log_sets (id, log_id, user_id, exercise_id, workout_exercise_id, set_number, reps, weight,
                                       duration_seconds, rpe, completed, is_warmup, notes, performed_at)
  select (s ->> 'id')::uuid, log_id, caller, (s ->> 'exercise_id')::uuid, (s ->> 'workout_exercise_id')::uuid,
         (s ->> 'set_number')::integer, (s ->> 'reps')::integer, (s ->> 'weight')::double precision,
         (s ->> 'duration_seconds')::integer, (s ->> 'rpe')::real, coalesce((s ->> 'completed')::boolean, true),
         coalesce((s ->> 'is_warmup')::boolean, false), s ->> 'notes', coalesce((s ->> 'performed_at')::timestamptz, finished)
  from jsonb_array_elements(p_sets) as s
  on conflict (id) do nothing;

  update public.workout_logs l
  set total_volume = coalesce((
    select sum(coalesce(st.reps, 0) * coalesce(st.weight, 0))
    from public.workout_log_sets st
    where st.log_id = l.id and st.completed and not st.is_warmup
  ), 0)
  where l.id = log_id
  returning * into saved;

  if session is not null then
    update public.workout_sessions
    set status = 'completed', completed_at = coalesce(completed_at, finished)
    where id = session and user_id = caller;
  end if;

  return saved;
end;
$$;

revoke execute on function public.complete_workout_session(jsonb, jsonb) from public, anon;
grant execute on function public.complete_workout_session(jsonb, jsonb) to authenticated;
