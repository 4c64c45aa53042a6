-- Review of 20261127100100_scheduling_booking.sql: the booking functions repeated the same checks
-- (find a booking the caller may act on, staff only, an offered service, a trainer who delivers it,
-- a class session, the client's booking lock, the working-hours rule). They are factored here into
-- internal helpers and the functions are redefined to call them, with the same checks in the same
-- order, the same errors and the same messages (tests/integration/scheduling/*,
-- tests/integration/rls/scheduling.test.ts and `npm run test:pg` pass unchanged before and after).
--
-- The helpers are called only from the security definer functions in private, so they run with the
-- owner's rights already: none of them is security definer, and no API role may call them.

-- Helpers ------------------------------------------------------------------------------------------

-- Staff and admins only; anyone else gets 42501 with the given message.
create or replace function private.require_staff(p_caller public.users, p_message text)
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if p_caller.role not in ('staff', 'admin') then
    raise exception '%', p_message using errcode = '42501';
  end if;
end;
$$;

-- A booking the caller may act on: a client's own, a trainer's assigned clients' or their own
-- sessions', any for an admin. Anything else is "No such booking" (404), so nobody learns it exists.
-- p_lock takes the booking's row lock (every change does; "this and following" only reads).
create or replace function private.booking_for(p_caller public.users, p_booking_id uuid, p_lock boolean)
returns public.bookings
language plpgsql
set search_path = ''
as $$
declare
  b public.bookings;
begin
  if p_lock then
    select x.* into b from public.bookings x where x.id = p_booking_id for update;
  else
    select x.* into b from public.bookings x where x.id = p_booking_id;
  end if;
  if b.id is null
    or not (private.may_act_for_client(p_caller, b.client_id)
            or (p_caller.role in ('staff', 'admin') and b.trainer_id = p_caller.id))
  then
    raise exception 'No such booking' using errcode = 'PT404';
  end if;
  return b;
end;
$$;

-- A service that takes new bookings (exists, not archived).
create or replace function private.offered_service(p_service_id uuid)
returns public.services
language plpgsql
stable
set search_path = ''
as $$
declare
  s public.services;
begin
  select x.* into s from public.services x where x.id = p_service_id;
  if s.id is null then
    raise exception 'No such service' using errcode = 'PT404';
  end if;
  if s.is_archived then
    raise exception 'This service is no longer offered' using errcode = '22023';
  end if;
  return s;
end;
$$;

-- A trainer who can be booked for a service: staff or admin, active, and delivers it.
create or replace function private.bookable_trainer(p_service_id uuid, p_trainer_id uuid)
returns public.users
language plpgsql
stable
set search_path = ''
as $$
declare
  t public.users;
begin
  select u.* into t from public.users u where u.id = p_trainer_id;
  if t.id is null or t.role not in ('staff', 'admin') then
    raise exception 'No such trainer' using errcode = 'PT404';
  end if;
  if t.status <> 'active' then
    raise exception 'This trainer is not taking bookings' using errcode = '22023';
  end if;
  if not exists (select 1 from public.service_trainers x where x.service_id = p_service_id and x.trainer_id = t.id) then
    raise exception 'This trainer does not offer that service' using errcode = '22023';
  end if;
  return t;
end;
$$;

-- A class occurrence (a session of capacity > 1), read without a lock.
create or replace function private.class_session(p_session_id uuid)
returns public.service_sessions
language plpgsql
stable
set search_path = ''
as $$
declare
  s public.service_sessions;
begin
  select x.* into s from public.service_sessions x where x.id = p_session_id;
  if s.id is null or s.capacity = 1 then
    raise exception 'No such class' using errcode = 'PT404';
  end if;
  return s;
end;
$$;

-- One client's bookings one at a time, so the per-day, per-week and upcoming limits are counted
-- without a race (held to the end of the transaction).
create or replace function private.lock_client_bookings(p_client_id uuid)
returns void
language sql
set search_path = ''
as $$
  select pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('liftwise.booking.client:' || p_client_id::text, 0));
$$;

-- The working-hours rule of a booking at [starts, ends): nothing when inside the trainer's hours,
-- 'hours' to record when staff override it, otherwise 22023 in words.
create or replace function private.hours_rule(
  p_trainer_id uuid, p_starts_at timestamptz, p_ends_at timestamptz, p_time_zone text, p_override boolean
)
returns text[]
language plpgsql
stable
set search_path = ''
as $$
begin
  if private.within_trainer_hours(p_trainer_id, p_starts_at, p_ends_at, p_time_zone) then
    return '{}';
  end if;
  if not p_override then
    raise exception 'That time is outside the trainer''s working hours' using errcode = '22023';
  end if;
  return array['hours'];
end;
$$;

do $$
declare
  f regprocedure;
begin
  foreach f in array array[
    'private.require_staff(public.users, text)', 'private.booking_for(public.users, uuid, boolean)',
    'private.offered_service(uuid)', 'private.bookable_trainer(uuid, uuid)', 'private.class_session(uuid)',
    'private.lock_client_bookings(uuid)', 'private.hours_rule(uuid, timestamptz, timestamptz, text, boolean)'
  ]::regprocedure[]
  loop
    execute format('revoke all on function %s from public, anon, authenticated, service_role', f);
  end loop;
end
$$;

-- The functions, redefined on the helpers -----------------------------------------------------------

create or replace function private.booking_parties(
  p_caller public.users, p_service_id uuid, p_trainer_id uuid, p_client_id uuid, p_override boolean
)
returns table (service public.services, trainer public.users, client public.users)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  s public.services;
  t public.users;
  c public.users;
begin
  if p_override and p_caller.role not in ('staff', 'admin') then
    raise exception 'Only staff can override booking rules' using errcode = '42501';
  end if;
  if p_client_id is null or not private.may_act_for_client(p_caller, p_client_id) then
    raise exception '%', case when p_caller.role = 'client' then 'You can only book for yourself'
                              else 'You can only book your own clients' end
      using errcode = '42501';
  end if;
  select u.* into c from public.users u where u.id = p_client_id;
  if c.id is null or c.role <> 'client' then
    raise exception 'No such client' using errcode = 'PT404';
  end if;
  if c.status <> 'active' then
    raise exception 'This client''s account is not active' using errcode = '22023';
  end if;
  s := private.offered_service(p_service_id);
  if p_trainer_id is not null then
    t := private.bookable_trainer(s.id, p_trainer_id);
  end if;
  return query select s, t, c;
end;
$$;

-- Books one appointment (a service of capacity 1): a session of the trainer and the client's
-- place in it. The caller is checked by the caller of this function.
create or replace function private.book_appointment_as(
  p_caller public.users,
  p_service_id uuid,
  p_trainer_id uuid,
  p_client_id uuid,
  p_starts_at timestamptz,
  p_override boolean,
  p_note text,
  p_series_id uuid,
  p_series_index integer
)
returns public.bookings
language plpgsql
security definer
set search_path = ''
as $$
declare
  st public.studio_settings := private.studio();
  parties record;
  ends_at timestamptz;
  broken text[];
  session_id uuid;
  result public.bookings;
  constraint_name text;
  staff boolean := p_caller.role in ('staff', 'admin');
begin
  if p_starts_at is null then
    raise exception 'Choose a start time' using errcode = '22023';
  end if;
  if p_trainer_id is null then
    raise exception 'Choose a trainer' using errcode = '22023';
  end if;
  select * into parties from private.booking_parties(p_caller, p_service_id, p_trainer_id, p_client_id, p_override);
  if (parties.service).capacity > 1 then
    raise exception 'This service is a class: book a place in one of its sessions' using errcode = '22023';
  end if;
  perform private.lock_client_bookings(p_client_id);
  ends_at := p_starts_at + make_interval(mins => (parties.service).duration_minutes);
  broken := private.check_booking_rules(p_caller, parties.service, parties.client, p_starts_at, p_override, null);
  broken := broken || private.hours_rule(p_trainer_id, p_starts_at, ends_at, st.time_zone, p_override);
  begin
    insert into public.service_sessions (
      service_id, trainer_id, starts_at, ends_at, buffer_before_minutes, buffer_after_minutes, busy, capacity,
      seats_taken, series_id, created_by
    ) values (
      p_service_id, p_trainer_id, p_starts_at, ends_at, (parties.service).buffer_before_minutes,
      (parties.service).buffer_after_minutes, tstzrange(p_starts_at, ends_at), 1, 1, p_series_id, p_caller.id
    ) returning id into session_id;
    insert into public.bookings (
      session_id, service_id, trainer_id, client_id, starts_at, ends_at, status, note, series_id, series_index,
      overridden, overridden_rules, overridden_by, booked_by
    ) values (
      session_id, p_service_id, p_trainer_id, p_client_id, p_starts_at, ends_at,
      case when not staff and st.client_booking_mode = 'request' then 'requested' else 'booked' end::public.booking_status,
      coalesce(left(p_note, 500), ''), p_series_id, p_series_index,
      cardinality(broken) > 0, broken, case when cardinality(broken) > 0 then p_caller.id end, p_caller.id
    ) returning * into result;
  exception when exclusion_violation or unique_violation then
    get stacked diagnostics constraint_name = constraint_name;
    perform private.raise_conflict(constraint_name, p_caller);
  end;
  return result;
end;
$$;

-- Cancels one booking as the caller. Late (inside the window) costs the studio's late-cancel
-- outcome unless staff waive it (recorded as an override).
create or replace function private.cancel_booking_as(
  p_caller public.users, p_booking_id uuid, p_reason text, p_waive_penalty boolean
)
returns public.bookings
language plpgsql
security definer
set search_path = ''
as $$
declare
  st public.studio_settings := private.studio();
  b public.bookings;
  s public.service_sessions;
  staff boolean := p_caller.role in ('staff', 'admin');
  late boolean;
  result public.bookings;
begin
  b := private.booking_for(p_caller, p_booking_id, true);
  if p_waive_penalty and not staff then
    raise exception 'Only staff can override booking rules' using errcode = '42501';
  end if;
  if b.status not in ('booked', 'requested') then
    raise exception 'This booking is already %', replace(b.status::text, '_', ' ') using errcode = 'PT409';
  end if;
  select x.* into s from public.service_sessions x where x.id = b.session_id for update;
  late := b.status = 'booked' and now() > b.starts_at - make_interval(mins => st.cancel_window_minutes);
  update public.bookings
  set status = case when late and not p_waive_penalty then 'late_cancelled' else 'cancelled' end::public.booking_status,
      outcome = case when late and not p_waive_penalty then st.late_cancel_outcome end,
      fee_minor = case when late and not p_waive_penalty and st.late_cancel_outcome = 'fee' then st.late_cancel_fee_minor end,
      cancel_reason = nullif(left(btrim(coalesce(p_reason, '')), 500), ''),
      cancelled_at = now(),
      cancelled_by = p_caller.id,
      overridden = b.overridden or (late and p_waive_penalty),
      overridden_rules = case when late and p_waive_penalty then b.overridden_rules || 'late_cancel'::text else b.overridden_rules end,
      overridden_by = case when late and p_waive_penalty then p_caller.id else b.overridden_by end
  where id = b.id
  returning * into result;
  perform private.free_place(s);
  return result;
end;
$$;

-- Moves an appointment to another time (and trainer). The same rules as booking, counted without
-- this booking; clients may not move inside the cancellation window.
create or replace function private.move_booking(
  p_booking_id uuid, p_starts_at timestamptz, p_trainer_id uuid, p_override boolean
)
returns public.bookings
language plpgsql
security definer
set search_path = ''
as $$
declare
  me public.users := private.require_active_caller();
  st public.studio_settings := private.studio();
  b public.bookings;
  parties record;
  staff boolean := me.role in ('staff', 'admin');
  override boolean := coalesce(p_override, false);
  trainer uuid;
  v_ends timestamptz;
  broken text[];
  result public.bookings;
  constraint_name text;
begin
  b := private.booking_for(me, p_booking_id, true);
  if b.status not in ('booked', 'requested') then
    raise exception 'Only an upcoming booking can be moved' using errcode = 'PT409';
  end if;
  if (select s.capacity from public.service_sessions s where s.id = b.session_id) > 1 then
    raise exception 'A class place cannot be moved: cancel it and book another session' using errcode = '22023';
  end if;
  if p_starts_at is null then
    raise exception 'Choose a start time' using errcode = '22023';
  end if;
  trainer := coalesce(p_trainer_id, b.trainer_id);
  select * into parties from private.booking_parties(me, b.service_id, trainer, b.client_id, override);
  if not staff and now() > b.starts_at - make_interval(mins => st.cancel_window_minutes) then
    raise exception 'Changes close % before the start', private.minutes_in_words(st.cancel_window_minutes)
      using errcode = '22023';
  end if;
  perform private.lock_client_bookings(b.client_id);
  v_ends := p_starts_at + make_interval(mins => (parties.service).duration_minutes);
  broken := private.check_booking_rules(me, parties.service, parties.client, p_starts_at, override, b.id);
  broken := broken || private.hours_rule(trainer, p_starts_at, v_ends, st.time_zone, override);
  begin
    update public.service_sessions
    set trainer_id = trainer, starts_at = p_starts_at, ends_at = v_ends,
        buffer_before_minutes = (parties.service).buffer_before_minutes,
        buffer_after_minutes = (parties.service).buffer_after_minutes
    where id = b.session_id;
    update public.bookings
    set trainer_id = trainer, starts_at = p_starts_at, ends_at = v_ends,
        overridden = b.overridden or cardinality(broken) > 0,
        overridden_rules = b.overridden_rules || broken,
        overridden_by = case when cardinality(broken) > 0 then me.id else b.overridden_by end
    where id = b.id
    returning * into result;
  exception when exclusion_violation or unique_violation then
    get stacked diagnostics constraint_name = constraint_name;
    perform private.raise_conflict(constraint_name, me);
  end;
  return result;
end;
$$;



-- Attended or no-show, by staff, once the session has started. A no-show costs the studio's
-- no-show outcome.
create or replace function private.mark_attendance(p_booking_id uuid, p_status text)
returns public.bookings
language plpgsql
security definer
set search_path = ''
as $$
declare
  me public.users := private.require_active_caller();
  st public.studio_settings := private.studio();
  b public.bookings;
  result public.bookings;
begin
  perform private.require_staff(me, 'Only staff can mark attendance');
  if p_status is null or p_status not in ('attended', 'no_show') then
    raise exception 'Attendance is attended or no_show' using errcode = '22023';
  end if;
  b := private.booking_for(me, p_booking_id, true);
  if b.status not in ('booked', 'attended', 'no_show') then
    raise exception 'Only a booked session can be marked (this one is %)', replace(b.status::text, '_', ' ')
      using errcode = 'PT409';
  end if;
  if b.starts_at > now() then
    raise exception 'You can mark attendance once the session has started' using errcode = '22023';
  end if;
  update public.bookings
  set status = p_status::public.booking_status,
      outcome = case when p_status = 'no_show' then st.no_show_outcome end,
      fee_minor = case when p_status = 'no_show' and st.no_show_outcome = 'fee' then st.no_show_fee_minor end,
      attendance_marked_at = now()
  where id = b.id
  returning * into result;
  return result;
end;
$$;


-- Staff answer a client's request (request-only studios): accept books it, decline frees it.
create or replace function private.answer_booking_request(p_booking_id uuid, p_accept boolean)
returns public.bookings
language plpgsql
security definer
set search_path = ''
as $$
declare
  me public.users := private.require_active_caller();
  b public.bookings;
  s public.service_sessions;
  result public.bookings;
begin
  perform private.require_staff(me, 'Only staff can answer a booking request');
  b := private.booking_for(me, p_booking_id, true);
  if b.status <> 'requested' then
    raise exception 'This request has already been answered' using errcode = 'PT409';
  end if;
  update public.bookings
  set status = case when coalesce(p_accept, false) then 'booked' else 'declined' end::public.booking_status,
      cancelled_at = case when coalesce(p_accept, false) then null else now() end,
      cancelled_by = case when coalesce(p_accept, false) then null else me.id end
  where id = b.id
  returning * into result;
  if not coalesce(p_accept, false) then
    select x.* into s from public.service_sessions x where x.id = b.session_id for update;
    perform private.free_place(s);
  end if;
  return result;
end;
$$;


-- Staff put a class occurrence on a trainer's calendar.
create or replace function private.schedule_class(
  p_service_id uuid, p_trainer_id uuid, p_starts_at timestamptz, p_override boolean
)
returns public.service_sessions
language plpgsql
security definer
set search_path = ''
as $$
declare
  me public.users := private.require_active_caller();
  st public.studio_settings := private.studio();
  s public.services;
  t public.users;
  ends_at timestamptz;
  result public.service_sessions;
begin
  perform private.require_staff(me, 'Only staff can schedule a class');
  if me.role = 'staff' and p_trainer_id is distinct from me.id then
    raise exception 'Trainers schedule their own classes; an admin schedules anyone''s' using errcode = '42501';
  end if;
  s := private.offered_service(p_service_id);
  if s.capacity = 1 then
    raise exception 'This service is an appointment, not a class' using errcode = '22023';
  end if;
  t := private.bookable_trainer(s.id, p_trainer_id);
  if p_starts_at is null or p_starts_at <= now() then
    raise exception 'Choose a time in the future' using errcode = '22023';
  end if;
  ends_at := p_starts_at + make_interval(mins => s.duration_minutes);
  if not coalesce(p_override, false) and not private.within_trainer_hours(t.id, p_starts_at, ends_at, st.time_zone) then
    raise exception 'That time is outside the trainer''s working hours' using errcode = '22023';
  end if;
  begin
    insert into public.service_sessions (
      service_id, trainer_id, starts_at, ends_at, buffer_before_minutes, buffer_after_minutes, busy, capacity, created_by
    ) values (
      s.id, t.id, p_starts_at, ends_at, s.buffer_before_minutes, s.buffer_after_minutes,
      tstzrange(p_starts_at, ends_at), s.capacity, me.id
    ) returning * into result;
  exception when exclusion_violation then
    raise exception 'That time was just taken' using errcode = 'PT409';
  end;
  return result;
end;
$$;


-- A place in a class, taken under the session's row lock: exactly capacity places, never more.
create or replace function private.book_class(p_session_id uuid, p_client_id uuid, p_override boolean)
returns public.bookings
language plpgsql
security definer
set search_path = ''
as $$
declare
  me public.users := private.require_active_caller();
  st public.studio_settings := private.studio();
  s public.service_sessions;
  parties record;
  broken text[];
  staff boolean := me.role in ('staff', 'admin');
  result public.bookings;
  constraint_name text;
begin
  s := private.class_session(p_session_id);
  select * into parties from private.booking_parties(me, s.service_id, s.trainer_id, p_client_id, coalesce(p_override, false));
  perform private.lock_client_bookings(p_client_id);
  broken := private.check_booking_rules(me, parties.service, parties.client, s.starts_at, coalesce(p_override, false), null);
  select x.* into s from public.service_sessions x where x.id = p_session_id for update;
  if s.status <> 'scheduled' then
    raise exception 'This class has been cancelled' using errcode = 'PT409';
  end if;
  if s.seats_taken >= s.capacity then
    raise exception 'This class is full' using errcode = 'PT409', hint = 'join_waitlist';
  end if;
  begin
    insert into public.bookings (
      session_id, service_id, trainer_id, client_id, starts_at, ends_at, status, overridden, overridden_rules,
      overridden_by, booked_by
    ) values (
      s.id, s.service_id, s.trainer_id, p_client_id, s.starts_at, s.ends_at,
      case when not staff and st.client_booking_mode = 'request' then 'requested' else 'booked' end::public.booking_status,
      cardinality(broken) > 0, broken, case when cardinality(broken) > 0 then me.id end, me.id
    ) returning * into result;
  exception when exclusion_violation or unique_violation then
    get stacked diagnostics constraint_name = constraint_name;
    if constraint_name = 'bookings_one_place_per_session' then
      raise exception '%', case when staff then 'The client already has a place in this class'
                                else 'You already have a place in this class' end
        using errcode = 'PT409';
    end if;
    perform private.raise_conflict(constraint_name, me);
  end;
  update public.service_sessions set seats_taken = seats_taken + 1 where id = s.id;
  -- A client who was waiting and books a freed place directly leaves the waitlist.
  update public.waitlist_entries set status = 'left', left_at = now()
  where session_id = s.id and client_id = p_client_id and status = 'waiting';
  return result;
end;
$$;


-- Joins a full class's waitlist; answers the entry and its place in line (1 = next).
create or replace function private.join_waitlist(p_session_id uuid, p_client_id uuid)
returns table (entry_id uuid, session_id uuid, waitlist_position integer)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  me public.users := private.require_active_caller();
  s public.service_sessions;
  parties record;
  entry public.waitlist_entries;
begin
  s := private.class_session(p_session_id);
  select * into parties from private.booking_parties(me, s.service_id, s.trainer_id, p_client_id, false);
  select x.* into s from public.service_sessions x where x.id = p_session_id for update;
  if s.status <> 'scheduled' or s.starts_at <= now() then
    raise exception 'This class is no longer taking bookings' using errcode = 'PT409';
  end if;
  if s.seats_taken < s.capacity then
    raise exception 'There are free places in this class: book one instead' using errcode = 'PT409';
  end if;
  if exists (
    select 1 from public.bookings b
    where b.session_id = s.id and b.client_id = p_client_id and b.status in ('requested', 'booked', 'attended', 'no_show')
  ) then
    raise exception 'You already have a place in this class' using errcode = 'PT409';
  end if;
  insert into public.waitlist_entries (session_id, client_id)
  values (s.id, p_client_id)
  on conflict (session_id, client_id) where (status = 'waiting') do nothing
  returning * into entry;
  if entry.id is null then
    select w.* into entry from public.waitlist_entries w
    where w.session_id = s.id and w.client_id = p_client_id and w.status = 'waiting';
  end if;
  return query
    select entry.id, s.id,
      (select count(*)::integer from public.waitlist_entries w
       where w.session_id = s.id and w.status = 'waiting' and w.seq <= entry.seq);
end;
$$;


-- "This and following": cancels this booking and the later active ones of its series.
create or replace function private.cancel_following(p_booking_id uuid, p_reason text, p_waive_penalty boolean)
returns setof public.bookings
language plpgsql
security definer
set search_path = ''
as $$
declare
  me public.users := private.require_active_caller();
  first public.bookings;
  next_id uuid;
begin
  first := private.booking_for(me, p_booking_id, false);
  if first.series_id is null then
    return next private.cancel_booking_as(me, first.id, p_reason, coalesce(p_waive_penalty, false));
    return;
  end if;
  for next_id in
    select x.id from public.bookings x
    where x.series_id = first.series_id and x.starts_at >= first.starts_at and x.status in ('booked', 'requested')
    order by x.starts_at
  loop
    return next private.cancel_booking_as(me, next_id, p_reason, coalesce(p_waive_penalty, false));
  end loop;
end;
$$;


