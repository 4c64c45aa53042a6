-- Limits on what a signed-in user can store, sized to each column's use (the spec, the seed and
-- the exercise dataset all fit with room to spare), plus two integrity rules:
--
-- * `id` never changes on update, for any table with an `id` column: a message's recipient could
--   rewrite its primary key (guard_message_update checks the other columns only).
-- * Every date and timestamptz column is finite and between 1900 and 2200 (`infinity` and
--   year 294277 were accepted). Floats refuse NaN and infinity: `x >= 0` lets NaN through, since
--   PostgreSQL sorts NaN above every number, so checks say `x <> 'NaN' and x < 'Infinity'`.
-- schema-security.test.ts checks that every table keeps the id guard and that every text, array
-- and jsonb column a user can write has a limit.

-- An array of short strings: at most `max_items` items of at most `max_chars` characters each.
create or replace function private.text_array_within(items text[], max_items integer, max_chars integer)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select items is null
    or (cardinality(items) <= max_items
      and coalesce((select max(char_length(item)) from unnest(items) as item), 0) <= max_chars);
$$;

grant execute on function private.text_array_within(text[], integer, integer) to anon, authenticated, service_role;

create or replace function private.keep_primary_key()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.id is distinct from old.id then
    raise exception 'The id of a row cannot change' using errcode = '42501';
  end if;
  return new;
end;
$$;

do $$
declare
  t record;
begin
  for t in
    select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid and a.attname = 'id' and not a.attisdropped
    where n.nspname = 'public' and c.relkind in ('r', 'p')
  loop
    execute format(
      'create trigger %I before update of id on public.%I for each row execute function private.keep_primary_key()',
      t.relname || '_keep_id', t.relname);
  end loop;
end
$$;

-- Finite dates: every date and timestamptz column in public.
do $$
declare
  col record;
begin
  for col in
    select c.relname as relation, a.attname as name
    from pg_attribute a
    join pg_class c on c.oid = a.attrelid
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
      and a.attgenerated = '' and a.atttypid in ('date'::regtype, 'timestamptz'::regtype, 'timestamp'::regtype)
  loop
    execute format(
      'alter table public.%I add constraint %I check (%I is null or (%I >= ''1900-01-01'' and %I < ''2200-01-01''))',
      col.relation, left(col.relation || '_' || col.name || '_in_range', 63), col.name, col.name, col.name);
  end loop;
end
$$;

alter table public.users
  add constraint users_email_length check (char_length(email) <= 320),
  add constraint users_phone_length check (char_length(phone) <= 20),
  add constraint users_first_name_length check (char_length(first_name) <= 100),
  add constraint users_last_name_length check (char_length(last_name) <= 100),
  add constraint users_avatar_url_length check (char_length(avatar_url) <= 2048);

alter table public.clients
  add constraint clients_available_equipment_size check (private.text_array_within(available_equipment, 100, 100)),
  add constraint clients_goals_size check (private.text_array_within(goals, 50, 200)),
  add constraint clients_coach_notes_length check (char_length(coach_notes) <= 10000);

alter table public.exercises
  add constraint exercises_slug_length check (char_length(slug) <= 200),
  add constraint exercises_name_length check (char_length(name) <= 200),
  add constraint exercises_description_length check (char_length(description) <= 5000),
  add constraint exercises_instructions_size check (private.text_array_within(instructions, 100, 4000)),
  add constraint exercises_muscle_groups_size check (private.text_array_within(muscle_groups, 30, 100)),
  add constraint exercises_secondary_muscles_size check (private.text_array_within(secondary_muscles, 30, 100)),
  add constraint exercises_equipment_length check (char_length(equipment) <= 100),
  add constraint exercises_category_length check (char_length(category) <= 100),
  add constraint exercises_thumbnail_url_length check (char_length(thumbnail_url) <= 2048),
  add constraint exercises_images_size check (private.text_array_within(images, 20, 2048)),
  add constraint exercises_source_length check (char_length(source) <= 100),
  add constraint exercises_source_ref_length check (char_length(source_ref) <= 500);

alter table public.workouts
  add constraint workouts_name_length check (char_length(name) <= 200),
  add constraint workouts_description_length check (char_length(description) <= 5000),
  add constraint workouts_muscle_groups_size check (private.text_array_within(muscle_groups, 30, 100)),
  add constraint workouts_workout_type_length check (char_length(workout_type) <= 50),
  add constraint workouts_equipment_size check (private.text_array_within(equipment, 50, 100));

alter table public.workout_exercises
  add constraint workout_exercises_tempo_length check (char_length(tempo) <= 20),
  add constraint workout_exercises_notes_length check (char_length(notes) <= 2000);

alter table public.programs
  add constraint programs_name_length check (char_length(name) <= 200),
  add constraint programs_description_length check (char_length(description) <= 5000),
  add constraint programs_goals_size check (private.text_array_within(goals, 50, 200));

alter table public.program_workouts
  add constraint program_workouts_notes_length check (char_length(notes) <= 2000);

-- The logger's tables: value limits only (the sync and complete_workout_session are unchanged).
-- weight and rpe already have upper bounds, which refuse NaN; total_volume had only `>= 0`.
alter table public.workout_logs
  add constraint workout_logs_workout_name_length check (char_length(workout_name) <= 200),
  add constraint workout_logs_notes_length check (char_length(notes) <= 5000),
  add constraint workout_logs_total_volume_finite check (total_volume <> 'NaN' and total_volume < 'Infinity');

alter table public.workout_log_sets
  add constraint workout_log_sets_notes_length check (char_length(notes) <= 2000);

-- The session's state is the logger's whole document (every exercise, set and note of one
-- workout); 2 MB is far above any real workout and far below the 50 MB once accepted.
alter table public.workout_sessions
  add constraint workout_sessions_workout_name_length check (char_length(workout_name) <= 200),
  add constraint workout_sessions_state_size check (octet_length(state::text) <= 2000000);

alter table public.progress_photos
  add constraint progress_photos_front_photo_length check (char_length(front_photo) <= 1024),
  add constraint progress_photos_side_photo_length check (char_length(side_photo) <= 1024),
  add constraint progress_photos_back_photo_length check (char_length(back_photo) <= 1024),
  add constraint progress_photos_notes_length check (char_length(notes) <= 5000);

alter table public.onboarding_forms
  add constraint onboarding_forms_assessment_size check (octet_length(assessment::text) <= 65536);

alter table public.assessments
  add constraint assessments_data_size check (octet_length(data::text) <= 262144),
  add constraint assessments_notes_length check (char_length(notes) <= 10000),
  add constraint assessments_file_path_length check (char_length(file_path) <= 1024);

alter table public.cycle_entries
  add constraint cycle_entries_symptoms_size check (private.text_array_within(symptoms, 50, 100)),
  add constraint cycle_entries_notes_length check (char_length(notes) <= 5000);
