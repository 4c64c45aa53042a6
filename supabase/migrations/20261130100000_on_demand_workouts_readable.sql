-- On demand, the client side (issue 30): a client reads a library workout, and its exercises, that
-- is offered to them on demand, so that "Start" opens it in the logger like any other workout.
--
-- private.can_read_workout() (the select policies of workouts and workout_exercises) gains one
-- case: the workout is offered on demand (on_demand_workouts) and private.can_see_on_demand() lets
-- the caller see that offer, i.e. a published on-demand workout in a published collection granted to
-- them now (by type, by name, by a plan they hold, by a pack with credits left). Drafts, other
-- client types and ended plans give nothing, as for every on-demand item. The case is for clients
-- only: staff keep the rule they had (their own and their clients' workouts; admins all), so offering
-- a workout on demand does not open a trainer's private workout to every other trainer, and
-- offering one still needs the right to read it (on_demand_workouts' insert check).
-- Reading only: editing a workout still needs its author (the update policies are unchanged).
create or replace function private.can_read_workout(target uuid)
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
    or exists (select 1 from public.users u where u.id = caller and u.role = 'admin')
    or (
      exists (select 1 from public.users u where u.id = caller and u.role = 'client')
      and exists (
        select 1 from public.on_demand_workouts o
        where o.workout_id = target and private.can_see_on_demand(o.id)
      )
    );
end;
$$;
