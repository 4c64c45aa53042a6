-- Program and workout-session statuses as enums (they were text with a check constraint), as the
-- account columns are (20260101000200_accounts.sql): the generated types then carry the values and
-- the app derives its lists from them (src/lib/training-enums.ts).
--
-- What has to move with the column type:
-- - the check constraints go (the enum is the check);
-- - the defaults are dropped and set again (a text default does not cast to the enum by itself);
-- - the partial index `programs_one_active_per_client` is rebuilt: Postgres re-creates an index from
--   its definition text, where the predicate reads `status = 'active'::text`, and there is no
--   `program_status = text` operator.
-- Functions need nothing: their plpgsql and SQL bodies compare the column with untyped literals
-- ('active'), which resolve to the enum, and `complete_workout_session` reads the status into a
-- text variable, which plpgsql converts through the enum's text form.

create type public.program_status as enum ('draft', 'active', 'completed', 'archived');
-- 'discarded' is never stored: Discard deletes the row (spec).
create type public.workout_session_status as enum ('active', 'completed');

drop index public.programs_one_active_per_client;
alter table public.programs drop constraint programs_status_check;
alter table public.programs alter column status drop default;
alter table public.programs
  alter column status type public.program_status using status::public.program_status;
alter table public.programs alter column status set default 'active';
create unique index programs_one_active_per_client on public.programs (client_id)
where status = 'active' and client_id is not null;

alter table public.workout_sessions drop constraint workout_sessions_status_check;
alter table public.workout_sessions alter column status drop default;
alter table public.workout_sessions
  alter column status type public.workout_session_status using status::public.workout_session_status;
alter table public.workout_sessions alter column status set default 'active';
