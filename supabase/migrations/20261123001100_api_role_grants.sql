-- What the Data API roles may do, table by table. Row-level security decides which rows; these
-- grants decide which commands reach the policies at all. Supabase no longer grants new public
-- tables to the API roles (new projects since May 2026, every project from 30 October 2026), and
-- the embedded backend is made to behave the same (supabase/local/api-grants.ts), so a table
-- without a grant here fails the same way everywhere: 42501 permission denied.
--
--   anon           nothing: every policy is written `to authenticated`; signed-out visitors only
--                  reach Auth, never a table or function.
--   authenticated  exactly the commands its policies cover (no insert on users: accounts are made
--                  by Auth and the functions, the profile row by trigger).
--   service_role   select, insert, update and delete everywhere: the edge functions, the exercise
--                  importer and the tests' arrangements (it bypasses RLS, so grants are its only
--                  limit). Never truncate, references or trigger.
--
-- tests/integration/schema-security.test.ts asserts this table by table, and scripts/pg-parity runs the
-- policies on a plain PostgreSQL with no other grants. A new table needs its line here (in a new
-- migration), or it is unreachable.

-- Start from nothing, whatever a platform or an earlier tool granted by default.
revoke all on all tables in schema public from anon, authenticated, service_role;
revoke all on all sequences in schema public from anon, authenticated, service_role;
revoke all on all functions in schema public from public, anon, authenticated, service_role;

-- Objects the migration role creates in public from now on get no privileges until granted
-- (PostgreSQL's own default of execute-for-everyone on functions included).
alter default privileges in schema public revoke all on tables from anon, authenticated, service_role;
alter default privileges in schema public revoke all on sequences from anon, authenticated, service_role;
alter default privileges in schema public revoke execute on functions from public, anon, authenticated, service_role;

grant usage on schema public to anon, authenticated, service_role;

-- authenticated: the commands each table's policies allow --------------------------------------
grant select, update, delete         on table public.users              to authenticated;
grant select, insert, update, delete on table public.clients            to authenticated;
grant select, insert, update, delete on table public.exercises          to authenticated;
grant select, insert, update, delete on table public.workouts           to authenticated;
grant select, insert, update, delete on table public.workout_exercises  to authenticated;
grant select, insert, update, delete on table public.programs           to authenticated;
grant select, insert, update, delete on table public.program_workouts   to authenticated;
grant select, insert, update, delete on table public.workout_sessions   to authenticated;
grant select, insert, update, delete on table public.workout_logs       to authenticated;
grant select, insert, update, delete on table public.workout_log_sets   to authenticated;
grant select, insert, update, delete on table public.progress_photos    to authenticated;
grant select, insert, update, delete on table public.onboarding_forms   to authenticated;
grant select, insert, update, delete on table public.assessments        to authenticated;
grant select, insert, update, delete on table public.messages           to authenticated;
grant select, insert, update, delete on table public.cycle_entries      to authenticated;

-- service_role ---------------------------------------------------------------------------------
grant select, insert, update, delete on table
  public.users, public.clients, public.exercises, public.workouts, public.workout_exercises,
  public.programs, public.program_workouts, public.workout_sessions, public.workout_logs,
  public.workout_log_sets, public.progress_photos, public.onboarding_forms, public.assessments,
  public.messages, public.cycle_entries
to service_role;

-- RPCs the app calls ---------------------------------------------------------------------------
grant execute on function public.complete_workout_session(jsonb, jsonb) to authenticated;

-- Internal helpers -----------------------------------------------------------------------------
-- The policy helpers in private run as the querying role, so authenticated (and service_role,
-- whose writes fire the guard triggers that call them) keep execute; nobody else does. Trigger
-- functions need no execute privilege to fire, so no API role may call them directly.
revoke all on schema private from public, anon;
revoke execute on all functions in schema private from public, anon;

do $$
declare
  trigger_function regprocedure;
begin
  for trigger_function in
    select p.oid::regprocedure from pg_proc p
    where p.pronamespace = 'private'::regnamespace and p.prorettype = 'trigger'::regtype
  loop
    execute format('revoke execute on function %s from authenticated, service_role', trigger_function);
  end loop;
end
$$;

alter default privileges in schema private revoke execute on functions from public;
