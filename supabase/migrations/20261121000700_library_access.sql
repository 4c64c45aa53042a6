-- Who sees and edits workouts and programs.
-- Read: the creator, the client it is for (directly or through one of their programs), that
-- client's trainer, and admins. Write: the creator and admins; trainers also for programs of
-- their assigned clients.

create or replace function private.program_workout_ids_for(target uuid)
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select pw.workout_id
  from public.program_workouts pw
  join public.programs p on p.id = pw.program_id
  where p.client_id = target;
$$;

-- Workouts the caller may read, computed once per statement.
create or replace function private.readable_workout_ids()
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select w.id from public.workouts w
  where w.created_by = (select auth.uid())
     or w.client_id = (select auth.uid())
     or w.client_id in (select private.assigned_client_ids())
     or w.created_by in (select private.assigned_client_ids())
  union
  select private.program_workout_ids_for((select auth.uid()))
  union
  select pw.workout_id
  from public.program_workouts pw
  join public.programs p on p.id = pw.program_id
  where p.client_id in (select private.assigned_client_ids());
$$;

create or replace function private.can_read_workout(target uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.is_admin() or target in (select private.readable_workout_ids());
$$;

create or replace function private.can_edit_workout(target uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.is_admin()
    or exists (select 1 from public.workouts w where w.id = target and w.created_by = (select auth.uid()));
$$;

create or replace function private.can_read_program(target uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.is_admin() or exists (
    select 1 from public.programs p
    where p.id = target
      and (p.created_by = (select auth.uid())
        or p.client_id = (select auth.uid())
        or p.client_id in (select private.assigned_client_ids()))
  );
$$;

create or replace function private.can_edit_program(target uuid)
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
      and (p.created_by = (select auth.uid()) or p.client_id in (select private.assigned_client_ids()))
  );
$$;

grant execute on all functions in schema private to authenticated, service_role;

alter table public.workouts enable row level security;

create policy "workouts: read own, assigned, through a program, or all for admin"
on public.workouts for select to authenticated
using ((select private.is_admin()) or id in (select private.readable_workout_ids()));

create policy "workouts: create as yourself, for yourself or an assigned client"
on public.workouts for insert to authenticated
with check (
  created_by = (select auth.uid())
  and (client_id is null
    or client_id = (select auth.uid())
    or client_id in (select private.assigned_client_ids())
    or (select private.is_admin()))
);

-- The new row obeys the same rule as an insert: a creator cannot hand a workout to a client who is
-- not theirs (nor to another client, for a client) by changing client_id.
create policy "workouts: creators and admins update"
on public.workouts for update to authenticated
using (created_by = (select auth.uid()) or (select private.is_admin()))
with check (
  (select private.is_admin())
  or (created_by = (select auth.uid())
    and (client_id is null
      or client_id = (select auth.uid())
      or client_id in (select private.assigned_client_ids())))
);

create policy "workouts: creators and admins delete"
on public.workouts for delete to authenticated
using (created_by = (select auth.uid()) or (select private.is_admin()));

alter table public.workout_exercises enable row level security;

create policy "workout_exercises: readable with their workout"
on public.workout_exercises for select to authenticated
using ((select private.is_admin()) or workout_id in (select private.readable_workout_ids()));

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
