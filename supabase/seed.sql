-- Liftwise demo data: accounts for every role and client type, two trainers, programs on a
-- flexible and a weekly schedule, six weeks of logged training, onboarding answers, messages,
-- cycle entries and a body scan. Every account's password is LiftwiseDemo1 (local data only).
-- Runs after seeds/exercise-library.sql. Dates are relative to the day the seed runs.

-- Works three ways: plain SQL (psql, the embedded backend), the Supabase CLI's seeding, and
-- GoTrue's reading of auth.users on a hosted project:
-- * The CLI prepares every statement of a seed file before it runs any, so a statement cannot name
--   a temporary table an earlier statement of the same file creates. Everything below is therefore
--   one DO block: PL/pgSQL plans each statement only when it reaches it.
-- * pgcrypto lives in the extensions schema (as on every Supabase project), named explicitly.
-- * GoTrue looks users up under the all-zeros instance id and reads its token columns as strings,
--   so they are '' rather than NULL.

create schema if not exists extensions;
create extension if not exists pgcrypto with schema extensions;

do $seed$
begin

-- Accounts ---------------------------------------------------------------------------------
create temporary table demo_accounts (
  id uuid primary key,
  email text not null,
  phone text,
  first_name text not null,
  last_name text not null,
  role public.app_role not null,
  gender text not null,
  client_type public.client_type,
  assigned_to uuid,
  cycle_tracking boolean not null default false,
  joined_days_ago integer not null
);

insert into demo_accounts values
  ('00000000-0000-4000-8000-000000000001', 'admin@demo.liftwise.app', '15550100009', 'Alex', 'Morgan', 'admin', 'male', null, null, false, 120),
  ('00000000-0000-4000-8000-000000000002', 'trainer@demo.liftwise.app', '15550100003', 'Taylor', 'Reyes', 'staff', 'female', null, null, false, 110),
  ('00000000-0000-4000-8000-000000000003', 'trainer2@demo.liftwise.app', null, 'Sam', 'Okafor', 'staff', 'male', null, null, false, 100),
  ('00000000-0000-4000-8000-000000000011', 'client@demo.liftwise.app', '15550100001', 'Casey', 'Nguyen', 'client', 'female', 'programming', '00000000-0000-4000-8000-000000000002', true, 60),
  ('00000000-0000-4000-8000-000000000012', 'virtual@demo.liftwise.app', '15550100002', 'Victor', 'Hale', 'client', 'male', 'virtual', '00000000-0000-4000-8000-000000000002', false, 55),
  ('00000000-0000-4000-8000-000000000013', 'inperson@demo.liftwise.app', null, 'Ivy', 'Brooks', 'client', 'female', 'in-person', '00000000-0000-4000-8000-000000000002', false, 50),
  ('00000000-0000-4000-8000-000000000014', 'jordan@demo.liftwise.app', null, 'Jordan', 'Lee', 'client', 'other', 'programming', '00000000-0000-4000-8000-000000000003', false, 40),
  ('00000000-0000-4000-8000-000000000015', 'newbie@demo.liftwise.app', null, 'Noah', 'Patel', 'client', 'male', 'programming', '00000000-0000-4000-8000-000000000002', false, 2);

-- The on-insert trigger mirrors each account into public.users as a client.
insert into auth.users (id, aud, role, email, phone, encrypted_password, email_confirmed_at, phone_confirmed_at,
                        raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
                        confirmation_token, recovery_token, email_change_token_new, email_change,
                        email_change_token_current, phone_change, phone_change_token, reauthentication_token)
select id, 'authenticated', 'authenticated', email, phone, extensions.crypt('LiftwiseDemo1', extensions.gen_salt('bf', 10)),
       now() - make_interval(days => joined_days_ago), case when phone is not null then now() - make_interval(days => joined_days_ago) end,
       jsonb_build_object('provider', 'email', 'providers', jsonb_build_array('email')),
       jsonb_build_object('first_name', first_name, 'last_name', last_name, 'gender', gender, 'email_verified', true),
       now() - make_interval(days => joined_days_ago), now() - make_interval(days => joined_days_ago),
       '', '', '', '', '', '', '', ''
from demo_accounts
on conflict (id) do nothing;

-- GoTrue finds users by instance id; the embedded backend's auth.users has no such column.
if exists (select from information_schema.columns
           where table_schema = 'auth' and table_name = 'users' and column_name = 'instance_id') then
  execute $sql$
    update auth.users set instance_id = '00000000-0000-0000-0000-000000000000'
    where id in (select id from demo_accounts) and instance_id is null
  $sql$;
end if;

insert into auth.identities (id, provider, provider_id, user_id, identity_data, last_sign_in_at, created_at, updated_at)
select gen_random_uuid(), 'email', id::text, id,
       jsonb_build_object('sub', id::text, 'email', email, 'email_verified', true), now(), now(), now()
from demo_accounts a
where not exists (select 1 from auth.identities i where i.user_id = a.id);

-- Roles and assignments are written here, as an admin would, never taken from metadata.
update public.users u
set role = a.role,
    staff_role = case when a.role = 'staff' then 'trainer'::public.staff_role end,
    gender = a.gender,
    client_type = a.client_type,
    cycle_tracking_enabled = a.cycle_tracking,
    created_at = now() - make_interval(days => a.joined_days_ago)
from demo_accounts a
where u.id = a.id;

update public.users u set assigned_to = a.assigned_to from demo_accounts a where u.id = a.id;

insert into public.clients (id, daily_calorie_goal, macro_protein_goal, macro_carb_goal, macro_fat_goal, available_equipment, goals)
select id,
       case gender when 'male' then 2600 else 2000 end,
       case gender when 'male' then 180 else 150 end,
       case gender when 'male' then 280 else 200 end,
       case gender when 'male' then 85 else 70 end,
       case client_type
         when 'virtual' then array['dumbbell', 'band', 'body weight', 'kettlebell']
         else array['barbell', 'dumbbell', 'machine', 'cable', 'kettlebell', 'band', 'body weight']
       end,
       case client_type
         when 'virtual' then array['Build muscle', 'Train consistently at home']
         when 'in-person' then array['Lose fat', 'Move without knee pain']
         else array['Get stronger', 'Improve body composition']
       end
from demo_accounts
where role = 'client'
on conflict (id) do nothing;

-- Workouts ---------------------------------------------------------------------------------
create temporary table demo_workouts (
  id uuid primary key,
  name text not null,
  description text,
  muscle_groups text[] not null,
  difficulty text not null,
  estimated_duration integer not null,
  equipment text[] not null,
  created_by uuid not null,
  client_id uuid
);

insert into demo_workouts values
  ('00000000-0000-4000-8000-000000000101', 'Full Body A', 'Squat-focused full-body strength day.', array['quadriceps', 'chest', 'middle back'], 'intermediate', 55, array['barbell', 'dumbbell', 'cable'], '00000000-0000-4000-8000-000000000002', null),
  ('00000000-0000-4000-8000-000000000102', 'Full Body B', 'Hinge-focused full-body strength day.', array['hamstrings', 'shoulders', 'lats'], 'intermediate', 55, array['barbell', 'dumbbell', 'cable'], '00000000-0000-4000-8000-000000000002', null),
  ('00000000-0000-4000-8000-000000000103', 'Full Body C', 'Single-leg work, pressing and core.', array['glutes', 'chest', 'abdominals'], 'intermediate', 50, array['dumbbell', 'cable', 'body weight'], '00000000-0000-4000-8000-000000000002', null),
  ('00000000-0000-4000-8000-000000000111', 'Upper Push', 'Chest, shoulders and triceps with dumbbells and bands.', array['chest', 'shoulders', 'triceps'], 'intermediate', 45, array['dumbbell', 'band'], '00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000012'),
  ('00000000-0000-4000-8000-000000000112', 'Upper Pull', 'Back and biceps for a home gym.', array['lats', 'middle back', 'biceps'], 'intermediate', 45, array['dumbbell', 'band'], '00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000012'),
  ('00000000-0000-4000-8000-000000000113', 'Lower Body', 'Squat, hinge and lunge patterns.', array['quadriceps', 'glutes', 'hamstrings'], 'intermediate', 50, array['dumbbell', 'kettlebell'], '00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000012'),
  ('00000000-0000-4000-8000-000000000114', 'Conditioning & Core', 'Kettlebell conditioning and trunk work.', array['abdominals', 'glutes'], 'beginner', 30, array['kettlebell', 'body weight'], '00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000012'),
  ('00000000-0000-4000-8000-000000000121', 'Strength Circuit', 'Machine-based circuit for the studio.', array['quadriceps', 'chest', 'lats'], 'beginner', 45, array['machine', 'cable'], '00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000013'),
  ('00000000-0000-4000-8000-000000000131', 'Jordan''s Full Body', 'Built by Sam for Jordan.', array['quadriceps', 'chest', 'lats'], 'beginner', 40, array['dumbbell', 'machine'], '00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000014'),
  ('00000000-0000-4000-8000-000000000141', 'Casey''s Hotel Workout', 'A body-weight session Casey made for travel.', array['quadriceps', 'chest', 'abdominals'], 'beginner', 25, array['body weight'], '00000000-0000-4000-8000-000000000011', '00000000-0000-4000-8000-000000000011');

insert into public.workouts (id, name, description, muscle_groups, workout_type, difficulty, estimated_duration, equipment, created_by, client_id, created_at)
select id, name, description, muscle_groups, 'strength', difficulty, estimated_duration, equipment, created_by, client_id, now() - interval '45 days'
from demo_workouts
on conflict (id) do nothing;

-- (workout, position, exercise name, sets, reps or null, rep range min/max or null, seconds or null, weight kg, rest s, tempo)
create temporary table demo_workout_exercises (
  workout_id uuid not null,
  position integer not null,
  exercise_name text not null,
  sets integer not null,
  reps integer,
  rep_min integer,
  rep_max integer,
  seconds integer,
  weight numeric,
  rest integer,
  tempo text,
  notes text
);

insert into demo_workout_exercises values
  ('00000000-0000-4000-8000-000000000101', 1, 'Barbell Back Squat', 4, 5, null, null, null, 70, 180, '3-1-1-0', 'Add 2.5 kg when all sets hit 5 reps.'),
  ('00000000-0000-4000-8000-000000000101', 2, 'Barbell Bench Press', 4, 6, null, null, null, 50, 150, '2-1-1-0', null),
  ('00000000-0000-4000-8000-000000000101', 3, 'Seated Cable Row', 3, null, 8, 12, null, 45, 90, null, null),
  ('00000000-0000-4000-8000-000000000101', 4, 'Dumbbell Lateral Raise', 3, null, 12, 15, null, 6, 60, null, null),
  ('00000000-0000-4000-8000-000000000101', 5, 'Plank', 3, null, null, null, 45, null, 60, null, 'Squeeze glutes, ribs down.'),
  ('00000000-0000-4000-8000-000000000102', 1, 'Romanian Deadlift', 4, 8, null, null, null, 60, 150, '3-0-1-0', null),
  ('00000000-0000-4000-8000-000000000102', 2, 'Overhead Press', 4, 6, null, null, null, 32.5, 120, null, null),
  ('00000000-0000-4000-8000-000000000102', 3, 'Lat Pulldown', 3, null, 8, 12, null, 45, 90, null, null),
  ('00000000-0000-4000-8000-000000000102', 4, 'Dumbbell Curl', 3, 12, null, null, null, 10, 60, null, null),
  ('00000000-0000-4000-8000-000000000102', 5, 'Triceps Rope Pushdown', 3, 12, null, null, null, 20, 60, null, null),
  ('00000000-0000-4000-8000-000000000103', 1, 'Bulgarian Split Squat', 3, 10, null, null, null, 14, 90, null, 'Per leg.'),
  ('00000000-0000-4000-8000-000000000103', 2, 'Incline Dumbbell Bench Press', 3, null, 8, 12, null, 18, 90, null, null),
  ('00000000-0000-4000-8000-000000000103', 3, 'Hip Thrust', 3, 10, null, null, null, 80, 120, '2-1-1-1', null),
  ('00000000-0000-4000-8000-000000000103', 4, 'Face Pull', 3, 15, null, null, null, 20, 60, null, null),
  ('00000000-0000-4000-8000-000000000103', 5, 'Hanging Leg Raise', 3, 10, null, null, null, null, 60, null, null),
  ('00000000-0000-4000-8000-000000000111', 1, 'Dumbbell Bench Press', 4, null, 8, 12, null, 30, 120, null, null),
  ('00000000-0000-4000-8000-000000000111', 2, 'Dumbbell Shoulder Press', 3, 10, null, null, null, 20, 90, null, null),
  ('00000000-0000-4000-8000-000000000111', 3, 'Dumbbell Fly', 3, 12, null, null, null, 12, 60, null, null),
  ('00000000-0000-4000-8000-000000000111', 4, 'Overhead Dumbbell Triceps Extension', 3, 12, null, null, null, 16, 60, null, null),
  ('00000000-0000-4000-8000-000000000111', 5, 'Push-Up', 2, null, 10, 20, null, null, 60, null, 'To one rep short of failure.'),
  ('00000000-0000-4000-8000-000000000112', 1, 'One-Arm Dumbbell Row', 4, 10, null, null, null, 32, 90, null, 'Per arm.'),
  ('00000000-0000-4000-8000-000000000112', 2, 'Pull-Up', 3, null, 5, 8, null, null, 120, null, null),
  ('00000000-0000-4000-8000-000000000112', 3, 'Band Pull-Apart', 3, 20, null, null, null, null, 45, null, null),
  ('00000000-0000-4000-8000-000000000112', 4, 'Hammer Curl', 3, 12, null, null, null, 14, 60, null, null),
  ('00000000-0000-4000-8000-000000000113', 1, 'Goblet Squat', 4, 10, null, null, null, 28, 120, '3-1-1-0', null),
  ('00000000-0000-4000-8000-000000000113', 2, 'Romanian Deadlift', 3, 10, null, null, null, 50, 120, null, null),
  ('00000000-0000-4000-8000-000000000113', 3, 'Walking Lunge', 3, 12, null, null, null, 16, 90, null, 'Per leg.'),
  ('00000000-0000-4000-8000-000000000113', 4, 'Standing Calf Raise', 3, 15, null, null, null, 30, 60, null, null),
  ('00000000-0000-4000-8000-000000000114', 1, 'Kettlebell Swing', 5, 15, null, null, null, 24, 60, null, null),
  ('00000000-0000-4000-8000-000000000114', 2, 'Plank', 3, null, null, null, 60, null, 45, null, null),
  ('00000000-0000-4000-8000-000000000114', 3, 'Hanging Leg Raise', 3, 10, null, null, null, null, 60, null, null),
  ('00000000-0000-4000-8000-000000000121', 1, 'Leg Press', 3, 12, null, null, null, 100, 90, null, null),
  ('00000000-0000-4000-8000-000000000121', 2, 'Lat Pulldown', 3, 12, null, null, null, 35, 90, null, null),
  ('00000000-0000-4000-8000-000000000121', 3, 'Cable Fly', 3, 12, null, null, null, 10, 60, null, null),
  ('00000000-0000-4000-8000-000000000121', 4, 'Seated Leg Curl', 3, 12, null, null, null, 30, 60, null, null),
  ('00000000-0000-4000-8000-000000000121', 5, 'Leg Extension', 3, 12, null, null, null, 30, 60, null, null),
  ('00000000-0000-4000-8000-000000000131', 1, 'Goblet Squat', 3, 10, null, null, null, 16, 90, null, null),
  ('00000000-0000-4000-8000-000000000131', 2, 'Dumbbell Bench Press', 3, 10, null, null, null, 16, 90, null, null),
  ('00000000-0000-4000-8000-000000000131', 3, 'Lat Pulldown', 3, 10, null, null, null, 30, 90, null, null),
  ('00000000-0000-4000-8000-000000000141', 1, 'Push-Up', 3, 12, null, null, null, null, 60, null, null),
  ('00000000-0000-4000-8000-000000000141', 2, 'Walking Lunge', 3, 12, null, null, null, null, 60, null, null),
  ('00000000-0000-4000-8000-000000000141', 3, 'Plank', 3, null, null, null, 40, null, 45, null, null);

insert into public.workout_exercises (id, workout_id, exercise_id, "order", sets, rep_single, rep_min, rep_max, rep_is_range,
                                      is_time_based, duration, weight, rest_time, tempo, notes)
select md5('we:' || d.workout_id || ':' || d.position)::uuid, d.workout_id, e.id, d.position, d.sets, d.reps, d.rep_min, d.rep_max,
       d.rep_min is not null, d.seconds is not null, d.seconds, d.weight, d.rest, d.tempo, d.notes
from demo_workout_exercises d
join public.exercises e on e.name = d.exercise_name
on conflict (id) do nothing;

-- Programs: Casey rotates A/B/C on a flexible schedule; Victor and Ivy train on weekdays
-- (day_of_week: 0 = Sunday ... 6 = Saturday); Jordan follows Sam's program.
insert into public.programs (id, name, description, client_id, created_by, status, flex_schedule, starting_workout_index,
                             difficulty, goals, duration_weeks, start_date, created_at)
values
  ('00000000-0000-4000-8000-000000000201', 'Strength Foundations', 'Three full-body days in rotation: train whenever you can, the next day is always ready.',
   '00000000-0000-4000-8000-000000000011', '00000000-0000-4000-8000-000000000002', 'active', true, 0, 'intermediate',
   array['strength', 'body composition'], 12, current_date - 42, now() - interval '43 days'),
  ('00000000-0000-4000-8000-000000000202', 'Home Hypertrophy Split', 'Upper/lower split with a conditioning day, built for a home gym.',
   '00000000-0000-4000-8000-000000000012', '00000000-0000-4000-8000-000000000002', 'active', false, 0, 'intermediate',
   array['hypertrophy'], 8, current_date - 42, now() - interval '43 days'),
  ('00000000-0000-4000-8000-000000000203', 'Studio Strength', 'Twice-weekly machine circuit in the studio with Taylor.',
   '00000000-0000-4000-8000-000000000013', '00000000-0000-4000-8000-000000000002', 'active', false, 0, 'beginner',
   array['fat loss', 'joint-friendly strength'], 10, current_date - 30, now() - interval '31 days'),
  ('00000000-0000-4000-8000-000000000204', 'Jordan Starter Plan', 'Sam''s starter plan for Jordan.',
   '00000000-0000-4000-8000-000000000014', '00000000-0000-4000-8000-000000000003', 'active', true, 0, 'beginner',
   array['general fitness'], 6, current_date - 20, now() - interval '21 days')
on conflict (id) do nothing;

insert into public.program_workouts (id, program_id, workout_id, position, day_of_week, notes)
values
  (md5('pw:201:0')::uuid, '00000000-0000-4000-8000-000000000201', '00000000-0000-4000-8000-000000000101', 0, null, null),
  (md5('pw:201:1')::uuid, '00000000-0000-4000-8000-000000000201', '00000000-0000-4000-8000-000000000102', 1, null, null),
  (md5('pw:201:2')::uuid, '00000000-0000-4000-8000-000000000201', '00000000-0000-4000-8000-000000000103', 2, null, 'Lighter day: leave 2 reps in the tank.'),
  (md5('pw:202:0')::uuid, '00000000-0000-4000-8000-000000000202', '00000000-0000-4000-8000-000000000111', 0, 1, null),
  (md5('pw:202:1')::uuid, '00000000-0000-4000-8000-000000000202', '00000000-0000-4000-8000-000000000113', 1, 2, null),
  (md5('pw:202:2')::uuid, '00000000-0000-4000-8000-000000000202', '00000000-0000-4000-8000-000000000112', 2, 4, null),
  (md5('pw:202:3')::uuid, '00000000-0000-4000-8000-000000000202', '00000000-0000-4000-8000-000000000114', 3, 6, 'Keep it brisk: 30 minutes.'),
  (md5('pw:203:0')::uuid, '00000000-0000-4000-8000-000000000203', '00000000-0000-4000-8000-000000000121', 0, 2, null),
  (md5('pw:203:1')::uuid, '00000000-0000-4000-8000-000000000203', '00000000-0000-4000-8000-000000000121', 1, 5, null),
  (md5('pw:204:0')::uuid, '00000000-0000-4000-8000-000000000204', '00000000-0000-4000-8000-000000000131', 0, null, null)
on conflict (id) do nothing;

-- Six weeks of history. Casey trains Mon/Wed/Fri through her rotation; Victor follows his weekly
-- days; Ivy trains with Taylor on Tuesdays. Weights climb a little each week. Today is left
-- untrained so the dashboard shows a scheduled workout.
create temporary table demo_sessions as
with casey_days as (
  select d::date as day, row_number() over (order by d) - 1 as n
  from generate_series(current_date - 42, current_date - 1, interval '1 day') as d
  where extract(isodow from d) in (1, 3, 5)
),
casey as (
  select '00000000-0000-4000-8000-000000000011'::uuid as user_id, day,
         (array['00000000-0000-4000-8000-000000000101', '00000000-0000-4000-8000-000000000102', '00000000-0000-4000-8000-000000000103'])[(n % 3) + 1]::uuid as workout_id
  from casey_days
),
weekly as (
  select p.client_id as user_id, d::date as day, pw.workout_id
  from generate_series(current_date - 42, current_date - 1, interval '1 day') as d
  join public.program_workouts pw on pw.day_of_week = extract(dow from d)
  join public.programs p on p.id = pw.program_id
  where p.id in ('00000000-0000-4000-8000-000000000202', '00000000-0000-4000-8000-000000000203')
    and d >= p.start_date
)
select md5('log:' || user_id || ':' || day)::uuid as log_id, user_id, workout_id, day,
       ((current_date - day) / 7) as weeks_ago
from (select * from casey union all select * from weekly) s;

insert into public.workout_logs (id, user_id, workout_id, workout_name, started_at, completed_at, duration_seconds, created_at)
select s.log_id, s.user_id, s.workout_id, w.name,
       s.day + time '17:30', s.day + time '17:30' + make_interval(mins => w.estimated_duration),
       w.estimated_duration * 60, s.day + time '17:30' + make_interval(mins => w.estimated_duration)
from demo_sessions s
join public.workouts w on w.id = s.workout_id
on conflict (id) do nothing;

insert into public.workout_log_sets (id, log_id, user_id, exercise_id, workout_exercise_id, set_number, reps, weight,
                                     duration_seconds, rpe, completed, is_warmup, performed_at)
select md5('set:' || s.log_id || ':' || we.id || ':' || n)::uuid, s.log_id, s.user_id, we.exercise_id, we.id, n,
       case when we.is_time_based then null else coalesce(we.rep_single, we.rep_max) - (case when n = we.sets and s.weeks_ago % 2 = 0 then 1 else 0 end) end,
       case when we.weight is null then null else round((we.weight * (1 - 0.025 * s.weeks_ago)) / 2.5) * 2.5 end,
       case when we.is_time_based then we.duration end,
       least(10, 7 + (n - 1) * 0.5),
       true, false,
       s.day + time '17:30' + make_interval(mins => we."order" * 8 + n * 2)
from demo_sessions s
join public.workout_exercises we on we.workout_id = s.workout_id
cross join lateral generate_series(1, we.sets) as n
on conflict (id) do nothing;

update public.workout_logs l
set total_volume = coalesce((select sum(coalesce(st.reps, 0) * coalesce(st.weight, 0)) from public.workout_log_sets st where st.log_id = l.id), 0)
where l.user_id in (select id from demo_accounts);

-- Onboarding answers ------------------------------------------------------------------------
insert into public.onboarding_forms (id, client_id, submitted_by, assessment, created_at)
values
  (md5('onb:11')::uuid, '00000000-0000-4000-8000-000000000011', '00000000-0000-4000-8000-000000000011',
   '{"exercise": {"experienceLevel": "intermediate", "gymAccess": "commercial gym", "limitations": "Tight hips after long runs", "desiredWorkoutDays": 3},
     "goals": {"mainGoals": ["Get stronger", "Improve body composition"]}}', now() - interval '59 days'),
  (md5('onb:12')::uuid, '00000000-0000-4000-8000-000000000012', '00000000-0000-4000-8000-000000000012',
   '{"exercise": {"experienceLevel": "intermediate", "gymAccess": "home gym (dumbbells, bands, kettlebell, pull-up bar)", "limitations": "", "desiredWorkoutDays": 4},
     "goals": {"mainGoals": ["Build muscle", "Train consistently at home"]}}', now() - interval '54 days'),
  (md5('onb:13')::uuid, '00000000-0000-4000-8000-000000000013', '00000000-0000-4000-8000-000000000002',
   '{"exercise": {"experienceLevel": "beginner", "gymAccess": "studio sessions", "limitations": "Left knee pain on deep squats", "desiredWorkoutDays": 2},
     "goals": {"mainGoals": ["Lose fat", "Move without knee pain"]}}', now() - interval '49 days'),
  (md5('onb:14')::uuid, '00000000-0000-4000-8000-000000000014', '00000000-0000-4000-8000-000000000014',
   '{"exercise": {"experienceLevel": "beginner", "gymAccess": "commercial gym", "limitations": "", "desiredWorkoutDays": 3},
     "goals": {"mainGoals": ["General fitness"]}}', now() - interval '39 days')
on conflict (id) do nothing;

-- Messages, cycle entries, a body scan --------------------------------------------------------
insert into public.messages (id, sender_id, recipient_id, body, read_at, created_at)
values
  (md5('msg:1')::uuid, '00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000011',
   'Great squat session on Monday! Let''s add 2.5 kg next time if it felt smooth.', now() - interval '3 days', now() - interval '4 days'),
  (md5('msg:2')::uuid, '00000000-0000-4000-8000-000000000011', '00000000-0000-4000-8000-000000000002',
   'Felt good, the last set was tough but clean. Will do!', now() - interval '3 days', now() - interval '3 days 20 hours'),
  (md5('msg:3')::uuid, '00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000012',
   'Your new Upper Pull day is up. Pull-ups first while you are fresh.', null, now() - interval '1 day')
on conflict (id) do nothing;

insert into public.cycle_entries (id, user_id, period_start, period_end, flow)
values
  (md5('cyc:1')::uuid, '00000000-0000-4000-8000-000000000011', current_date - 66, current_date - 62, 'medium'),
  (md5('cyc:2')::uuid, '00000000-0000-4000-8000-000000000011', current_date - 37, current_date - 33, 'medium'),
  (md5('cyc:3')::uuid, '00000000-0000-4000-8000-000000000011', current_date - 8, current_date - 4, 'light')
on conflict do nothing;

insert into public.assessments (id, client_id, type, measured_on, data, notes, created_by)
values
  (md5('asm:1')::uuid, '00000000-0000-4000-8000-000000000011', 'body_scan', current_date - 40,
   '{"weightKg": 64.2, "bodyFatPercent": 27.5, "skeletalMuscleKg": 25.1, "visceralFatLevel": 5}', 'Baseline scan.', '00000000-0000-4000-8000-000000000002'),
  (md5('asm:2')::uuid, '00000000-0000-4000-8000-000000000011', 'body_scan', current_date - 5,
   '{"weightKg": 63.4, "bodyFatPercent": 25.9, "skeletalMuscleKg": 25.6, "visceralFatLevel": 4}', 'Down 1.6% body fat, muscle up.', '00000000-0000-4000-8000-000000000002')
on conflict (id) do nothing;

drop table if exists demo_accounts, demo_workouts, demo_workout_exercises, demo_sessions;

end
$seed$;
