-- Progression week by week (issue 33): a program can vary by week. Before, a program was one week
-- (its workouts' own sets, reps and weights) repeated for duration_weeks; it still is, unless the
-- coach writes overrides:
--
-- * public.program_week_prescriptions: for one week of one program, what one planned exercise
--   (workout_exercises row) asks for that week: sets, reps, an absolute weight or a percentage of
--   the client's estimated one-rep max, an RPE, a note. A field left null keeps the workout's own
--   value (the base week). No rows: the base week repeated, exactly as before.
-- * programs.deload_weeks / deload_percent / deload_target: weeks that lighten the load (weight)
--   or the number of sets (volume) by a percentage; the app applies it (docs/programs.md).
--
-- Overrides point at workout_exercises, not program_workouts: save_program replaces a program's
-- program_workouts on every save (their ids change), while a workout's exercises keep their ids
-- through save_workout, and a client's copy of a program shares the template's workouts, so the
-- same reference holds in every copy. An exercise removed from its workout takes its overrides.
--
-- Read and written like the program's own rows (private.can_read_program / can_edit_program).
-- public.save_program takes an optional "weeks" object and replaces them in the same transaction
-- as the rest of the program (with its expected_updated_at check); without the key, the weeks
-- stay as they are. assign_program and push_program_to_clients copy them with the schedule.

alter table public.programs
  add column deload_weeks smallint[] not null default '{}',
  add column deload_percent smallint not null default 40,
  add column deload_target text not null default 'weight',
  add constraint programs_deload_percent_range check (deload_percent between 5 and 90),
  add constraint programs_deload_target_known check (deload_target in ('weight', 'volume')),
  add constraint programs_deload_weeks_range check (
    cardinality(deload_weeks) <= 104 and 1 <= all (deload_weeks) and 104 >= all (deload_weeks)
  );

comment on column public.programs.deload_weeks is
  'Week numbers (1 = the week of start_date) that are deloads: weight or sets cut by deload_percent.';

create table public.program_week_prescriptions (
  id uuid primary key default gen_random_uuid(),
  program_id uuid not null references public.programs (id) on delete cascade,
  week_number smallint not null check (week_number between 1 and 104),
  workout_exercise_id uuid not null references public.workout_exercises (id) on delete cascade,
  sets integer check (sets between 1 and 50),
  reps integer check (reps between 0 and 1000),
  weight_kg double precision check (weight_kg >= 0 and weight_kg < 10000),
  percent_e1rm double precision check (percent_e1rm > 0 and percent_e1rm <= 150),
  rpe double precision check (rpe between 1 and 10 and rpe * 2 = round(rpe * 2)),
  note text,
  created_at timestamptz not null default now(),
  constraint program_week_prescriptions_one_per_week unique (program_id, week_number, workout_exercise_id),
  constraint program_week_prescriptions_one_load check (weight_kg is null or percent_e1rm is null),
  constraint program_week_prescriptions_note_length check (char_length(note) <= 500),
  constraint program_week_prescriptions_says_something check (
    coalesce(sets, reps, weight_kg, percent_e1rm, rpe) is not null or note is not null
  ),
  constraint program_week_prescriptions_created_at_in_range check (
    created_at is null or (created_at >= '1900-01-01' and created_at < '2200-01-01')
  )
);

comment on table public.program_week_prescriptions is
  'Per-week overrides of a program''s planned exercises; a null field keeps the workout''s own value.';

create index program_week_prescriptions_exercise_idx on public.program_week_prescriptions (workout_exercise_id);

create trigger program_week_prescriptions_keep_id before update of id on public.program_week_prescriptions
for each row execute function private.keep_primary_key();

alter table public.program_week_prescriptions enable row level security;

create policy "program_week_prescriptions: active accounts only"
on public.program_week_prescriptions as restrictive for all to authenticated
using ((select private.caller_is_active())) with check ((select private.caller_is_active()));

create policy "program_week_prescriptions: readable with their program"
on public.program_week_prescriptions for select to authenticated
using (private.can_read_program(program_id));

create policy "program_week_prescriptions: editable with their program (insert)"
on public.program_week_prescriptions for insert to authenticated
with check (private.can_edit_program(program_id));

create policy "program_week_prescriptions: editable with their program (update)"
on public.program_week_prescriptions for update to authenticated
using (private.can_edit_program(program_id))
with check (private.can_edit_program(program_id));

create policy "program_week_prescriptions: editable with their program (delete)"
on public.program_week_prescriptions for delete to authenticated
using (private.can_edit_program(program_id));

grant select, insert, update, delete on table public.program_week_prescriptions to authenticated;
grant select, insert, update, delete on table public.program_week_prescriptions to service_role;

-- Copies one program's weeks (overrides and deload settings) onto another, replacing the target's.
-- Runs as the caller: the writes pass the policies above.
create function private.copy_program_weeks(p_from uuid, p_to uuid)
returns void
language plpgsql
security invoker
set search_path = ''
as $$
begin
  update public.programs t
  set deload_weeks = s.deload_weeks, deload_percent = s.deload_percent, deload_target = s.deload_target
  from public.programs s
  where s.id = p_from and t.id = p_to;
  delete from public.program_week_prescriptions where program_id = p_to;
  insert into public.program_week_prescriptions
    (program_id, week_number, workout_exercise_id, sets, reps, weight_kg, percent_e1rm, rpe, note)
  select p_to, w.week_number, w.workout_exercise_id, w.sets, w.reps, w.weight_kg, w.percent_e1rm, w.rpe, w.note
  from public.program_week_prescriptions w
  where w.program_id = p_from;
end;
$$;

-- A number field of a week's prescription: null, or a number within [low, high] (whole if asked).
create function private.week_number_field(p_item jsonb, p_key text, p_low numeric, p_high numeric, p_whole boolean,
                                          p_message text)
returns numeric
language plpgsql
immutable
set search_path = ''
as $$
declare
  v numeric;
begin
  if not p_item ? p_key or jsonb_typeof(p_item -> p_key) = 'null' then
    return null;
  end if;
  if jsonb_typeof(p_item -> p_key) <> 'number' then
    raise exception '%', p_message using errcode = '22023';
  end if;
  v := (p_item ->> p_key)::numeric;
  if v < p_low or v > p_high or (p_whole and v <> trunc(v)) then
    raise exception '%', p_message using errcode = '22023';
  end if;
  return v;
end;
$$;

-- Replaces a program's weeks from save_program's "weeks" object:
--   { deload_weeks: [4], deload_percent: 40, deload_target: 'weight' | 'volume',
--     prescriptions: [{ week_number, workout_exercise_id, sets, reps, weight_kg, percent_e1rm, rpe, note }] }
-- Each prescription must name an exercise of one of the program's workouts and a week within its
-- duration. Bad input: 22023 with a sentence the builder can show.
create function private.save_program_weeks(p_program_id uuid, p_weeks jsonb)
returns void
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_duration integer;
  v_items jsonb;
  v_item jsonb;
  v_deload smallint[] := '{}';
  v_percent numeric;
  v_target text;
  v_week numeric;
  v_exercise uuid;
  v_note text;
  v_weight numeric;
  v_percent_e1rm numeric;
  v_sets numeric;
  v_reps numeric;
  v_rpe numeric;
begin
  if jsonb_typeof(p_weeks) <> 'object' then
    raise exception 'Weeks must be an object' using errcode = '22023';
  end if;
  select coalesce(duration_weeks, 104) into v_duration from public.programs where id = p_program_id;

  if jsonb_typeof(p_weeks -> 'deload_weeks') = 'array' then
    for v_item in select value from jsonb_array_elements(p_weeks -> 'deload_weeks') loop
      if jsonb_typeof(v_item) <> 'number' or (v_item #>> '{}')::numeric not between 1 and v_duration
        or (v_item #>> '{}')::numeric <> trunc((v_item #>> '{}')::numeric) then
        raise exception 'A deload week must be one of the program''s weeks (1 to %)', v_duration using errcode = '22023';
      end if;
      if not (v_item #>> '{}')::smallint = any (v_deload) then
        v_deload := v_deload || (v_item #>> '{}')::smallint;
      end if;
    end loop;
  elsif p_weeks ? 'deload_weeks' and jsonb_typeof(p_weeks -> 'deload_weeks') <> 'null' then
    raise exception 'Deload weeks must be a list of week numbers' using errcode = '22023';
  end if;
  v_percent := coalesce(private.week_number_field(p_weeks, 'deload_percent', 5, 90, true,
                          'A deload takes off 5 to 90 percent'), 40);
  v_target := coalesce(nullif(p_weeks ->> 'deload_target', ''), 'weight');
  if v_target not in ('weight', 'volume') then
    raise exception 'A deload lightens the weight or the volume' using errcode = '22023';
  end if;
  update public.programs
  set deload_weeks = (select coalesce(array_agg(w order by w), '{}') from unnest(v_deload) as w),
      deload_percent = v_percent, deload_target = v_target
  where id = p_program_id;

  v_items := coalesce(p_weeks -> 'prescriptions', '[]'::jsonb);
  if jsonb_typeof(v_items) <> 'array' then
    raise exception 'Week prescriptions must be a list' using errcode = '22023';
  end if;
  if jsonb_array_length(v_items) > 10000 then
    raise exception 'A program holds at most 10000 week prescriptions' using errcode = '22023';
  end if;
  delete from public.program_week_prescriptions where program_id = p_program_id;
  for v_item in select value from jsonb_array_elements(v_items) loop
    if jsonb_typeof(v_item) <> 'object' or coalesce(jsonb_typeof(v_item -> 'workout_exercise_id'), 'missing') <> 'string'
      or (v_item ->> 'workout_exercise_id') !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
      raise exception 'Each week prescription needs an exercise of the program' using errcode = '22023';
    end if;
    v_exercise := (v_item ->> 'workout_exercise_id')::uuid;
    if not exists (
      select 1 from public.workout_exercises we
      join public.program_workouts pw on pw.workout_id = we.workout_id
      where we.id = v_exercise and pw.program_id = p_program_id
    ) then
      raise exception 'A week prescription refers to an exercise that is not in this program' using errcode = '22023';
    end if;
    v_week := private.week_number_field(v_item, 'week_number', 1, v_duration, true,
                format('Each week prescription needs a week from 1 to %s', v_duration));
    if v_week is null then
      raise exception 'Each week prescription needs a week from 1 to %', v_duration using errcode = '22023';
    end if;
    v_weight := private.week_number_field(v_item, 'weight_kg', 0, 9999.99, false,
                  'A week''s weight must be from 0 to 9999.99 kg');
    v_percent_e1rm := private.week_number_field(v_item, 'percent_e1rm', 1, 150, false,
                        'A percentage of the estimated max must be from 1 to 150');
    if v_weight is not null and v_percent_e1rm is not null then
      raise exception 'A week sets a weight or a percentage of the estimated max, not both' using errcode = '22023';
    end if;
    v_note := nullif(btrim(coalesce(v_item ->> 'note', '')), '');
    if char_length(v_note) > 500 then
      raise exception 'Keep a week''s note under 500 characters' using errcode = '22023';
    end if;
    v_sets := private.week_number_field(v_item, 'sets', 1, 50, true, 'A week''s sets must be a whole number from 1 to 50');
    v_reps := private.week_number_field(v_item, 'reps', 0, 1000, true,
                'A week''s reps must be a whole number from 0 to 1000');
    v_rpe := private.week_number_field(v_item, 'rpe', 1, 10, false, 'RPE must be from 1 to 10, in half steps');
    if v_rpe is not null and v_rpe * 2 <> round(v_rpe * 2) then
      raise exception 'RPE must be from 1 to 10, in half steps' using errcode = '22023';
    end if;
    -- A cell that says nothing is the base week: no row.
    continue when coalesce(v_sets, v_reps, v_weight, v_percent_e1rm, v_rpe) is null and v_note is null;
    insert into public.program_week_prescriptions
      (program_id, week_number, workout_exercise_id, sets, reps, weight_kg, percent_e1rm, rpe, note)
    values (p_program_id, v_week, v_exercise, v_sets, v_reps, v_weight, round(v_percent_e1rm, 1), v_rpe, v_note)
    on conflict (program_id, week_number, workout_exercise_id) do update
    set sets = excluded.sets, reps = excluded.reps, weight_kg = excluded.weight_kg,
        percent_e1rm = excluded.percent_e1rm, rpe = excluded.rpe, note = excluded.note;
  end loop;
end;
$$;

-- save_program, assign_program and push_program_to_clients: as before (20261129400200, 20260101000400),
-- plus the weeks. -------------------------------------------------------------------------------------

create or replace function public.save_program(p_program jsonb)
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
  v_program public.programs;
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
    -- A workout the AI trainer drafted (and the coach reviewed) is saved marked, as save_ai_workout does.
    if v_item -> 'ai_generated' = 'true'::jsonb then
      v_saved := public.save_ai_workout(v_item -> 'workout', v_item -> 'exercises');
    else
      v_saved := public.save_workout(v_item -> 'workout', v_item -> 'exercises', null);
    end if;
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

  v_program := private.save_program_core(p_program - 'pending_workouts' - 'weeks');
  -- Without "weeks" (an older app), the program's weeks stay as they were.
  if p_program ? 'weeks' and jsonb_typeof(p_program -> 'weeks') <> 'null' then
    perform private.save_program_weeks(v_program.id, p_program -> 'weeks');
    select * into v_program from public.programs where id = v_program.id;
  end if;
  return v_program;
end;
$$;

create or replace function public.assign_program(p_program_id uuid, p_client_ids uuid[])
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
    perform private.copy_program_weeks(p_program_id, v_copy);
    v_copies := v_copies || v_copy;
  end loop;
  return v_copies;
end;
$$;

create or replace function public.push_program_to_clients(p_program_id uuid)
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
    perform private.copy_program_weeks(p_program_id, v_copy);
    v_updated := v_updated || v_copy;
  end loop;
  return v_updated;
end;
$$;

revoke execute on function private.copy_program_weeks(uuid, uuid) from public, anon;
grant execute on function private.copy_program_weeks(uuid, uuid) to authenticated, service_role;
revoke execute on function private.week_number_field(jsonb, text, numeric, numeric, boolean, text) from public, anon;
grant execute on function private.week_number_field(jsonb, text, numeric, numeric, boolean, text) to authenticated, service_role;
revoke execute on function private.save_program_weeks(uuid, jsonb) from public, anon;
grant execute on function private.save_program_weeks(uuid, jsonb) to authenticated, service_role;
