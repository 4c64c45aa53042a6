-- Workouts created inside the program builder are saved with the program, in the same transaction
-- (docs/programs.md, "Workouts created in the builder"): nothing is half-saved.
--
-- The program logic of 20261123004500 stays as it is, moved to private.save_program_core; the new
-- public.save_program first saves each entry of `pending_workouts` ({key, workout, exercises}) with
-- public.save_workout (the same checks, policies and messages as the workout builder), then replaces
-- each schedule entry's `pending_key` with the new workout's id and hands the program to the core.
-- Everything runs as the caller (security invoker); any error rolls the whole call back.

alter function public.save_program(jsonb) rename to save_program_core;
alter function public.save_program_core(jsonb) set schema private;
revoke execute on function private.save_program_core(jsonb) from public, anon;
grant execute on function private.save_program_core(jsonb) to authenticated, service_role;

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

revoke execute on function public.save_program(jsonb) from public, anon;
grant execute on function public.save_program(jsonb) to authenticated;

-- "Push changes to clients": the template's current settings and schedule replace those of every
-- copy made from it that is still active. Only the program and program_workouts rows change: logs,
-- sessions and the copies' client, status and start date stay. Runs as the caller, so a copy the
-- caller may not edit is refused by the programs policies (nothing changes then). Returns the ids
-- of the copies it updated.
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
    v_updated := v_updated || v_copy;
  end loop;
  return v_updated;
end;
$$;

revoke execute on function public.push_program_to_clients(uuid) from public, anon;
grant execute on function public.push_program_to_clients(uuid) to authenticated;
