-- Importing a workout history now keeps each set's distance (Strong's "Distance" column, Hevy's
-- distance_km / distance_miles, Liftwise's own distance_km), sent by the browser as `distance_m`
-- (metres) next to the other values. Checked like them (0 to 1000 km); a set with only a distance
-- (a run logged by distance) is a set. Unchanged otherwise (see 20261124006000).

create or replace function public.import_workout_history(p_rows jsonb, p_commit boolean default false)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  exact_names jsonb;
  word_keys jsonb;
  problems jsonb;
  report jsonb;
  row_count integer;
begin
  if caller is null then
    raise exception 'Sign in to import a workout history' using errcode = '28000';
  end if;
  if jsonb_typeof(coalesce(p_rows, 'null'::jsonb)) <> 'array' then
    raise exception 'Rows must be an array' using errcode = '22023';
  end if;
  row_count := jsonb_array_length(p_rows);
  if row_count = 0 then
    raise exception 'The file has no sets to import' using errcode = '22023';
  end if;
  if row_count > 20000 then
    raise exception 'Import at most 20000 sets at a time' using errcode = '22023';
  end if;

  -- The library the caller can read, keyed by lower-case name and by its sorted words, so that
  -- Strong's "Bench Press (Barbell)" finds "Barbell Bench Press".
  select jsonb_object_agg(k, id) into exact_names
  from (select distinct on (lower(e.name)) lower(e.name) as k, e.id
        from public.exercises e where e.is_active order by lower(e.name), e.name, e.id) x;
  select jsonb_object_agg(k, id) into word_keys
  from (select distinct on (k) k, id
        from (select e.id, e.name,
                     (select string_agg(w, ' ' order by w)
                      from regexp_split_to_table(lower(e.name), '[^a-z0-9]+') as w where w <> '') as k
              from public.exercises e where e.is_active) y
        where k is not null
        order by k, name, id) x;

  create temporary table if not exists pg_temp.import_rows (
    ord integer, row_no integer, r jsonb, exercise_id uuid, problem text, log_id uuid, set_id uuid
  ) on commit drop;
  truncate pg_temp.import_rows;

  insert into pg_temp.import_rows (ord, row_no, r, exercise_id)
  select i.ord::integer,
         case when jsonb_typeof(i.value -> 'row') = 'number' then (i.value ->> 'row')::numeric::integer else i.ord::integer end,
         i.value,
         coalesce((exact_names ->> lower(btrim(i.value ->> 'exercise_name')))::uuid,
                  (word_keys ->> (select string_agg(w, ' ' order by w)
                                  from regexp_split_to_table(lower(i.value ->> 'exercise_name'), '[^a-z0-9]+') as w
                                  where w <> ''))::uuid)
  from jsonb_array_elements(p_rows) with ordinality as i(value, ord);

  update pg_temp.import_rows t set problem = case
    when jsonb_typeof(t.r) <> 'object' then 'Not a set'
    when coalesce(t.r ->> 'started_at', '') !~ '^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$'
      then 'Date missing or not understood'
    when (t.r ->> 'started_at')::timestamptz > now() + interval '1 day' then 'Date is in the future'
    when btrim(coalesce(t.r ->> 'exercise_name', '')) = '' then 'Exercise name missing'
    when char_length(t.r ->> 'exercise_name') > 200 then 'Exercise name is too long'
    when char_length(coalesce(t.r ->> 'workout_name', '')) > 200 then 'Workout name is too long'
    when char_length(coalesce(t.r ->> 'notes', '')) > 2000 then 'Set notes are too long'
    when char_length(coalesce(t.r ->> 'workout_notes', '')) > 5000 then 'Workout notes are too long'
    when jsonb_typeof(t.r -> 'set_number') is distinct from 'number'
      or (t.r ->> 'set_number')::numeric not between 1 and 100
      or (t.r ->> 'set_number')::numeric <> trunc((t.r ->> 'set_number')::numeric) then 'Set number must be 1 to 100'
    when coalesce(jsonb_typeof(t.r -> 'weight'), 'null') not in ('number', 'null')
      or (t.r ->> 'weight')::numeric < 0 or (t.r ->> 'weight')::numeric >= 10000 then 'Weight must be 0 to 9999 kg'
    when coalesce(jsonb_typeof(t.r -> 'reps'), 'null') not in ('number', 'null')
      or (t.r ->> 'reps')::numeric not between 0 and 1000
      or (t.r ->> 'reps')::numeric <> trunc((t.r ->> 'reps')::numeric) then 'Reps must be a whole number, 0 to 1000'
    when coalesce(jsonb_typeof(t.r -> 'rpe'), 'null') not in ('number', 'null')
      or (t.r ->> 'rpe')::numeric not between 1 and 10 then 'RPE must be 1 to 10'
    when coalesce(jsonb_typeof(t.r -> 'seconds'), 'null') not in ('number', 'null')
      or (t.r ->> 'seconds')::numeric not between 0 and 86400 then 'Time must be 0 to 24 hours'
    when coalesce(jsonb_typeof(t.r -> 'distance_m'), 'null') not in ('number', 'null')
      or (t.r ->> 'distance_m')::numeric not between 0 and 1000000 then 'Distance must be 0 to 1000 km'
    when coalesce(jsonb_typeof(t.r -> 'duration_seconds'), 'null') not in ('number', 'null')
      or (t.r ->> 'duration_seconds')::numeric not between 0 and 86400 then 'Workout duration must be 0 to 24 hours'
    when coalesce(jsonb_typeof(t.r -> 'is_warmup'), 'null') not in ('boolean', 'null') then 'Warm-up must be true or false'
    when t.r ->> 'reps' is null and t.r ->> 'weight' is null and t.r ->> 'seconds' is null
      and t.r ->> 'distance_m' is null then 'The set has no weight, reps, time or distance'
    when t.exercise_id is null then 'Exercise not in the library: ' || btrim(t.r ->> 'exercise_name')
    else null
  end;

  update pg_temp.import_rows t
  set log_id = md5(caller::text || '|' || extract(epoch from (t.r ->> 'started_at')::timestamptz)::text || '|'
                   || btrim(coalesce(t.r ->> 'workout_name', '')))::uuid
  where t.problem is null;
  update pg_temp.import_rows t
  set set_id = md5(t.log_id::text || '|' || lower(btrim(t.r ->> 'exercise_name')) || '|'
                   || ((t.r ->> 'set_number')::numeric::integer)::text)::uuid
  where t.problem is null;
  update pg_temp.import_rows t set problem = 'The same set appears twice in this workout'
  where t.problem is null
    and exists (select 1 from pg_temp.import_rows o where o.set_id = t.set_id and o.ord < t.ord);

  select coalesce(jsonb_agg(jsonb_build_object('row', t.row_no, 'message', t.problem) order by t.ord), '[]'::jsonb)
  into problems
  from pg_temp.import_rows t where t.problem is not null;

  select jsonb_build_object(
    'rows', row_count,
    'errors', problems,
    'workouts', (select count(distinct log_id) from pg_temp.import_rows where problem is null),
    'sets', (select count(*) from pg_temp.import_rows where problem is null),
    'new_workouts', (select count(distinct t.log_id) from pg_temp.import_rows t
                     where t.problem is null and not exists (select 1 from public.workout_logs l where l.id = t.log_id)),
    'new_sets', (select count(*) from pg_temp.import_rows t
                 where t.problem is null and not exists (select 1 from public.workout_log_sets s where s.id = t.set_id))
  ) into report;

  if not p_commit then
    return report;
  end if;
  if jsonb_array_length(problems) > 0 then
    raise exception '% of % rows cannot be imported; nothing was imported', jsonb_array_length(problems), row_count
      using errcode = '22023', detail = problems::text;
  end if;

  insert into public.workout_logs (id, user_id, workout_name, started_at, completed_at, duration_seconds, notes, created_at)
  select distinct on (t.log_id)
         t.log_id, caller, btrim(coalesce(t.r ->> 'workout_name', '')),
         (t.r ->> 'started_at')::timestamptz,
         (t.r ->> 'started_at')::timestamptz + make_interval(secs => coalesce((t.r ->> 'duration_seconds')::numeric, 0)),
         (t.r ->> 'duration_seconds')::numeric::integer,
         nullif(btrim(coalesce(t.r ->> 'workout_notes', '')), ''),
         (t.r ->> 'started_at')::timestamptz + make_interval(secs => coalesce((t.r ->> 'duration_seconds')::numeric, 0))
  from pg_temp.import_rows t
  order by t.log_id, t.ord
  on conflict (id) do nothing;

  insert into public.workout_log_sets (id, log_id, user_id, exercise_id, set_number, reps, weight, duration_seconds, distance_m,
                                       rpe, completed, is_warmup, notes, performed_at, revision)
  select t.set_id, t.log_id, caller, t.exercise_id, (t.r ->> 'set_number')::numeric::integer,
         (t.r ->> 'reps')::numeric::integer, (t.r ->> 'weight')::double precision,
         (t.r ->> 'seconds')::numeric::integer, (t.r ->> 'distance_m')::numeric, (t.r ->> 'rpe')::real, true,
         coalesce((t.r ->> 'is_warmup')::boolean, false), nullif(btrim(coalesce(t.r ->> 'notes', '')), ''),
         (t.r ->> 'started_at')::timestamptz, 0
  from pg_temp.import_rows t
  order by t.ord
  on conflict (id) do nothing;

  update public.workout_logs l
  set total_volume = coalesce((
    select sum(coalesce(st.reps, 0) * coalesce(st.weight, 0))
    from public.workout_log_sets st
    where st.log_id = l.id and st.completed and not st.is_warmup
  ), 0)
  where l.id in (select distinct log_id from pg_temp.import_rows);

  return report;
end;
$$;

