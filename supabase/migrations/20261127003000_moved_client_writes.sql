-- A client moved to another trainer (move_clients) is no longer writable by the old one (issue 24).
-- The edit checks of workouts and programs looked at `created_by` alone, so after an admin moved
-- Casey from Taylor to Sam, Taylor could still delete her program copy, rewrite its schedule, and
-- change or delete the workouts he had written for her. Now every write to something that belongs
-- to a client's coaching (their program copies and its schedule, the workouts written for them and
-- those workouts' exercises) needs the writer to be that client's trainer now, or an admin.
--
-- What the author keeps: reading. `created_by` stays history, so the read policies (and
-- private.can_read_program / can_read_workout) still let him open the program and workouts he
-- wrote (docs/clients.md). Templates and library workouts (no client) stay their author's.
--
-- Who writes what, after this migration:
--   programs, program_workouts: a client's copy: that client's trainer now (any author), admins;
--     a template (no client): its author (staff), admins.
--   workouts, workout_exercises: a workout for a client: its author while the client is theirs now
--     (or the client's own workout, written by the client), admins; a library workout (no client):
--     its author, admins.

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
      and ((p.client_id is null and p.created_by = (select auth.uid()))
        or p.client_id in (select private.assigned_client_ids()))
  );
$$;

create or replace function private.can_edit_workout(target uuid)
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

-- The workout policies spell the same rule inline (evaluated once per statement for the caller).
drop policy "workouts: creators and admins update" on public.workouts;
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

drop policy "workouts: creators and admins delete" on public.workouts;
create policy "workouts: creators and admins delete"
on public.workouts for delete to authenticated
using (
  (select private.is_admin())
  or (created_by = (select auth.uid())
    and (client_id is null
      or client_id = (select auth.uid())
      or client_id in (select private.assigned_client_ids())))
);
