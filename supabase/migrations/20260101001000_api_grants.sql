-- What each Data API role may touch, in one place (hosted Supabase grants nothing by default to
-- new objects; the defaults are revoked in the foundation migration so the embedded backend agrees).
-- Row-level security then decides which rows; functions run as their owner only where marked
-- security definer. scripts/pg-parity/lint.ts fails test:pg on a security definer function anon or
-- authenticated may call in an exposed schema.

-- Start from nothing, whatever a platform or an earlier tool granted by default; the default
-- privileges set in the foundation migration keep it so for objects made later.
revoke all on all tables in schema public from anon, authenticated, service_role;
revoke all on all sequences in schema public from anon, authenticated, service_role;
revoke all on all functions in schema public from public, anon, authenticated, service_role;
revoke all on schema private from public, anon;
revoke execute on all functions in schema private from public, anon, authenticated, service_role;

-- Schemas: the API roles resolve auth.uid(); private holds the policy helpers (never exposed).
grant usage on schema auth to anon, authenticated, service_role;
grant usage on schema private to authenticated, service_role;
grant usage on schema public to anon, authenticated, service_role;

-- Tables: anon has none; service_role (server code) as authenticated, its rows unfiltered.
grant select on table public.client_lift_days to authenticated, service_role;
grant select on table public.client_training_days to authenticated, service_role;
grant select, insert, update, delete on table public.assessments to authenticated, service_role;
grant select, insert, update, delete on table public.client_notes to authenticated, service_role;
grant select, insert, update, delete on table public.clients to authenticated, service_role;
grant select, insert, update, delete on table public.cycle_entries to authenticated, service_role;
grant select, insert, update, delete on table public.exercises to authenticated, service_role;
grant select, insert, update, delete on table public.messages to authenticated, service_role;
grant select, insert, update, delete on table public.onboarding_forms to authenticated, service_role;
grant select, insert, update, delete on table public.program_workouts to authenticated, service_role;
grant select, insert, update, delete on table public.programs to authenticated, service_role;
grant select, insert, update, delete on table public.progress_photos to authenticated, service_role;
grant select, insert, update, delete on table public.users to service_role;
grant select, insert, update, delete on table public.workout_exercises to authenticated, service_role;
grant select, insert, update, delete on table public.workout_log_comments to authenticated, service_role;
grant select, insert, update, delete on table public.workout_log_sets to authenticated, service_role;
grant select, insert, update, delete on table public.workout_logs to authenticated, service_role;
grant select, insert, update, delete on table public.workout_sessions to authenticated, service_role;
grant select, insert, update, delete on table public.workouts to authenticated, service_role;
grant select, update, delete on table public.users to authenticated;

-- Functions the Data API serves (RPC): signed-in callers only.
grant execute on function public.assign_program(uuid, uuid[]) to authenticated;
grant execute on function public.author_names(uuid[]) to authenticated;
grant execute on function public.client_roster_signals(date, uuid[]) to authenticated;
grant execute on function public.complete_workout_session(jsonb, jsonb, jsonb) to authenticated;
grant execute on function public.import_workout_history(jsonb, boolean) to authenticated;
grant execute on function public.mark_thread_read(uuid) to authenticated;
grant execute on function public.message_contacts() to authenticated;
grant execute on function public.message_threads() to authenticated;
grant execute on function public.move_clients(uuid[], uuid) to authenticated;
grant execute on function public.push_program_to_clients(uuid) to authenticated;
grant execute on function public.save_ai_workout(jsonb, jsonb) to authenticated;
grant execute on function public.save_program(jsonb) to authenticated;
grant execute on function public.save_workout(jsonb, jsonb, integer) to authenticated;
grant execute on function public.server_time() to authenticated;
grant execute on function public.set_client_archived(uuid, boolean) to authenticated;

-- Private helpers that policies and functions call as the caller. Trigger functions get nothing:
-- only their triggers run them.
grant execute on function private.assessment_lab_ranges_valid(text, jsonb) to authenticated, service_role;
grant execute on function private.assessment_marker_limits() to authenticated, service_role;
grant execute on function private.assessment_values_valid(text, jsonb) to authenticated, service_role;
grant execute on function private.assigned_client_ids() to authenticated, service_role;
grant execute on function private.author_names(uuid[]) to authenticated;
grant execute on function private.caller_is_active() to authenticated, service_role;
grant execute on function private.can_edit_program(uuid) to authenticated, service_role;
grant execute on function private.can_edit_workout(uuid) to authenticated, service_role;
grant execute on function private.can_message(uuid) to authenticated, service_role;
grant execute on function private.can_read_program(uuid) to authenticated, service_role;
grant execute on function private.can_read_workout(uuid) to authenticated, service_role;
grant execute on function private.cycle_shared_with_staff(uuid) to authenticated, service_role;
grant execute on function private.estimated_one_rep_max(double precision, integer) to authenticated, service_role;
grant execute on function private.is_admin() to authenticated, service_role;
grant execute on function private.is_staff() to authenticated, service_role;
grant execute on function private.json_text_items(jsonb, text) to authenticated, service_role;
grant execute on function private.log_belongs_to(uuid, uuid) to authenticated, service_role;
grant execute on function private.log_set_from_session(jsonb, jsonb, integer, timestamp with time zone) to authenticated;
grant execute on function private.make_room_for_program(uuid) to authenticated, service_role;
grant execute on function private.message_contacts() to authenticated;
grant execute on function private.message_threads() to authenticated;
grant execute on function private.my_trainer_id() to authenticated, service_role;
grant execute on function private.program_prescriptions(uuid[]) to authenticated, service_role;
grant execute on function private.save_program_core(jsonb) to authenticated, service_role;
grant execute on function private.set_client_archived(uuid, boolean) to authenticated;
grant execute on function private.text_array_within(text[], integer, integer) to authenticated, service_role;
grant execute on function private.weekday_count(integer, date, date) to authenticated, service_role;
grant execute on function private.workout_in_use(uuid) to authenticated, service_role;
