-- An AI-drafted program's new workouts are saved marked is_ai_generated (issue 32): before, the
-- program builder saved them through save_workout like hand-written ones. A pending workout with
-- "ai_generated": true goes through save_ai_workout instead; anything else is as before.

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

  return private.save_program_core(p_program - 'pending_workouts');
end;
$$;
