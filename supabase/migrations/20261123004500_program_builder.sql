-- The program builder and assignment (docs/programs.md).
--
-- * programs.training_styles holds the builder's selectedTrainingStyles (default engage-health);
--   programs.source_program_id remembers the template a client's copy was made from.
-- * A client has at most one active program: a partial unique index says so, whoever writes.
-- * public.save_program writes a program and all its program_workouts in one transaction, with
--   optimistic concurrency on updated_at. public.assign_program copies a program for each client
--   (program + program_workouts; the workouts stay shared references), completing each client's
--   previous active program. Both run as the caller (security invoker), so every row they touch
--   passes the same policies a direct write would; the assignment rule (the client's own trainer or
--   an admin) is checked explicitly as well, for a clear message.

alter table public.programs
  add column training_styles text[] not null default array['engage-health'],
  add column source_program_id uuid references public.programs (id) on delete set null,
  add constraint programs_training_styles_size check (private.text_array_within(training_styles, 20, 100));

create index programs_source_program_idx on public.programs (source_program_id);

-- Older data may hold several active programs for one client: keep the newest active.
update public.programs p
set status = 'completed'
where p.status = 'active'
  and p.client_id is not null
  and exists (
    select 1 from public.programs newer
    where newer.client_id = p.client_id
      and newer.status = 'active'
      and (newer.created_at, newer.id) > (p.created_at, p.id)
  );

create unique index programs_one_active_per_client on public.programs (client_id)
where status = 'active' and client_id is not null;

-- Checks that the caller may give this client a program, then completes the client's active one.
-- Runs as the caller: the update passes the programs update policy.
create or replace function private.make_room_for_program(p_client uuid)
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

revoke execute on function private.make_room_for_program(uuid) from public, anon;
grant execute on function private.make_room_for_program(uuid) to authenticated, service_role;

-- The text items of a JSON array (null for a JSON null or a missing key); 22023 for anything else.
create or replace function private.json_text_items(p_value jsonb, p_what text)
returns text[]
language plpgsql
immutable
set search_path = ''
as $$
begin
  if p_value is null or jsonb_typeof(p_value) = 'null' then
    return null;
  end if;
  if jsonb_typeof(p_value) <> 'array'
    or exists (select 1 from jsonb_array_elements(p_value) e where jsonb_typeof(e) <> 'string') then
    raise exception '% must be a list of words', p_what using errcode = '22023';
  end if;
  return array(select btrim(e) from jsonb_array_elements_text(p_value) e where btrim(e) <> '');
end;
$$;

revoke execute on function private.json_text_items(jsonb, text) from public, anon;
grant execute on function private.json_text_items(jsonb, text) to authenticated, service_role;

create or replace function public.save_program(p_program jsonb)
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

revoke execute on function public.save_program(jsonb) from public, anon;
grant execute on function public.save_program(jsonb) to authenticated;

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
    v_copies := v_copies || v_copy;
  end loop;
  return v_copies;
end;
$$;

revoke execute on function public.assign_program(uuid, uuid[]) from public, anon;
grant execute on function public.assign_program(uuid, uuid[]) to authenticated;
