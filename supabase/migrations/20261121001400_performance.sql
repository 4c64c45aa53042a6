-- Read performance of the program tree (programs -> program_workouts -> workouts ->
-- workout_exercises), measured with `npm run bench` (docs/performance.md).
--
-- The policies stay as they are; only three of the helpers they call get a faster body with the
-- same signature and the same answers:
--
-- * private.readable_workout_ids() runs once per statement for the workouts policy and once more
--   for the workout_exercises policy. As one SQL statement OR-ing four conditions across columns,
--   it could only be planned as a sequential scan of every workout in the business, and as a
--   security definer SQL function its body (and the helpers nested in it) was parsed and planned
--   again on every statement. It was most of the time of the client's "today" screen and grew
--   with the workouts table, not with the caller's own data. Now: a UNION of branches that each
--   start from an index (workouts by created_by / client_id, users by assigned_to, programs by
--   client_id, program_workouts by program_id), in PL/pgSQL so the plans are cached per connection.
--
-- * private.can_read_workout(target) answers for one workout. It used to build the caller's whole
--   readable set to test one id; now it checks that workout's own creator, client and programs
--   through their indexes. The program_workouts write policies use it today; it is also the
--   per-row shape the workouts and workout_exercises read policies should move to (see
--   docs/performance.md), because a trainer's readable set grows with every client's history
--   while a screen only ever shows a handful of workouts.
--
-- * private.can_read_program(target) runs per program_workouts row. It called is_admin() and
--   assigned_client_ids() inside (two more nested functions to plan per statement); it now looks
--   the program and the assignment up directly, again with cached plans.
--
-- All three remain security definer with an empty search_path, so they read the tables without
-- recursing through RLS and nothing can shadow what they read. No new index is needed: every
-- branch uses one that the earlier migrations created.

create or replace function private.readable_workout_ids()
returns setof uuid
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
begin
  return query
    -- Workouts the caller made, or that were made for them.
    select w.id from public.workouts w where w.created_by = caller
    union
    select w.id from public.workouts w where w.client_id = caller
    -- Workouts made for, or by, the caller's assigned clients.
    union
    select w.id from public.users c join public.workouts w on w.client_id = c.id where c.assigned_to = caller
    union
    select w.id from public.users c join public.workouts w on w.created_by = c.id where c.assigned_to = caller
    -- Workouts in the caller's programs, and in their assigned clients' programs.
    union
    select pw.workout_id
    from public.programs p join public.program_workouts pw on pw.program_id = p.id
    where p.client_id = caller
    union
    select pw.workout_id
    from public.users c
    join public.programs p on p.client_id = c.id
    join public.program_workouts pw on pw.program_id = p.id
    where c.assigned_to = caller;
end;
$$;

create or replace function private.can_read_program(target uuid)
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
    or exists (select 1 from public.users u where u.id = caller and u.role = 'admin');
end;
$$;
