-- The booking functions (issue 27). Each public function is security invoker and calls a security
-- definer twin in private (not exposed by the Data API), which derives the caller from auth.uid()
-- and checks every rule in one transaction. Errors a person can act on:
--   22023 (400) a rule refuses the request, with the rule in words ("Bookings close 2 hours before the start")
--   PT409 (409) a conflict ("That time was just taken", "This class is full")
--   PT404 (404) no such booking, session, service or person the caller may see
--   42501 (403) the caller may not do this (an inactive account, someone else's booking)
-- docs/scheduling.md has the contract.

-- Helpers ------------------------------------------------------------------------------------------

-- "2 hours", "30 minutes", "1 day", "1 hour 30 minutes".
create or replace function private.minutes_in_words(p_minutes integer)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when p_minutes % 1440 = 0 and p_minutes >= 1440 then
      (p_minutes / 1440)::text || case when p_minutes = 1440 then ' day' else ' days' end
    when p_minutes % 60 = 0 and p_minutes >= 60 then
      (p_minutes / 60)::text || case when p_minutes = 60 then ' hour' else ' hours' end
    when p_minutes > 60 then
      (p_minutes / 60)::text || case when p_minutes / 60 = 1 then ' hour ' else ' hours ' end
        || (p_minutes % 60)::text || case when p_minutes % 60 = 1 then ' minute' else ' minutes' end
    else p_minutes::text || case when p_minutes = 1 then ' minute' else ' minutes' end
  end;
$$;

create or replace function private.studio()
returns public.studio_settings
language sql
stable
security definer
set search_path = ''
as $$
  select s from public.studio_settings s where s.id = 1;
$$;

-- The caller, who must be active: their id and role.
create or replace function private.require_active_caller()
returns public.users
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  me public.users;
begin
  select u.* into me from public.users u where u.id = (select auth.uid());
  if me.id is null or me.status <> 'active' then
    raise exception 'Your account is not active' using errcode = '42501';
  end if;
  return me;
end;
$$;

-- May the caller act for this client? Themselves; staff for their assigned clients; admins anyone.
create or replace function private.may_act_for_client(p_caller public.users, p_client_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select p_client_id = p_caller.id
    or p_caller.role = 'admin'
    or (p_caller.role = 'staff'
        and exists (select 1 from public.users c where c.id = p_client_id and c.assigned_to = p_caller.id));
$$;

-- The local working windows of a trainer on a local date: the date's overrides if it has any
-- (none with times = a day off), otherwise the weekly hours of its weekday.
create or replace function private.trainer_windows(p_trainer_id uuid, p_date date)
returns table (start_time time, end_time time)
language sql
stable
security definer
set search_path = ''
as $$
  select o.start_time, o.end_time
  from public.trainer_date_overrides o
  where o.trainer_id = p_trainer_id and o.on_date = p_date and o.start_time is not null
  union all
  select h.start_time, h.end_time
  from public.trainer_hours h
  where h.trainer_id = p_trainer_id
    and h.weekday = extract(dow from p_date)::smallint
    and not exists (select 1 from public.trainer_date_overrides o where o.trainer_id = p_trainer_id and o.on_date = p_date);
$$;

-- Is [starts, ends) inside one working window (wall-clock, studio time zone) and outside blockouts?
create or replace function private.within_trainer_hours(
  p_trainer_id uuid, p_starts_at timestamptz, p_ends_at timestamptz, p_time_zone text
)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
      select 1
      from private.trainer_windows(p_trainer_id, (p_starts_at at time zone p_time_zone)::date) w
      where (p_starts_at at time zone p_time_zone) >= (p_starts_at at time zone p_time_zone)::date + w.start_time
        and (p_ends_at at time zone p_time_zone) <= (p_starts_at at time zone p_time_zone)::date + w.end_time
    )
    and not exists (
      select 1 from public.trainer_blockouts b
      where b.trainer_id = p_trainer_id and tstzrange(b.starts_at, b.ends_at) && tstzrange(p_starts_at, p_ends_at)
    );
$$;

-- Checks the client-facing rules for one booking at [starts, ends). A broken rule raises 22023 in
-- words, unless p_override (staff only), in which case its name is returned to be recorded.
create or replace function private.check_booking_rules(
  p_caller public.users,
  p_service public.services,
  p_client public.users,
  p_starts_at timestamptz,
  p_override boolean,
  p_ignore_booking uuid
)
returns text[]
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  st public.studio_settings := private.studio();
  staff boolean := p_caller.role in ('staff', 'admin');
  broken text[] := '{}';
  local_start timestamp := p_starts_at at time zone st.time_zone;
  week_first date;
  n integer;
  refuse text;
begin
  -- Clients booking for themselves: the studio may take requests only, or none at all.
  if not staff and st.client_booking_mode = 'staff_only' then
    raise exception 'Bookings are made by the studio: ask your trainer' using errcode = '42501';
  end if;
  if p_starts_at <= now() then
    refuse := 'That time has already passed';
    if not p_override then raise exception '%', refuse using errcode = '22023'; end if;
    broken := broken || 'past'::text;
  elsif p_starts_at < now() + make_interval(mins => st.min_notice_minutes) then
    refuse := format('Bookings close %s before the start', private.minutes_in_words(st.min_notice_minutes));
    if not p_override then raise exception '%', refuse using errcode = '22023'; end if;
    broken := broken || 'min_notice'::text;
  end if;
  if p_starts_at > now() + make_interval(days => st.max_advance_days) then
    if not p_override then
      raise exception 'Bookings open % days ahead', st.max_advance_days using errcode = '22023';
    end if;
    broken := broken || 'max_advance'::text;
  end if;
  -- A client with no type set is not in any list.
  if p_service.allowed_client_types is not null
    and not coalesce(p_client.client_type::text = any (p_service.allowed_client_types), false)
  then
    if not p_override then
      raise exception '%', case when staff then 'This service is not open to this client''s membership type'
                                else 'This service is not open to your membership type' end
        using errcode = '22023';
    end if;
    broken := broken || 'client_type'::text;
  end if;
  if st.max_bookings_per_day is not null then
    select count(*) into n from public.bookings b
    where b.client_id = p_client.id and b.id is distinct from p_ignore_booking
      and b.status in ('requested', 'booked', 'attended', 'no_show')
      and (b.starts_at at time zone st.time_zone)::date = local_start::date;
    if n >= st.max_bookings_per_day then
      if not p_override then
        raise exception '%', format('%s at most %s %s a day', case when staff then 'A client can have' else 'You can have' end,
          st.max_bookings_per_day, case when st.max_bookings_per_day = 1 then 'booking' else 'bookings' end)
          using errcode = '22023';
      end if;
      broken := broken || 'per_day'::text;
    end if;
  end if;
  if st.max_bookings_per_week is not null then
    week_first := local_start::date - ((extract(dow from local_start)::integer - st.week_start + 7) % 7);
    select count(*) into n from public.bookings b
    where b.client_id = p_client.id and b.id is distinct from p_ignore_booking
      and b.status in ('requested', 'booked', 'attended', 'no_show')
      and (b.starts_at at time zone st.time_zone)::date between week_first and week_first + 6;
    if n >= st.max_bookings_per_week then
      if not p_override then
        raise exception '%', format('%s at most %s %s a week', case when staff then 'A client can have' else 'You can have' end,
          st.max_bookings_per_week, case when st.max_bookings_per_week = 1 then 'booking' else 'bookings' end)
          using errcode = '22023';
      end if;
      broken := broken || 'per_week'::text;
    end if;
  end if;
  if st.max_upcoming_bookings is not null then
    select count(*) into n from public.bookings b
    where b.client_id = p_client.id and b.id is distinct from p_ignore_booking
      and b.status in ('requested', 'booked') and b.starts_at > now();
    if n >= st.max_upcoming_bookings then
      if not p_override then
        raise exception '%', format('%s at most %s upcoming %s', case when staff then 'A client can have' else 'You can have' end,
          st.max_upcoming_bookings, case when st.max_upcoming_bookings = 1 then 'booking' else 'bookings' end)
          using errcode = '22023';
      end if;
      broken := broken || 'upcoming'::text;
    end if;
  end if;
  return broken;
end;
$$;

-- Loads and checks the people and the service of a booking; raises in words.
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
  select x.* into s from public.services x where x.id = p_service_id;
  if s.id is null then
    raise exception 'No such service' using errcode = 'PT404';
  end if;
  if s.is_archived then
    raise exception 'This service is no longer offered' using errcode = '22023';
  end if;
  if p_trainer_id is not null then
    select u.* into t from public.users u where u.id = p_trainer_id;
    if t.id is null or t.role not in ('staff', 'admin') then
      raise exception 'No such trainer' using errcode = 'PT404';
    end if;
    if t.status <> 'active' then
      raise exception 'This trainer is not taking bookings' using errcode = '22023';
    end if;
    if not exists (select 1 from public.service_trainers st where st.service_id = s.id and st.trainer_id = t.id) then
      raise exception 'This trainer does not offer that service' using errcode = '22023';
    end if;
  end if;
  return query select s, t, c;
end;
$$;

-- Turns the two exclusion constraints into what happened, in words.
create or replace function private.raise_conflict(p_constraint text, p_caller public.users)
returns void
language plpgsql
set search_path = ''
as $$
begin
  if p_constraint = 'bookings_client_free' or p_constraint = 'bookings_one_place_per_session' then
    raise exception '%', case when p_caller.role = 'client' then 'You already have a booking at that time'
                              else 'The client already has a booking at that time' end
      using errcode = 'PT409';
  end if;
  raise exception 'That time was just taken' using errcode = 'PT409';
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
  -- One client's bookings one at a time, so the limits are counted without a race.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('liftwise.booking.client:' || p_client_id::text, 0));
  ends_at := p_starts_at + make_interval(mins => (parties.service).duration_minutes);
  broken := private.check_booking_rules(p_caller, parties.service, parties.client, p_starts_at, p_override, null);
  if not private.within_trainer_hours(p_trainer_id, p_starts_at, ends_at, st.time_zone) then
    if not p_override then
      raise exception 'That time is outside the trainer''s working hours' using errcode = '22023';
    end if;
    broken := broken || 'hours'::text;
  end if;
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

-- Frees a seat (or the whole appointment) and, for a class before its cancellation deadline,
-- promotes the first waiting client once and tells them. Called with the session row locked.
create or replace function private.free_place(p_session public.service_sessions)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  st public.studio_settings := private.studio();
  entry public.waitlist_entries;
  promoted public.bookings;
  service_name text;
begin
  if p_session.capacity = 1 then
    update public.service_sessions set status = 'cancelled', seats_taken = 0, cancelled_at = now()
    where id = p_session.id;
    return;
  end if;
  update public.service_sessions set seats_taken = seats_taken - 1 where id = p_session.id;
  if p_session.status <> 'scheduled' or now() >= p_session.starts_at - make_interval(mins => st.cancel_window_minutes) then
    return;
  end if;
  select x.name into service_name from public.services x where x.id = p_session.service_id;
  -- First come, first promoted. A waiting client now busy elsewhere at that time is passed over.
  for entry in
    select w.* from public.waitlist_entries w
    where w.session_id = p_session.id and w.status = 'waiting'
    order by w.seq
    for update
  loop
    begin
      insert into public.bookings (session_id, service_id, trainer_id, client_id, starts_at, ends_at, status, booked_by)
      values (p_session.id, p_session.service_id, p_session.trainer_id, entry.client_id, p_session.starts_at,
              p_session.ends_at, 'booked', null)
      returning * into promoted;
    exception when exclusion_violation or unique_violation then
      continue;
    end;
    update public.waitlist_entries
    set status = 'promoted', promoted_booking_id = promoted.id, promoted_at = now()
    where id = entry.id;
    update public.service_sessions set seats_taken = seats_taken + 1 where id = p_session.id;
    insert into public.messages (sender_id, recipient_id, body)
    values (
      p_session.trainer_id, entry.client_id,
      format('A place opened in %s on %s and you are booked in. See your appointments: /appointments',
        service_name, to_char(p_session.starts_at at time zone st.time_zone, 'FMDay DD Mon "at" HH24:MI'))
    );
    return;
  end loop;
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
  select x.* into b from public.bookings x where x.id = p_booking_id for update;
  if b.id is null
    or not (private.may_act_for_client(p_caller, b.client_id) or (staff and b.trainer_id = p_caller.id))
  then
    raise exception 'No such booking' using errcode = 'PT404';
  end if;
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

-- Public API -------------------------------------------------------------------------------------

create or replace function private.book_appointment(
  p_service_id uuid, p_trainer_id uuid, p_client_id uuid, p_starts_at timestamptz, p_override boolean, p_note text
)
returns public.bookings
language plpgsql
security definer
set search_path = ''
as $$
begin
  return private.book_appointment_as(
    private.require_active_caller(), p_service_id, p_trainer_id, p_client_id, p_starts_at,
    coalesce(p_override, false), p_note, null, null);
end;
$$;

create or replace function public.book_appointment(
  p_service_id uuid,
  p_trainer_id uuid,
  p_starts_at timestamptz,
  p_client_id uuid default null,
  p_override boolean default false,
  p_note text default null
)
returns public.bookings
language sql
security invoker
set search_path = ''
as $$
  select * from private.book_appointment(p_service_id, p_trainer_id, coalesce(p_client_id, (select auth.uid())),
    p_starts_at, p_override, p_note);
$$;

create or replace function private.cancel_booking(p_booking_id uuid, p_reason text, p_waive_penalty boolean)
returns public.bookings
language plpgsql
security definer
set search_path = ''
as $$
begin
  return private.cancel_booking_as(private.require_active_caller(), p_booking_id, p_reason, coalesce(p_waive_penalty, false));
end;
$$;

create or replace function public.cancel_booking(
  p_booking_id uuid, p_reason text default null, p_waive_penalty boolean default false
)
returns public.bookings
language sql
security invoker
set search_path = ''
as $$
  select * from private.cancel_booking(p_booking_id, p_reason, p_waive_penalty);
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
  select x.* into b from public.bookings x where x.id = p_booking_id for update;
  if b.id is null or not (private.may_act_for_client(me, b.client_id) or (staff and b.trainer_id = me.id)) then
    raise exception 'No such booking' using errcode = 'PT404';
  end if;
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
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('liftwise.booking.client:' || b.client_id::text, 0));
  v_ends := p_starts_at + make_interval(mins => (parties.service).duration_minutes);
  broken := private.check_booking_rules(me, parties.service, parties.client, p_starts_at, override, b.id);
  if not private.within_trainer_hours(trainer, p_starts_at, v_ends, st.time_zone) then
    if not override then
      raise exception 'That time is outside the trainer''s working hours' using errcode = '22023';
    end if;
    broken := broken || 'hours'::text;
  end if;
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

create or replace function public.move_booking(
  p_booking_id uuid, p_starts_at timestamptz, p_trainer_id uuid default null, p_override boolean default false
)
returns public.bookings
language sql
security invoker
set search_path = ''
as $$
  select * from private.move_booking(p_booking_id, p_starts_at, p_trainer_id, p_override);
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
  if me.role not in ('staff', 'admin') then
    raise exception 'Only staff can mark attendance' using errcode = '42501';
  end if;
  if p_status is null or p_status not in ('attended', 'no_show') then
    raise exception 'Attendance is attended or no_show' using errcode = '22023';
  end if;
  select x.* into b from public.bookings x where x.id = p_booking_id for update;
  if b.id is null or not (private.may_act_for_client(me, b.client_id) or b.trainer_id = me.id) then
    raise exception 'No such booking' using errcode = 'PT404';
  end if;
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

create or replace function public.mark_attendance(p_booking_id uuid, p_status text)
returns public.bookings
language sql
security invoker
set search_path = ''
as $$
  select * from private.mark_attendance(p_booking_id, p_status);
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
  if me.role not in ('staff', 'admin') then
    raise exception 'Only staff can answer a booking request' using errcode = '42501';
  end if;
  select x.* into b from public.bookings x where x.id = p_booking_id for update;
  if b.id is null or not (private.may_act_for_client(me, b.client_id) or b.trainer_id = me.id) then
    raise exception 'No such booking' using errcode = 'PT404';
  end if;
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

create or replace function public.answer_booking_request(p_booking_id uuid, p_accept boolean)
returns public.bookings
language sql
security invoker
set search_path = ''
as $$
  select * from private.answer_booking_request(p_booking_id, p_accept);
$$;

-- Classes ----------------------------------------------------------------------------------------

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
  if me.role not in ('staff', 'admin') then
    raise exception 'Only staff can schedule a class' using errcode = '42501';
  end if;
  if me.role = 'staff' and p_trainer_id is distinct from me.id then
    raise exception 'Trainers schedule their own classes; an admin schedules anyone''s' using errcode = '42501';
  end if;
  select x.* into s from public.services x where x.id = p_service_id;
  if s.id is null then
    raise exception 'No such service' using errcode = 'PT404';
  end if;
  if s.is_archived then
    raise exception 'This service is no longer offered' using errcode = '22023';
  end if;
  if s.capacity = 1 then
    raise exception 'This service is an appointment, not a class' using errcode = '22023';
  end if;
  select u.* into t from public.users u where u.id = p_trainer_id;
  if t.id is null or t.role not in ('staff', 'admin') then
    raise exception 'No such trainer' using errcode = 'PT404';
  end if;
  if t.status <> 'active' then
    raise exception 'This trainer is not taking bookings' using errcode = '22023';
  end if;
  if not exists (select 1 from public.service_trainers x where x.service_id = s.id and x.trainer_id = t.id) then
    raise exception 'This trainer does not offer that service' using errcode = '22023';
  end if;
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

create or replace function public.schedule_class(
  p_service_id uuid, p_trainer_id uuid, p_starts_at timestamptz, p_override boolean default false
)
returns public.service_sessions
language sql
security invoker
set search_path = ''
as $$
  select * from private.schedule_class(p_service_id, p_trainer_id, p_starts_at, p_override);
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
  select x.* into s from public.service_sessions x where x.id = p_session_id;
  if s.id is null or s.capacity = 1 then
    raise exception 'No such class' using errcode = 'PT404';
  end if;
  select * into parties from private.booking_parties(me, s.service_id, s.trainer_id, p_client_id, coalesce(p_override, false));
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('liftwise.booking.client:' || p_client_id::text, 0));
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

create or replace function public.book_class(
  p_session_id uuid, p_client_id uuid default null, p_override boolean default false
)
returns public.bookings
language sql
security invoker
set search_path = ''
as $$
  select * from private.book_class(p_session_id, coalesce(p_client_id, (select auth.uid())), p_override);
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
  select x.* into s from public.service_sessions x where x.id = p_session_id;
  if s.id is null or s.capacity = 1 then
    raise exception 'No such class' using errcode = 'PT404';
  end if;
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

create or replace function public.join_waitlist(p_session_id uuid, p_client_id uuid default null)
returns table (entry_id uuid, session_id uuid, waitlist_position integer)
language sql
security invoker
set search_path = ''
as $$
  select j.entry_id, j.session_id, j.waitlist_position
  from private.join_waitlist(p_session_id, coalesce(p_client_id, (select auth.uid()))) as j;
$$;

create or replace function private.leave_waitlist(p_session_id uuid, p_client_id uuid)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  me public.users := private.require_active_caller();
  n integer;
begin
  if p_client_id is null or not private.may_act_for_client(me, p_client_id) then
    raise exception 'No such waitlist place' using errcode = 'PT404';
  end if;
  update public.waitlist_entries set status = 'left', left_at = now()
  where session_id = p_session_id and client_id = p_client_id and status = 'waiting';
  get diagnostics n = row_count;
  if n = 0 then
    raise exception 'No such waitlist place' using errcode = 'PT404';
  end if;
  return n;
end;
$$;

create or replace function public.leave_waitlist(p_session_id uuid, p_client_id uuid default null)
returns integer
language sql
security invoker
set search_path = ''
as $$
  select private.leave_waitlist(p_session_id, coalesce(p_client_id, (select auth.uid())));
$$;

-- Series -----------------------------------------------------------------------------------------

-- Weekly on chosen weekdays (0 = Sunday) at one local time, for p_weeks weeks or until p_until.
-- Each occurrence is its own booking; a refused occurrence is reported, never fails the series.
create or replace function private.book_series(
  p_service_id uuid, p_trainer_id uuid, p_client_id uuid, p_first_date date, p_local_time time,
  p_weekdays integer[], p_weeks integer, p_until date, p_override boolean
)
returns table (occurrence integer, local_date date, starts_at timestamptz, result text, booking_id uuid, message text)
language plpgsql
security definer
set search_path = ''
as $$
declare
  me public.users := private.require_active_caller();
  st public.studio_settings := private.studio();
  series uuid := gen_random_uuid();
  last_date date;
  d date;
  n integer := 0;
  v_at timestamptz;
  booked public.bookings;
  code text;
  why text;
begin
  if p_first_date is null or p_local_time is null then
    raise exception 'Choose a first date and a time' using errcode = '22023';
  end if;
  if p_weekdays is null or cardinality(p_weekdays) = 0
    or exists (select 1 from unnest(p_weekdays) w where w is null or w not between 0 and 6) then
    raise exception 'Choose the weekdays (0 = Sunday ... 6 = Saturday)' using errcode = '22023';
  end if;
  if (p_weeks is null) = (p_until is null) then
    raise exception 'Give a number of weeks or an end date' using errcode = '22023';
  end if;
  if p_weeks is not null and p_weeks not between 1 and 52 then
    raise exception 'A series runs 1 to 52 weeks' using errcode = '22023';
  end if;
  last_date := coalesce(p_until, p_first_date + 7 * p_weeks - 1);
  if last_date < p_first_date or last_date > p_first_date + 365 then
    raise exception 'A series ends after its first date and within a year' using errcode = '22023';
  end if;
  -- Who may book for whom, and whether the parties exist, fail the whole series.
  perform private.booking_parties(me, p_service_id, p_trainer_id, p_client_id, coalesce(p_override, false));
  d := p_first_date;
  while d <= last_date loop
    if extract(dow from d)::integer = any (p_weekdays) then
      n := n + 1;
      v_at := (d + p_local_time) at time zone st.time_zone;
      if (v_at at time zone st.time_zone) <> d + p_local_time then
        -- A wall-clock time the clocks skip on this date.
        return query select n, d, null::timestamptz, 'refused', null::uuid,
          'That time does not exist on this day (the clocks change)';
      else
        begin
          booked := private.book_appointment_as(me, p_service_id, p_trainer_id, p_client_id, v_at,
            coalesce(p_override, false), null, series, n);
          return query select n, d, v_at, booked.status::text, booked.id, null::text;
        exception when others then
          get stacked diagnostics code = returned_sqlstate, why = message_text;
          if code = '42501' or code like 'P0%' or code like 'XX%' or code like '5%' then
            raise;
          end if;
          return query select n, d, v_at, case when code = 'PT409' then 'conflict' else 'refused' end, null::uuid, why;
        end;
      end if;
    end if;
    d := d + 1;
  end loop;
end;
$$;

create or replace function public.book_series(
  p_service_id uuid,
  p_trainer_id uuid,
  p_first_date date,
  p_local_time time,
  p_weekdays integer[],
  p_weeks integer default null,
  p_until date default null,
  p_client_id uuid default null,
  p_override boolean default false
)
returns table (occurrence integer, local_date date, starts_at timestamptz, result text, booking_id uuid, message text)
language sql
security invoker
set search_path = ''
as $$
  select s.occurrence, s.local_date, s.starts_at, s.result, s.booking_id, s.message
  from private.book_series(p_service_id, p_trainer_id, coalesce(p_client_id, (select auth.uid())), p_first_date,
    p_local_time, p_weekdays, p_weeks, p_until, p_override) as s;
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
  select x.* into first from public.bookings x where x.id = p_booking_id;
  if first.id is null
    or not (private.may_act_for_client(me, first.client_id) or (me.role in ('staff', 'admin') and first.trainer_id = me.id))
  then
    raise exception 'No such booking' using errcode = 'PT404';
  end if;
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

create or replace function public.cancel_following(
  p_booking_id uuid, p_reason text default null, p_waive_penalty boolean default false
)
returns setof public.bookings
language sql
security invoker
set search_path = ''
as $$
  select * from private.cancel_following(p_booking_id, p_reason, p_waive_penalty);
$$;

-- Free slots --------------------------------------------------------------------------------------

-- A trainer's free start times for a service between two local dates (at most 62 days). Weekly
-- hours are wall-clock times in the studio's zone: 09:00 stays 09:00 across a clock change, and a
-- time the clocks skip gives no slot. Clients see only what they could book now (notice and
-- advance); staff see every free slot (they may override).
create or replace function private.free_slots(
  p_trainer_id uuid, p_service_id uuid, p_from date, p_to date, p_interval_minutes integer
)
returns table (starts_at timestamptz, ends_at timestamptz)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  me public.users := private.require_active_caller();
  st public.studio_settings := private.studio();
  s public.services;
  step integer;
begin
  if p_from is null or p_to is null or p_to < p_from or p_to > p_from + 62 then
    raise exception 'Choose a date range of at most 62 days' using errcode = '22023';
  end if;
  select x.* into s from public.services x where x.id = p_service_id and not x.is_archived;
  if s.id is null then
    raise exception 'No such service' using errcode = 'PT404';
  end if;
  if not exists (
    select 1 from public.service_trainers x join public.users u on u.id = x.trainer_id
    where x.service_id = s.id and x.trainer_id = p_trainer_id and u.status = 'active'
  ) then
    return;
  end if;
  step := coalesce(p_interval_minutes, s.duration_minutes);
  if step not between 5 and 720 then
    raise exception 'Slots are 5 to 720 minutes apart' using errcode = '22023';
  end if;
  return query
    with days as (
      select g::date as d from generate_series(p_from::timestamp, p_to::timestamp, interval '1 day') g
    ),
    windows as (
      select days.d, w.start_time, w.end_time
      from days cross join lateral private.trainer_windows(p_trainer_id, days.d) w
    ),
    local_starts as (
      select windows.d, windows.d + windows.start_time + make_interval(mins => k * step) as local_start,
             windows.d + windows.end_time as local_end
      from windows
      cross join lateral generate_series(
        0, (extract(epoch from (windows.end_time - windows.start_time))::integer / 60 - s.duration_minutes) / step
      ) k
    ),
    candidates as (
      select (l.local_start at time zone st.time_zone) as slot_start, l.local_start, l.local_end
      from local_starts l
    )
    select c.slot_start, c.slot_start + make_interval(mins => s.duration_minutes)
    from candidates c
    where (c.slot_start at time zone st.time_zone) = c.local_start
      and ((c.slot_start + make_interval(mins => s.duration_minutes)) at time zone st.time_zone) <= c.local_end
      and c.slot_start > now()
      and (me.role in ('staff', 'admin')
        or (c.slot_start >= now() + make_interval(mins => st.min_notice_minutes)
            and c.slot_start <= now() + make_interval(days => st.max_advance_days)))
      and not exists (
        select 1 from public.service_sessions x
        where x.trainer_id = p_trainer_id and x.status = 'scheduled'
          and x.busy && tstzrange(c.slot_start - make_interval(mins => s.buffer_before_minutes),
                                  c.slot_start + make_interval(mins => s.duration_minutes + s.buffer_after_minutes))
      )
      and not exists (
        select 1 from public.trainer_blockouts b
        where b.trainer_id = p_trainer_id
          and tstzrange(b.starts_at, b.ends_at) && tstzrange(c.slot_start, c.slot_start + make_interval(mins => s.duration_minutes))
      )
    order by 1;
end;
$$;

create or replace function public.free_slots(
  p_trainer_id uuid, p_service_id uuid, p_from date, p_to date, p_interval_minutes integer default null
)
returns table (starts_at timestamptz, ends_at timestamptz)
language sql
stable
security invoker
set search_path = ''
as $$
  select f.starts_at, f.ends_at from private.free_slots(p_trainer_id, p_service_id, p_from, p_to, p_interval_minutes) as f;
$$;

-- Privileges --------------------------------------------------------------------------------------
do $$
declare
  f record;
begin
  for f in
    select p.oid::regprocedure as fn, n.nspname as schema
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where (n.nspname = 'public' and p.proname in ('book_appointment', 'cancel_booking', 'move_booking', 'mark_attendance',
        'answer_booking_request', 'schedule_class', 'book_class', 'join_waitlist', 'leave_waitlist', 'book_series',
        'cancel_following', 'free_slots'))
      or (n.nspname = 'private' and p.proname in ('minutes_in_words', 'studio', 'require_active_caller',
        'may_act_for_client', 'trainer_windows', 'within_trainer_hours', 'check_booking_rules', 'booking_parties',
        'raise_conflict', 'book_appointment_as', 'free_place', 'cancel_booking_as', 'book_appointment',
        'cancel_booking', 'move_booking', 'mark_attendance', 'answer_booking_request', 'schedule_class', 'book_class',
        'join_waitlist', 'leave_waitlist', 'book_series', 'cancel_following', 'free_slots'))
  loop
    execute format('revoke all on function %s from public, anon', f.fn);
    execute format('grant execute on function %s to authenticated', f.fn);
    if f.schema = 'private' then
      execute format('grant execute on function %s to service_role', f.fn);
    end if;
  end loop;
end
$$;
