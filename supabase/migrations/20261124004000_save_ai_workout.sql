-- save_ai_workout: saves a workout the AI trainer generated and the person approved, marked
-- is_ai_generated, in one transaction. It is save_workout (new workouts only) plus the mark: the
-- mark is set here, not by the browser afterwards, so an AI workout is never saved unmarked.
-- Runs as the caller: the same row-level security decides who may create it and for whom.
create or replace function public.save_ai_workout(p_workout jsonb, p_exercises jsonb)
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

revoke execute on function public.save_ai_workout(jsonb, jsonb) from public, anon;
grant execute on function public.save_ai_workout(jsonb, jsonb) to authenticated;
