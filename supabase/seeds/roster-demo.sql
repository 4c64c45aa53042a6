-- Roster demo: three more of Taylor's clients so /clients shows every signal at first run.
-- Runs after seed.sql (which gives Casey, on track, and Taylor's other clients). One DO block for
-- the same reasons seed.sql gives; dates are relative to the day the seed runs.
--   Mia Santos   weekly Mon/Wed/Fri, trained every scheduled day until ten days ago: slipping
--   Owen Fischer flexible rotation three times a week, same weights for the last four weeks: stalled
--   Riley Chen   in-person, no program yet (the client an admin moves to Sam in the e2e test)
-- Password for every account: LiftwiseDemo1 (local data only).

do $seed$
begin

create temporary table roster_accounts (
  id uuid primary key,
  email text not null,
  first_name text not null,
  last_name text not null,
  gender text not null,
  client_type public.client_type not null,
  joined_days_ago integer not null
) on commit drop;

insert into roster_accounts values
  ('00000000-0000-4000-9081-000000000001', 'mia@demo.liftwise.app', 'Mia', 'Santos', 'female', 'programming', 50),
  ('00000000-0000-4000-9081-000000000002', 'owen@demo.liftwise.app', 'Owen', 'Fischer', 'male', 'programming', 50),
  ('00000000-0000-4000-9081-000000000003', 'riley@demo.liftwise.app', 'Riley', 'Chen', 'female', 'in-person', 12);

insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at,
                        raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
                        confirmation_token, recovery_token, email_change_token_new, email_change,
                        email_change_token_current, phone_change, phone_change_token, reauthentication_token)
select id, 'authenticated', 'authenticated', email, extensions.crypt('LiftwiseDemo1', extensions.gen_salt('bf', 10)),
       now() - make_interval(days => joined_days_ago),
       jsonb_build_object('provider', 'email', 'providers', jsonb_build_array('email')),
       jsonb_build_object('first_name', first_name, 'last_name', last_name, 'gender', gender, 'email_verified', true),
       now() - make_interval(days => joined_days_ago), now() - make_interval(days => joined_days_ago),
       '', '', '', '', '', '', '', ''
from roster_accounts
on conflict (id) do nothing;

if exists (select from information_schema.columns
           where table_schema = 'auth' and table_name = 'users' and column_name = 'instance_id') then
  execute $sql$
    update auth.users set instance_id = '00000000-0000-0000-0000-000000000000'
    where id in (select id from roster_accounts) and instance_id is null
  $sql$;
end if;

insert into auth.identities (id, provider, provider_id, user_id, identity_data, last_sign_in_at, created_at, updated_at)
select gen_random_uuid(), 'email', id::text, id,
       jsonb_build_object('sub', id::text, 'email', email, 'email_verified', true), now(), now(), now()
from roster_accounts a
where not exists (select 1 from auth.identities i where i.user_id = a.id);

update public.users u
set gender = a.gender,
    client_type = a.client_type,
    assigned_to = '00000000-0000-4000-8000-000000000002',
    created_at = now() - make_interval(days => a.joined_days_ago)
from roster_accounts a
where u.id = a.id;

insert into public.clients (id) select id from roster_accounts on conflict (id) do nothing;

-- Programs reuse Taylor's Full Body A/B/C from seed.sql.
insert into public.programs (id, name, description, client_id, created_by, status, flex_schedule, starting_workout_index,
                             difficulty, goals, duration_weeks, start_date, created_at)
values
  ('00000000-0000-4000-9081-000000000101', 'Three-Day Strength', 'Full Body A, B and C on Monday, Wednesday and Friday.',
   '00000000-0000-4000-9081-000000000001', '00000000-0000-4000-8000-000000000002', 'active', false, 0, 'intermediate',
   array['strength'], 12, current_date - 42, now() - interval '43 days'),
  ('00000000-0000-4000-9081-000000000102', 'Strength Rotation', 'A, B and C in rotation, three sessions a week.',
   '00000000-0000-4000-9081-000000000002', '00000000-0000-4000-8000-000000000002', 'active', true, 0, 'intermediate',
   array['strength'], 12, current_date - 42, now() - interval '43 days')
on conflict (id) do nothing;

insert into public.program_workouts (id, program_id, workout_id, position, day_of_week)
values
  (md5('roster-pw:101:0')::uuid, '00000000-0000-4000-9081-000000000101', '00000000-0000-4000-8000-000000000101', 0, 1),
  (md5('roster-pw:101:1')::uuid, '00000000-0000-4000-9081-000000000101', '00000000-0000-4000-8000-000000000102', 1, 3),
  (md5('roster-pw:101:2')::uuid, '00000000-0000-4000-9081-000000000101', '00000000-0000-4000-8000-000000000103', 2, 5),
  (md5('roster-pw:102:0')::uuid, '00000000-0000-4000-9081-000000000102', '00000000-0000-4000-8000-000000000101', 0, null),
  (md5('roster-pw:102:1')::uuid, '00000000-0000-4000-9081-000000000102', '00000000-0000-4000-8000-000000000102', 1, null),
  (md5('roster-pw:102:2')::uuid, '00000000-0000-4000-9081-000000000102', '00000000-0000-4000-8000-000000000103', 2, null)
on conflict (id) do nothing;

-- Mia trains every scheduled day from six weeks ago until ten days ago, weights climbing.
-- Owen trains Mon/Wed/Fri through the rotation; his weights rose until four weeks ago, then stayed.
create temporary table roster_sessions on commit drop as
with days as (
  select d::date as day, row_number() over (order by d) - 1 as n
  from generate_series(current_date - 42, current_date - 1, interval '1 day') as d
  where extract(isodow from d) in (1, 3, 5)
)
select md5('roster-log:' || c.user_id || ':' || days.day)::uuid as log_id, c.user_id, days.day,
       (array['00000000-0000-4000-8000-000000000101', '00000000-0000-4000-8000-000000000102',
              '00000000-0000-4000-8000-000000000103'])[(days.n % 3) + 1]::uuid as workout_id,
       case when c.stalled then greatest((current_date - days.day) / 7, 4) else (current_date - days.day) / 7 end
         as weeks_below
from days
cross join (values ('00000000-0000-4000-9081-000000000001'::uuid, false),
                   ('00000000-0000-4000-9081-000000000002'::uuid, true)) as c (user_id, stalled)
where c.stalled or days.day < current_date - 10;

-- Mia's weekly slots follow the weekday, not the rotation: Monday A, Wednesday B, Friday C.
update roster_sessions s
set workout_id = case extract(isodow from s.day)
  when 1 then '00000000-0000-4000-8000-000000000101'::uuid
  when 3 then '00000000-0000-4000-8000-000000000102'::uuid
  else '00000000-0000-4000-8000-000000000103'::uuid end
where s.user_id = '00000000-0000-4000-9081-000000000001';

insert into public.workout_logs (id, user_id, workout_id, workout_name, started_at, completed_at, duration_seconds, created_at)
select s.log_id, s.user_id, s.workout_id, w.name,
       s.day + time '07:00', s.day + time '07:00' + make_interval(mins => w.estimated_duration),
       w.estimated_duration * 60, s.day + time '07:00' + make_interval(mins => w.estimated_duration)
from roster_sessions s
join public.workouts w on w.id = s.workout_id
on conflict (id) do nothing;

insert into public.workout_log_sets (id, log_id, user_id, exercise_id, workout_exercise_id, set_number, reps, weight,
                                     duration_seconds, rpe, completed, is_warmup, performed_at)
select md5('roster-set:' || s.log_id || ':' || we.id || ':' || n)::uuid, s.log_id, s.user_id, we.exercise_id, we.id, n,
       case when we.is_time_based then null else coalesce(we.rep_single, we.rep_max) end,
       case when we.weight is null then null else round((we.weight * (1 - 0.025 * s.weeks_below)) / 2.5) * 2.5 end,
       case when we.is_time_based then we.duration end,
       8, true, false,
       s.day + time '07:00' + make_interval(mins => we."order" * 8 + n * 2)
from roster_sessions s
join public.workout_exercises we on we.workout_id = s.workout_id
cross join lateral generate_series(1, we.sets) as n
on conflict (id) do nothing;

update public.workout_logs l
set total_volume = coalesce((select sum(coalesce(st.reps, 0) * coalesce(st.weight, 0)) from public.workout_log_sets st where st.log_id = l.id), 0)
where l.user_id in (select id from roster_accounts);

end
$seed$;
