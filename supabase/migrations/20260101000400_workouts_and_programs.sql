-- Workouts (with their exercises) and programs (ordered workouts on a weekly or flexible schedule),
-- who reads and edits them, and the builders' RPCs: save_workout, save_program, assign_program,
-- push_program_to_clients, save_ai_workout (the AI trainer's draft), author_names.

-- Tables -----------------------------------------------------------------------------------------

-- workouts and their exercises. A workout belongs to its creator; it may be made for one client
-- (client_id) and may be used by programs.
create table public.workouts (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  description text,
  is_ai_generated boolean not null default false,
  muscle_groups text[] not null default '{}',
  workout_type text not null default 'strength',
  difficulty text not null default 'intermediate' check (difficulty in ('beginner', 'intermediate', 'advanced', 'expert')),
  estimated_duration integer check (estimated_duration between 1 and 600),
  equipment text[] not null default '{}',
  created_by uuid not null references public.users (id) on delete cascade,
  client_id uuid references public.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Archived workouts leave the list and the pickers; programs and logs that use them keep them.
  is_archived boolean not null default false,
  -- Counts saves: an editor sends the revision it loaded and a stale one is refused.
  revision integer not null default 1 check (revision >= 1),
  constraint workouts_name_not_blank check (btrim(name) <> ''),
  constraint workouts_name_length check (char_length(name) <= 200),
  constraint workouts_description_length check (char_length(description) <= 5000),
  constraint workouts_muscle_groups_size check (private.text_array_within(muscle_groups, 30, 100)),
  constraint workouts_workout_type_length check (char_length(workout_type) <= 50),
  constraint workouts_equipment_size check (private.text_array_within(equipment, 50, 100)),
  constraint workouts_created_at_in_range check (created_at is null or (created_at >= '1900-01-01' and created_at < '2200-01-01')),
  constraint workouts_updated_at_in_range check (updated_at is null or (updated_at >= '1900-01-01' and updated_at < '2200-01-01'))
);

create index workouts_created_by_idx on public.workouts (created_by, created_at desc);

create index workouts_client_id_idx on public.workouts (client_id);

create table public.workout_exercises (
  id uuid primary key default gen_random_uuid(),
  workout_id uuid not null references public.workouts (id) on delete cascade,
  exercise_id uuid not null references public.exercises (id) on delete restrict,
  "order" integer not null default 0,
  sets integer not null default 3 check (sets between 1 and 50),
  rep_single integer check (rep_single between 0 and 1000),
  rep_min integer check (rep_min between 0 and 1000),
  rep_max integer check (rep_max between 0 and 1000),
  rep_is_range boolean not null default false,
  is_time_based boolean not null default false,
  duration integer check (duration between 0 and 86400),
  weight double precision check (weight >= 0 and weight < 10000),
  rest_time integer check (rest_time between 0 and 3600),
  tempo text,
  notes text,
  created_at timestamptz not null default now(),
  group_key text,
  constraint workout_exercises_rep_range_ordered check (not rep_is_range or rep_min is null or rep_max is null or rep_min <= rep_max),
  constraint workout_exercises_tempo_length check (char_length(tempo) <= 20),
  constraint workout_exercises_notes_length check (char_length(notes) <= 2000),
  constraint workout_exercises_group_key_letter check (group_key ~ '^[A-Z]$'),
  constraint workout_exercises_tempo_four_parts check (tempo ~ '^[0-9Xx]-[0-9Xx]-[0-9Xx]-[0-9Xx]$'),
  constraint workout_exercises_created_at_in_range check (created_at is null or (created_at >= '1900-01-01' and created_at < '2200-01-01'))
);

create index workout_exercises_workout_idx on public.workout_exercises (workout_id, "order");

create index workout_exercises_exercise_idx on public.workout_exercises (exercise_id);

-- programs: an ordered set of workouts assigned to a client, on a weekly schedule (day_of_week)
-- or a flexible one (rotation by position, from starting_workout_index). The builder and assignment
-- (docs/programs.md): a client has at most one active program (a partial unique index says so,
-- whoever writes); save_program writes a program and all its program_workouts in one transaction,
-- with optimistic concurrency on updated_at; assign_program copies a program for each client
-- (program + program_workouts; the workouts stay shared references), completing each client's
-- previous active program. Both run as the caller (security invoker), so every row they touch
-- passes the same policies a direct write would; the assignment rule (the client's own trainer or
-- an admin) is checked explicitly as well, for a clear message.
create table public.programs (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  description text,
  client_id uuid references public.users (id) on delete cascade,
  created_by uuid not null references public.users (id) on delete cascade,
  status text not null default 'active' check (status in ('draft', 'active', 'completed', 'archived')),
  flex_schedule boolean not null default false,
  starting_workout_index integer not null default 0 check (starting_workout_index >= 0),
  difficulty text check (difficulty in ('beginner', 'intermediate', 'advanced', 'expert')),
  goals text[] not null default '{}',
  duration_weeks integer check (duration_weeks between 1 and 104),
  start_date date,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- The builder's selectedTrainingStyles.
  training_styles text[] not null default array['engage-health'],
  -- The template a client's copy was made from.
  source_program_id uuid references public.programs (id) on delete set null,
  constraint programs_name_not_blank check (btrim(name) <> ''),
  constraint programs_name_length check (char_length(name) <= 200),
  constraint programs_description_length check (char_length(description) <= 5000),
  constraint programs_goals_size check (private.text_array_within(goals, 50, 200)),
  constraint programs_training_styles_size check (private.text_array_within(training_styles, 20, 100)),
  constraint programs_created_at_in_range check (created_at is null or (created_at >= '1900-01-01' and created_at < '2200-01-01')),
  constraint programs_start_date_in_range check (start_date is null or (start_date >= '1900-01-01' and start_date < '2200-01-01')),
  constraint programs_updated_at_in_range check (updated_at is null or (updated_at >= '1900-01-01' and updated_at < '2200-01-01'))
);

create index programs_client_status_idx on public.programs (client_id, status, created_at desc);

create index programs_created_by_idx on public.programs (created_by);

create table public.program_workouts (
  id uuid primary key default gen_random_uuid(),
  program_id uuid not null references public.programs (id) on delete cascade,
  workout_id uuid not null references public.workouts (id) on delete cascade,
  position integer not null default 0,
  day_of_week smallint check (day_of_week between 0 and 6),
  notes text,
  created_at timestamptz not null default now(),
  constraint program_workouts_notes_length check (char_length(notes) <= 2000),
  constraint program_workouts_created_at_in_range check (created_at is null or (created_at >= '1900-01-01' and created_at < '2200-01-01'))
);

create index program_workouts_program_idx on public.program_workouts (program_id, position);

create index program_workouts_workout_idx on public.program_workouts (workout_id);

comment on column public.workout_exercises.group_key is
  'Superset or circuit letter shared by consecutive exercises of a workout; null for a straight set.';

create index workouts_archived_idx on public.workouts (is_archived);

create index programs_source_program_idx on public.programs (source_program_id);

create unique index programs_one_active_per_client on public.programs (client_id)
where status = 'active' and client_id is not null;

-- Functions --------------------------------------------------------------------------------------

create function private.can_read_program(target uuid)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
begin
  return exists (
      select 1 from public.programs p
      where p.id = target
        and (p.created_by = caller
          or p.client_id = caller
          or exists (select 1 from public.users c where c.id = p.client_id and c.assigned_to = caller))
    )
    or exists (select 1 from public.users u where u.id = caller and u.role = 'admin');
end;
$$;

create function private.can_read_workout(target uuid)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
begin
  return exists (
      select 1 from public.workouts w
      where w.id = target
        and (w.created_by = caller
          or w.client_id = caller
          or exists (select 1 from public.users c where c.id = w.client_id and c.assigned_to = caller)
          or exists (select 1 from public.users c where c.id = w.created_by and c.assigned_to = caller))
    )
    or exists (
      select 1
      from public.program_workouts pw join public.programs p on p.id = pw.program_id
      where pw.workout_id = target
        and (p.client_id = caller
          or exists (select 1 from public.users c where c.id = p.client_id and c.assigned_to = caller))
    )
    or exists (select 1 from public.users u where u.id = caller and u.role = 'admin');
end;
$$;

create function private.bump_workout_revision()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.revision := old.revision + 1;
  return new;
end;
$$;

-- Saves a workout and its exercises in one transaction. p_workout holds the workout's fields (and
-- its id when editing); p_exercises the exercises in order; p_expected_revision the revision the
-- editor loaded (required when editing). Runs as the caller: row-level security decides who may
-- create or edit. Errors: 22023 bad input (400), PT404 not found, PT409 edited meanwhile.
create function public.save_workout(p_workout jsonb, p_exercises jsonb, p_expected_revision integer default null)
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

-- Checks that the caller may give this client a program, then completes the client's active one.
-- Runs as the caller: the update passes the programs update policy.
create function private.make_room_for_program(p_client uuid)
returns void
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if not exists (
    select 1 from public.users u
    where u.id = p_client
      and u.role = 'client'
      and (u.assigned_to = (select auth.uid()) or private.is_admin())
  ) then
    raise exception 'Only this client''s trainer or an admin can assign them a program' using errcode = '42501';
  end if;
  update public.programs set status = 'completed' where client_id = p_client and status = 'active';
end;
$$;

create function public.assign_program(p_program_id uuid, p_client_ids uuid[])
returns uuid[]
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_source public.programs;
  v_client uuid;
  v_copy uuid;
  v_copies uuid[] := '{}';
begin
  if (select auth.uid()) is null then
    raise exception 'Sign in to assign a program' using errcode = '28000';
  end if;
  if p_client_ids is null or cardinality(p_client_ids) = 0 then
    raise exception 'Choose at least one client' using errcode = '22023';
  end if;
  if cardinality(p_client_ids) > 200 then
    raise exception 'Assign to at most 200 clients at once' using errcode = '22023';
  end if;
  select * into v_source from public.programs where id = p_program_id;
  if not found then
    raise exception 'Program not found, or not yours to assign' using errcode = '42501';
  end if;
  if not exists (select 1 from public.program_workouts where program_id = p_program_id) then
    raise exception 'Add at least one workout before assigning this program' using errcode = '22023';
  end if;

  for v_client in
    select c from unnest(p_client_ids) with ordinality as t (c, n) where c is not null group by c order by min(n)
  loop
    perform private.make_room_for_program(v_client);
    insert into public.programs (name, description, client_id, created_by, status, flex_schedule,
                                 starting_workout_index, difficulty, goals, training_styles, duration_weeks,
                                 start_date, source_program_id)
    values (v_source.name, v_source.description, v_client, (select auth.uid()), 'active', v_source.flex_schedule,
            v_source.starting_workout_index, v_source.difficulty, v_source.goals, v_source.training_styles,
            v_source.duration_weeks, current_date, v_source.id)
    returning id into v_copy;
    insert into public.program_workouts (program_id, workout_id, position, day_of_week, notes)
    select v_copy, pw.workout_id, pw.position, pw.day_of_week, pw.notes
    from public.program_workouts pw
    where pw.program_id = p_program_id;
    v_copies := v_copies || v_copy;
  end loop;
  return v_copies;
end;
$$;

-- Writes a program and all its program_workouts in one transaction, with optimistic concurrency on
-- updated_at. Called by public.save_program once the program's new workouts are saved.
create function private.save_program_core(p_program jsonb)
returns public.programs
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_id uuid;
  v_name text;
  v_description text;
  v_flex boolean;
  v_weeks integer;
  v_start_index integer;
  v_start_date date;
  v_difficulty text;
  v_client uuid;
  v_items jsonb;
  v_item jsonb;
  v_position integer := 0;
  v_day integer;
  v_notes text;
  v_current public.programs;
  v_saved public.programs;
begin
  if (select auth.uid()) is null then
    raise exception 'Sign in to save a program' using errcode = '28000';
  end if;
  if p_program is null or jsonb_typeof(p_program) <> 'object' then
    raise exception 'The program must be an object' using errcode = '22023';
  end if;

  v_name := btrim(coalesce(p_program ->> 'name', ''));
  if v_name = '' then
    raise exception 'Give the program a name' using errcode = '22023';
  end if;
  if char_length(v_name) > 200 then
    raise exception 'Keep the program name under 200 characters' using errcode = '22023';
  end if;
  v_description := nullif(btrim(coalesce(p_program ->> 'description', '')), '');
  if char_length(v_description) > 5000 then
    raise exception 'Keep the description under 5000 characters' using errcode = '22023';
  end if;

  if jsonb_typeof(p_program -> 'duration_weeks') = 'number' then
    v_weeks := (p_program ->> 'duration_weeks')::numeric;
    if v_weeks::numeric <> (p_program ->> 'duration_weeks')::numeric or v_weeks not between 1 and 104 then
      raise exception 'Duration must be a whole number of weeks from 1 to 104' using errcode = '22023';
    end if;
  elsif p_program ? 'duration_weeks' and jsonb_typeof(p_program -> 'duration_weeks') <> 'null' then
    raise exception 'Duration must be a whole number of weeks from 1 to 104' using errcode = '22023';
  end if;

  v_difficulty := nullif(p_program ->> 'difficulty', '');
  if v_difficulty is not null and v_difficulty not in ('beginner', 'intermediate', 'advanced', 'expert') then
    raise exception 'Difficulty must be beginner, intermediate, advanced or expert' using errcode = '22023';
  end if;

  if nullif(p_program ->> 'start_date', '') is not null then
    begin
      v_start_date := (p_program ->> 'start_date')::date;
    exception when others then
      raise exception 'Start date must be a date (YYYY-MM-DD)' using errcode = '22023';
    end;
  end if;

  v_flex := coalesce((p_program ->> 'flex_schedule')::boolean, false);
  v_items := coalesce(p_program -> 'workouts', '[]'::jsonb);
  if jsonb_typeof(v_items) <> 'array' then
    raise exception 'Workouts must be a list' using errcode = '22023';
  end if;
  if jsonb_array_length(v_items) > 100 then
    raise exception 'A program holds at most 100 workouts' using errcode = '22023';
  end if;
  v_start_index := coalesce((p_program ->> 'starting_workout_index')::integer, 0);
  if v_start_index < 0 or (v_start_index > 0 and v_start_index >= jsonb_array_length(v_items)) then
    raise exception 'The rotation must start at one of its workouts' using errcode = '22023';
  end if;

  if p_program ? 'id' and jsonb_typeof(p_program -> 'id') = 'string' then
    v_id := (p_program ->> 'id')::uuid;
    select * into v_current from public.programs where id = v_id for update;
    if not found then
      raise exception 'Program not found, or not yours to edit' using errcode = '42501';
    end if;
    if nullif(p_program ->> 'expected_updated_at', '') is not null
      and v_current.updated_at <> (p_program ->> 'expected_updated_at')::timestamptz then
      raise exception 'Someone else changed this program since you opened it. Reload to see their version.'
        using errcode = 'PT409';
    end if;
    update public.programs
    set name = v_name, description = v_description, difficulty = v_difficulty,
        goals = coalesce(private.json_text_items(p_program -> 'goals', 'Goals'), '{}'),
        training_styles = coalesce(private.json_text_items(p_program -> 'training_styles', 'Training styles'), '{}'),
        duration_weeks = v_weeks, start_date = v_start_date, flex_schedule = v_flex,
        starting_workout_index = v_start_index
    where id = v_id
    returning * into v_saved;
    if not found then
      raise exception 'Program not found, or not yours to edit' using errcode = '42501';
    end if;
    delete from public.program_workouts where program_id = v_id;
  else
    v_client := nullif(p_program ->> 'client_id', '')::uuid;
    if v_client is not null then
      perform private.make_room_for_program(v_client);
    end if;
    insert into public.programs (name, description, client_id, created_by, status, flex_schedule,
                                 starting_workout_index, difficulty, goals, training_styles, duration_weeks, start_date)
    values (v_name, v_description, v_client, (select auth.uid()), 'active', v_flex, v_start_index, v_difficulty,
            coalesce(private.json_text_items(p_program -> 'goals', 'Goals'), '{}'),
            coalesce(private.json_text_items(p_program -> 'training_styles', 'Training styles'), array['engage-health']),
            v_weeks, coalesce(v_start_date, case when v_client is not null then current_date end))
    returning * into v_saved;
  end if;

  for v_item in select value from jsonb_array_elements(v_items) loop
    if jsonb_typeof(v_item) <> 'object' or coalesce(jsonb_typeof(v_item -> 'workout_id'), 'missing') <> 'string' then
      raise exception 'Each program workout needs a workout' using errcode = '22023';
    end if;
    v_day := null;
    if not v_flex then
      if coalesce(jsonb_typeof(v_item -> 'day_of_week'), 'missing') <> 'number'
        or (v_item ->> 'day_of_week')::numeric not in (0, 1, 2, 3, 4, 5, 6) then
        raise exception 'Each workout of a weekly program needs a day of the week (0 = Sunday to 6 = Saturday)'
          using errcode = '22023';
      end if;
      v_day := (v_item ->> 'day_of_week')::integer;
    end if;
    v_notes := nullif(btrim(coalesce(v_item ->> 'notes', '')), '');
    if char_length(v_notes) > 2000 then
      raise exception 'Keep workout notes under 2000 characters' using errcode = '22023';
    end if;
    insert into public.program_workouts (program_id, workout_id, position, day_of_week, notes)
    values (v_saved.id, (v_item ->> 'workout_id')::uuid, v_position, v_day, v_notes);
    v_position := v_position + 1;
  end loop;

  return v_saved;
end;
$$;

create function public.save_program(p_program jsonb)
returns public.programs
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_pending jsonb;
  v_item jsonb;
  v_key text;
  v_ids jsonb := '{}'::jsonb;
  v_saved public.workouts;
  v_workouts jsonb := '[]'::jsonb;
begin
  if (select auth.uid()) is null then
    raise exception 'Sign in to save a program' using errcode = '28000';
  end if;
  if p_program is null or jsonb_typeof(p_program) <> 'object' then
    raise exception 'The program must be an object' using errcode = '22023';
  end if;
  v_pending := coalesce(p_program -> 'pending_workouts', '[]'::jsonb);
  if jsonb_typeof(v_pending) = 'null' then
    v_pending := '[]'::jsonb;
  end if;
  if jsonb_typeof(v_pending) <> 'array' then
    raise exception 'New workouts must be a list' using errcode = '22023';
  end if;
  if jsonb_array_length(v_pending) > 50 then
    raise exception 'Save at most 50 new workouts with a program' using errcode = '22023';
  end if;

  for v_item in select value from jsonb_array_elements(v_pending) loop
    v_key := case when jsonb_typeof(v_item) = 'object' then v_item ->> 'key' end;
    if coalesce(btrim(v_key), '') = '' or char_length(v_key) > 100 or v_ids ? v_key then
      raise exception 'Each new workout needs its own key' using errcode = '22023';
    end if;
    if coalesce(jsonb_typeof(v_item -> 'workout'), 'missing') <> 'object'
      or coalesce(jsonb_typeof(v_item -> 'exercises'), 'missing') <> 'array' then
      raise exception 'Each new workout needs its details and exercises' using errcode = '22023';
    end if;
    if nullif(v_item -> 'workout' ->> 'id', '') is not null then
      raise exception 'A new workout cannot carry an id' using errcode = '22023';
    end if;
    v_saved := public.save_workout(v_item -> 'workout', v_item -> 'exercises', null);
    v_ids := v_ids || jsonb_build_object(v_key, v_saved.id);
  end loop;

  if jsonb_typeof(p_program -> 'workouts') = 'array' then
    for v_item in select value from jsonb_array_elements(p_program -> 'workouts') loop
      if jsonb_typeof(v_item) = 'object' and v_item ? 'pending_key' then
        v_key := v_item ->> 'pending_key';
        if v_key is null or not v_ids ? v_key then
          raise exception 'A scheduled workout refers to a new workout that is not in this save'
            using errcode = '22023';
        end if;
        v_item := (v_item - 'pending_key') || jsonb_build_object('workout_id', v_ids -> v_key);
      end if;
      v_workouts := v_workouts || jsonb_build_array(v_item);
    end loop;
    p_program := jsonb_set(p_program, '{workouts}', v_workouts);
  end if;

  return private.save_program_core(p_program - 'pending_workouts');
end;
$$;

-- "Push changes to clients": the template's current settings and schedule replace those of every
-- copy made from it that is still active. Only the program and program_workouts rows change: logs,
-- sessions and the copies' client, status and start date stay. Runs as the caller, so a copy the
-- caller may not edit is refused by the programs policies (nothing changes then). Returns the ids
-- of the copies it updated.
create function public.push_program_to_clients(p_program_id uuid)
returns uuid[]
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_source public.programs;
  v_copy uuid;
  v_updated uuid[] := '{}';
begin
  if (select auth.uid()) is null then
    raise exception 'Sign in to update client programs' using errcode = '28000';
  end if;
  select * into v_source from public.programs where id = p_program_id;
  if not found then
    raise exception 'Program not found, or not yours to push' using errcode = '42501';
  end if;
  if v_source.client_id is not null then
    raise exception 'Only a template''s changes can be pushed to the clients using it' using errcode = '22023';
  end if;
  if not exists (select 1 from public.program_workouts where program_id = p_program_id) then
    raise exception 'Add at least one workout before pushing this program' using errcode = '22023';
  end if;

  for v_copy in
    select p.id from public.programs p
    where p.source_program_id = p_program_id and p.status = 'active' and p.client_id is not null
    order by p.id
    for update
  loop
    update public.programs
    set name = v_source.name, description = v_source.description, difficulty = v_source.difficulty,
        goals = v_source.goals, training_styles = v_source.training_styles,
        duration_weeks = v_source.duration_weeks, flex_schedule = v_source.flex_schedule,
        starting_workout_index = v_source.starting_workout_index
    where id = v_copy;
    if not found then
      raise exception 'You cannot edit one of the client programs made from this template' using errcode = '42501';
    end if;
    delete from public.program_workouts where program_id = v_copy;
    insert into public.program_workouts (program_id, workout_id, position, day_of_week, notes)
    select v_copy, pw.workout_id, pw.position, pw.day_of_week, pw.notes
    from public.program_workouts pw
    where pw.program_id = p_program_id;
    v_updated := v_updated || v_copy;
  end loop;
  return v_updated;
end;
$$;

-- save_ai_workout: saves a workout the AI trainer generated and the person approved, marked
-- is_ai_generated, in one transaction. It is save_workout (new workouts only) plus the mark: the
-- mark is set here, not by the browser afterwards, so an AI workout is never saved unmarked.
-- Runs as the caller: the same row-level security decides who may create it and for whom.
create function public.save_ai_workout(p_workout jsonb, p_exercises jsonb)
returns public.workouts
language plpgsql
security invoker
set search_path = ''
as $$
declare
  saved public.workouts;
begin
  if nullif(coalesce(p_workout, '{}'::jsonb) ->> 'id', '') is not null then
    raise exception 'An AI workout is always saved as a new workout' using errcode = '22023';
  end if;
  if jsonb_typeof(coalesce(p_exercises, 'null'::jsonb)) <> 'array' or jsonb_array_length(p_exercises) = 0 then
    raise exception 'An AI workout needs exercises' using errcode = '22023';
  end if;
  saved := public.save_workout(p_workout, p_exercises, null);
  update public.workouts w set is_ai_generated = true where w.id = saved.id;
  select * into saved from public.workouts w where w.id = saved.id;
  return saved;
end;
$$;

-- Who may edit a workout or a program. Every write to something that belongs to a client's coaching
-- (their program copies and its schedule, the workouts written for them and those workouts'
-- exercises) needs the writer to be that client's trainer now, or an admin: a client moved to
-- another trainer (move_clients) is no longer writable by the old one (issue 24).
--
-- What the author keeps: reading. `created_by` stays history, so the read policies (and
-- private.can_read_program / can_read_workout) still let him open the program and workouts he
-- wrote (docs/clients.md). Templates and library workouts (no client) stay their author's.
--
-- Who writes what:
--   programs, program_workouts: a client's copy: that client's trainer now (any author), admins;
--     a template (no client): its author (staff), admins.
--   workouts, workout_exercises: a workout for a client: its author while the client is theirs now
--     (or the client's own workout, written by the client), admins; a library workout (no client):
--     its author, admins.

create function private.can_edit_program(target uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.is_admin() or exists (
    select 1 from public.programs p
    where p.id = target
      and private.is_staff()
      and ((p.client_id is null and p.created_by = (select auth.uid()))
        or p.client_id in (select private.assigned_client_ids()))
  );
$$;

create function private.can_edit_workout(target uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.is_admin() or exists (
    select 1 from public.workouts w
    where w.id = target
      and w.created_by = (select auth.uid())
      and (w.client_id is null
        or w.client_id = (select auth.uid())
        or w.client_id in (select private.assigned_client_ids()))
  );
$$;

-- 2. Security definer functions callable through the Data API. Each keeps its name, arguments,
--    result and behaviour, but becomes a security invoker function in `public` that calls a
--    security definer twin in `private` (a schema the Data API does not expose). The privileged
--    part is unchanged and still derives the caller from auth.uid(): admins get their own
--    conversations, trainers their own clients, nobody more than before.

create function private.author_names(p_ids uuid[])
returns table (id uuid, name text)
language sql
stable
security definer
set search_path = ''
as $$
  select u.id,
         coalesce(nullif(btrim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), ''), 'Unnamed')
  from public.users u
  where (select private.is_staff())
    and u.id = any ((p_ids)[1:500])
    and (
      u.role in ('staff', 'admin')
      or u.id = (select auth.uid())
      or u.id in (select private.assigned_client_ids())
      or (select private.is_admin())
    )
  order by 2, 1;
$$;

create function public.author_names(p_ids uuid[])
returns table (id uuid, name text)
language sql
stable
security invoker
set search_path = ''
as $$
  select a.id, a.name from private.author_names(p_ids) as a;
$$;

-- Triggers ---------------------------------------------------------------------------------------

create trigger workouts_set_updated_at
before update on public.workouts
for each row execute function private.set_updated_at();

create trigger programs_set_updated_at
before update on public.programs
for each row execute function private.set_updated_at();

create trigger workouts_keep_id before update of id on public.workouts
for each row execute function private.keep_primary_key();

create trigger workout_exercises_keep_id before update of id on public.workout_exercises
for each row execute function private.keep_primary_key();

create trigger programs_keep_id before update of id on public.programs
for each row execute function private.keep_primary_key();

create trigger program_workouts_keep_id before update of id on public.program_workouts
for each row execute function private.keep_primary_key();

create trigger programs_keep_author before update on public.programs
for each row execute function private.keep_column_unless_admin('created_by');

create trigger workouts_bump_revision
before update on public.workouts
for each row execute function private.bump_workout_revision();

-- Row-level security -----------------------------------------------------------------------------

alter table public.workouts enable row level security;

create policy "workouts: active accounts only"
on public.workouts as restrictive for all to authenticated
using ((select private.caller_is_active())) with check ((select private.caller_is_active()));

create policy "workouts: create as yourself, for yourself or an assigned client"
on public.workouts for insert to authenticated
with check (
  created_by = (select auth.uid())
  and (client_id is null
    or client_id = (select auth.uid())
    or client_id in (select private.assigned_client_ids())
    or (select private.is_admin()))
);

alter table public.workout_exercises enable row level security;

create policy "workout_exercises: active accounts only"
on public.workout_exercises as restrictive for all to authenticated
using ((select private.caller_is_active())) with check ((select private.caller_is_active()));

create policy "workout_exercises: editable with their workout (insert)"
on public.workout_exercises for insert to authenticated
with check (private.can_edit_workout(workout_id));

create policy "workout_exercises: editable with their workout (update)"
on public.workout_exercises for update to authenticated
using (private.can_edit_workout(workout_id))
with check (private.can_edit_workout(workout_id));

create policy "workout_exercises: editable with their workout (delete)"
on public.workout_exercises for delete to authenticated
using (private.can_edit_workout(workout_id));

alter table public.programs enable row level security;

create policy "programs: active accounts only"
on public.programs as restrictive for all to authenticated
using ((select private.caller_is_active())) with check ((select private.caller_is_active()));

create policy "programs: read own, assigned, created, or all for admin"
on public.programs for select to authenticated
using (
  client_id = (select auth.uid())
  or created_by = (select auth.uid())
  or client_id in (select private.assigned_client_ids())
  or (select private.is_admin())
);

create policy "programs: staff create for themselves or assigned clients"
on public.programs for insert to authenticated
with check (
  created_by = (select auth.uid())
  and (select private.is_staff())
  and (client_id is null or client_id in (select private.assigned_client_ids()) or (select private.is_admin()))
);

create policy "programs: staff update their own or assigned clients' programs"
on public.programs for update to authenticated
using (private.can_edit_program(id))
with check (
  (select private.is_admin())
  or ((select private.is_staff())
    and (client_id is null or client_id in (select private.assigned_client_ids())))
);

create policy "programs: staff delete their own or assigned clients' programs"
on public.programs for delete to authenticated
using (private.can_edit_program(id));

alter table public.program_workouts enable row level security;

create policy "program_workouts: active accounts only"
on public.program_workouts as restrictive for all to authenticated
using ((select private.caller_is_active())) with check ((select private.caller_is_active()));

create policy "program_workouts: readable with their program"
on public.program_workouts for select to authenticated
using (private.can_read_program(program_id));

create policy "program_workouts: editable with their program (insert)"
on public.program_workouts for insert to authenticated
with check (private.can_edit_program(program_id) and private.can_read_workout(workout_id));

create policy "program_workouts: editable with their program (update)"
on public.program_workouts for update to authenticated
using (private.can_edit_program(program_id))
with check (private.can_edit_program(program_id) and private.can_read_workout(workout_id));

create policy "program_workouts: editable with their program (delete)"
on public.program_workouts for delete to authenticated
using (private.can_edit_program(program_id));

create policy "workouts: read own, assigned, through a program, or all for admin"
on public.workouts for select to authenticated
using ((select private.is_admin()) or private.can_read_workout(id));

create policy "workout_exercises: readable with their workout"
on public.workout_exercises for select to authenticated
using ((select private.is_admin()) or private.can_read_workout(workout_id));

create policy "workouts: creators and admins update"
on public.workouts for update to authenticated
using (
  (select private.is_admin())
  or (created_by = (select auth.uid())
    and (client_id is null
      or client_id = (select auth.uid())
      or client_id in (select private.assigned_client_ids())))
)
with check (
  (select private.is_admin())
  or (created_by = (select auth.uid())
    and (client_id is null
      or client_id = (select auth.uid())
      or client_id in (select private.assigned_client_ids())))
);

create policy "workouts: creators and admins delete"
on public.workouts for delete to authenticated
using (
  (select private.is_admin())
  or (created_by = (select auth.uid())
    and (client_id is null
      or client_id = (select auth.uid())
      or client_id in (select private.assigned_client_ids())))
);
