-- The workout builder: supersets and circuits, archiving, a revision for conflict detection, and one
-- function that saves a workout with all its exercises.

-- Consecutive exercises sharing a group letter are done back to back (two: a superset, three or
-- more: a circuit) and rested after the last one. Null: a straight set.
alter table public.workout_exercises
  add column group_key text,
  add constraint workout_exercises_group_key_letter check (group_key ~ '^[A-Z]$'),
  -- Tempo is four parts (eccentric, pause, concentric, pause), digits or X for explosive.
  add constraint workout_exercises_tempo_four_parts check (tempo ~ '^[0-9Xx]-[0-9Xx]-[0-9Xx]-[0-9Xx]$');

comment on column public.workout_exercises.group_key is
  'Superset or circuit letter shared by consecutive exercises of a workout; null for a straight set.';

-- Archived workouts leave the list and the pickers; programs and logs that use them keep them.
-- `revision` counts saves: an editor sends the revision it loaded and a stale one is refused.
alter table public.workouts
  add column is_archived boolean not null default false,
  add column revision integer not null default 1 check (revision >= 1);

create or replace function private.bump_workout_revision()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.revision := old.revision + 1;
  return new;
end;
$$;

create trigger workouts_bump_revision
before update on public.workouts
for each row execute function private.bump_workout_revision();

-- A workout that a program or a logged workout uses cannot be deleted through the API: the
-- program would lose a day and the log its link. Archive it instead. (Deleting an account, done by
-- the service role, still cascades.)
-- Whether a program or any log uses the workout, whoever owns them (the caller may not see them).
create or replace function private.workout_in_use(target uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.program_workouts pw where pw.workout_id = target)
    or exists (select 1 from public.workout_logs l where l.workout_id = target);
$$;

-- Not security definer: current_user is the API role the request runs as.
create or replace function private.refuse_deleting_used_workout()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('authenticated', 'anon') and private.workout_in_use(old.id) then
    raise exception 'This workout is used by a program or a logged workout. Archive it instead.'
      using errcode = 'PT409';
  end if;
  return old;
end;
$$;

create trigger workouts_refuse_deleting_used
before delete on public.workouts
for each row execute function private.refuse_deleting_used_workout();

revoke execute on function private.bump_workout_revision() from public, anon, authenticated;
revoke execute on function private.refuse_deleting_used_workout() from public, anon, authenticated;
revoke execute on function private.workout_in_use(uuid) from public, anon;
grant execute on function private.workout_in_use(uuid) to authenticated, service_role;

create index workouts_archived_idx on public.workouts (is_archived);

-- Saves a workout and its exercises in one transaction. p_workout holds the workout's fields (and
-- its id when editing); p_exercises the exercises in order; p_expected_revision the revision the
-- editor loaded (required when editing). Runs as the caller: row-level security decides who may
-- create or edit. Errors: 22023 bad input (400), PT404 not found, PT409 edited meanwhile.
create or replace function public.save_workout(p_workout jsonb, p_exercises jsonb, p_expected_revision integer default null)
returns public.workouts
language plpgsql
security invoker
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  target uuid;
  current_revision integer;
  saved public.workouts;
  bad_group text;
begin
  if caller is null then
    raise exception 'Sign in to save a workout' using errcode = '28000';
  end if;
  if jsonb_typeof(coalesce(p_workout, 'null'::jsonb)) <> 'object' then
    raise exception 'The workout must be an object' using errcode = '22023';
  end if;
  if jsonb_typeof(coalesce(p_exercises, 'null'::jsonb)) <> 'array' then
    raise exception 'Exercises must be an array' using errcode = '22023';
  end if;
  if jsonb_array_length(p_exercises) > 100 then
    raise exception 'A workout holds at most 100 exercises' using errcode = '22023';
  end if;
  if exists (select 1 from jsonb_array_elements(p_exercises) e where jsonb_typeof(e) <> 'object') then
    raise exception 'Each exercise must be an object' using errcode = '22023';
  end if;
  if btrim(coalesce(p_workout ->> 'name', '')) = '' then
    raise exception 'Give the workout a name' using errcode = '22023';
  end if;

  -- Groups: every letter is used by two or more exercises in a row.
  select g.key into bad_group
  from (
    select e.value ->> 'group_key' as key, e.ordinality as position
    from jsonb_array_elements(p_exercises) with ordinality e
  ) g
  where g.key is not null
  group by g.key
  having count(*) < 2 or max(g.position) - min(g.position) + 1 <> count(*)
  limit 1;
  if bad_group is not null then
    raise exception 'Superset % must be two or more exercises next to each other', bad_group using errcode = '22023';
  end if;

  target := nullif(p_workout ->> 'id', '')::uuid;
  if target is null then
    -- The id is made here: `returning` would need the select policy to see a row its own statement
    -- is writing.
    target := gen_random_uuid();
    insert into public.workouts (id, name, description, workout_type, difficulty, estimated_duration, equipment,
                                 muscle_groups, client_id, created_by)
    values (
      target,
      btrim(p_workout ->> 'name'),
      nullif(btrim(p_workout ->> 'description'), ''),
      coalesce(p_workout ->> 'workout_type', 'strength'),
      coalesce(p_workout ->> 'difficulty', 'intermediate'),
      nullif(p_workout ->> 'estimated_duration', '')::integer,
      coalesce(array(select jsonb_array_elements_text(p_workout -> 'equipment')), '{}'),
      coalesce(array(select jsonb_array_elements_text(p_workout -> 'muscle_groups')), '{}'),
      nullif(p_workout ->> 'client_id', '')::uuid,
      caller
    );
  else
    select w.revision into current_revision from public.workouts w where w.id = target for update;
    if not found then
      -- `for update` hides rows the caller may read but not edit (the update policy applies).
      if private.can_read_workout(target) then
        raise exception 'You may not edit this workout' using errcode = '42501';
      end if;
      raise exception 'Workout not found' using errcode = 'PT404';
    end if;
    if p_expected_revision is null or p_expected_revision <> current_revision then
      raise exception 'Someone else saved this workout after you opened it. Reload to see their changes, then edit again.'
        using errcode = 'PT409';
    end if;
    update public.workouts w
    set name = btrim(p_workout ->> 'name'),
        description = nullif(btrim(p_workout ->> 'description'), ''),
        workout_type = coalesce(p_workout ->> 'workout_type', w.workout_type),
        difficulty = coalesce(p_workout ->> 'difficulty', w.difficulty),
        estimated_duration = nullif(p_workout ->> 'estimated_duration', '')::integer,
        equipment = coalesce(array(select jsonb_array_elements_text(p_workout -> 'equipment')), '{}'),
        muscle_groups = coalesce(array(select jsonb_array_elements_text(p_workout -> 'muscle_groups')), '{}')
    where w.id = target;
    if not found then
      raise exception 'You may not edit this workout' using errcode = '42501';
    end if;
  end if;

  -- Rows keep their id when the editor sends one of this workout's rows back (history in logs points
  -- at it); anything else is new.
  delete from public.workout_exercises we
  where we.workout_id = target
    and we.id not in (
      select (e ->> 'id')::uuid from jsonb_array_elements(p_exercises) e where nullif(e ->> 'id', '') is not null
    );

  insert into public.workout_exercises as we (
    id, workout_id, exercise_id, "order", sets, rep_single, rep_min, rep_max, rep_is_range, is_time_based,
    duration, weight, rest_time, tempo, notes, group_key
  )
  select
    coalesce((select x.id from public.workout_exercises x where x.workout_id = target and x.id = nullif(e ->> 'id', '')::uuid),
             gen_random_uuid()),
    target,
    (e ->> 'exercise_id')::uuid,
    (position - 1)::integer,
    coalesce((e ->> 'sets')::integer, 3),
    (e ->> 'rep_single')::integer,
    (e ->> 'rep_min')::integer,
    (e ->> 'rep_max')::integer,
    coalesce((e ->> 'rep_is_range')::boolean, false),
    coalesce((e ->> 'is_time_based')::boolean, false),
    (e ->> 'duration')::integer,
    (e ->> 'weight')::double precision,
    (e ->> 'rest_time')::integer,
    nullif(btrim(e ->> 'tempo'), ''),
    nullif(btrim(e ->> 'notes'), ''),
    nullif(e ->> 'group_key', '')
  from jsonb_array_elements(p_exercises) with ordinality as items(e, position)
  on conflict (id) do update
  set exercise_id = excluded.exercise_id,
      "order" = excluded."order",
      sets = excluded.sets,
      rep_single = excluded.rep_single,
      rep_min = excluded.rep_min,
      rep_max = excluded.rep_max,
      rep_is_range = excluded.rep_is_range,
      is_time_based = excluded.is_time_based,
      duration = excluded.duration,
      weight = excluded.weight,
      rest_time = excluded.rest_time,
      tempo = excluded.tempo,
      notes = excluded.notes,
      group_key = excluded.group_key
  where we.workout_id = target;

  select * into saved from public.workouts w where w.id = target;
  return saved;
end;
$$;

revoke execute on function public.save_workout(jsonb, jsonb, integer) from public, anon;
grant execute on function public.save_workout(jsonb, jsonb, integer) to authenticated;
