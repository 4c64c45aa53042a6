-- Scheduling demo data (issue 27): a studio in London, two services, Taylor's and Sam's weekly
-- hours, and one small-group class three days after the seed runs with Casey in it, so the
-- appointments screens have something to show. Small on purpose (seed load time).
update public.studio_settings
set time_zone = 'Europe/London', week_start = 1, min_notice_minutes = 120, max_advance_days = 60,
    cancel_window_minutes = 1440, late_cancel_outcome = 'forfeit_credit', no_show_outcome = 'forfeit_credit'
where id = 1;

insert into public.services (id, name, description, duration_minutes, buffer_before_minutes, buffer_after_minutes,
  capacity, location, colour, created_by)
values
  ('00000000-0000-4000-8000-00000000c001', '1:1 Personal training', 'An hour with your coach.', 60, 0, 15, 1,
   'in_person', '#2563eb', '00000000-0000-4000-8000-000000000001'),
  ('00000000-0000-4000-8000-00000000c002', 'Small-group strength', 'Up to six people, one coach.', 45, 0, 15, 6,
   'in_person', '#16a34a', '00000000-0000-4000-8000-000000000001')
on conflict (id) do nothing;

insert into public.service_trainers (id, service_id, trainer_id)
values
  ('00000000-0000-4000-8000-00000000c101', '00000000-0000-4000-8000-00000000c001', '00000000-0000-4000-8000-000000000002'),
  ('00000000-0000-4000-8000-00000000c102', '00000000-0000-4000-8000-00000000c001', '00000000-0000-4000-8000-000000000003'),
  ('00000000-0000-4000-8000-00000000c103', '00000000-0000-4000-8000-00000000c002', '00000000-0000-4000-8000-000000000002')
on conflict (id) do nothing;

-- Taylor: weekdays 07:00-12:00 and 16:00-20:00. Sam: Monday to Saturday 09:00-17:00.
insert into public.trainer_hours (trainer_id, weekday, start_time, end_time)
select '00000000-0000-4000-8000-000000000002'::uuid, d, r.s, r.e
from generate_series(1, 5) d, (values ('07:00'::time, '12:00'::time), ('16:00'::time, '20:00'::time)) as r (s, e)
union all
select '00000000-0000-4000-8000-000000000003'::uuid, d, '09:00'::time, '17:00'::time
from generate_series(1, 6) d;

-- One class at 18:00 London time three days from the seed, Casey holding one of its six places.
insert into public.service_sessions (id, service_id, trainer_id, starts_at, ends_at, buffer_after_minutes, busy,
  capacity, seats_taken, created_by)
select '00000000-0000-4000-8000-00000000c201', '00000000-0000-4000-8000-00000000c002',
       '00000000-0000-4000-8000-000000000002', t, t + interval '45 minutes', 15, tstzrange(t, t + interval '45 minutes'),
       6, 1, '00000000-0000-4000-8000-000000000002'
from (select ((now() at time zone 'Europe/London')::date + 3 + '18:00'::time) at time zone 'Europe/London' as t) as x
on conflict (id) do nothing;

insert into public.bookings (id, session_id, service_id, trainer_id, client_id, starts_at, ends_at, status, booked_by)
select '00000000-0000-4000-8000-00000000c301', s.id, s.service_id, s.trainer_id,
       '00000000-0000-4000-8000-000000000011', s.starts_at, s.ends_at, 'booked', '00000000-0000-4000-8000-000000000011'
from public.service_sessions s
where s.id = '00000000-0000-4000-8000-00000000c201'
on conflict (id) do nothing;
