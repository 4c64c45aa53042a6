-- Notification producers (issue 31): bookings made, moved and cancelled, waitlist promotions and
-- programs assigned to a client, each a trigger calling private.notify() (the message producer is in
-- 20261130150000_notifications.sql).
--
-- * Who acted is the caller of the write (auth.uid(); a booking's booked_by when no one is signed
--   in): the person who did it is never notified of it; the other party is. With no caller at all
--   (the seed, a scheduled job) both parties are.
-- * Dedupe keys make a retried or repeated write notify once: a booking, a series of bookings (one
--   notification for the whole series, not one per session), a cancellation, a promotion; a move or
--   an assignment per transaction (moving back to an earlier time later is a new move).
-- * Times are written in the studio's time zone (studio_settings.time_zone): "Tue 3 Dec 09:00".
-- * Links are in-app paths: /appointments for bookings (clients and staff both have it), the
--   program itself for an assignment.
-- See docs/notifications.md.

-- Helpers ----------------------------------------------------------------------------------------

-- "Tue 3 Dec 09:00" in the studio's time zone.
create function private.studio_time_label(p_at timestamptz)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select to_char(p_at at time zone coalesce((select s.time_zone from public.studio_settings s where s.id = 1), 'UTC'),
                 'Dy FMDD Mon HH24:MI');
$$;

-- A person's name as others see it ("Mia Jones"), or a neutral word when there is none.
create function private.display_name(p_user uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select nullif(u.name, '') from public.users u where u.id = p_user), 'Someone');
$$;

-- Bookings ---------------------------------------------------------------------------------------

create function private.notify_booking_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_actor uuid := (select auth.uid());
  v_service text;
  v_when text;
  v_client text;
  v_who text;
  v_series boolean := new.series_id is not null;
  v_what text;
  v_key text;
  v_promoted boolean := false;
  v_reason text;
begin
  select s.name into v_service from public.services s where s.id = new.service_id;
  v_service := coalesce(v_service, 'a session');
  v_when := private.studio_time_label(new.starts_at);
  v_client := private.display_name(new.client_id);

  if tg_op = 'INSERT' then
    if new.status not in ('booked', 'requested') then
      return null;
    end if;
    v_actor := coalesce(v_actor, new.booked_by);
    v_who := private.display_name(v_actor);
    -- A place given from the waitlist (no booker; the entry is still waiting at this point): the
    -- client hears it as a promotion (notify_waitlist_promotion), the trainer as a booking.
    v_promoted := new.booked_by is null and exists (
      select 1 from public.waitlist_entries w
      where w.session_id = new.session_id and w.client_id = new.client_id and w.status = 'waiting'
    );
    -- One notification for a whole series: every booking of it shares the key.
    v_key := case when v_series then 'booking_made:series:' || new.series_id::text else 'booking_made:' || new.id::text end;
    v_what := case when v_series then 'a weekly series of ' || v_service || ', from ' || v_when
                   else v_service || ', ' || v_when end;

    if new.status = 'requested' then
      if v_actor is distinct from new.trainer_id then
        perform private.notify(new.trainer_id, 'booking_made',
          v_client || ' asked to book ' || v_what, 'Accept or decline the request in Appointments.',
          '/appointments', v_key);
      end if;
      return null;
    end if;

    if v_actor is distinct from new.client_id and not v_promoted then
      perform private.notify(new.client_id, 'booking_made',
        case when v_actor is null then 'You are booked into ' || v_what
             else v_who || ' booked you into ' || v_what end,
        '', '/appointments', v_key);
    end if;
    if v_actor is distinct from new.trainer_id then
      perform private.notify(new.trainer_id, 'booking_made',
        case when v_promoted then v_client || ' came off the waitlist into ' || v_what
             when v_actor is null then v_client || ' was booked into ' || v_what
             when v_actor = new.client_id then v_client || ' booked ' || v_what
             else v_who || ' booked ' || v_client || ' into ' || v_what end,
        '', '/appointments', v_key);
    end if;
    return null;
  end if;

  -- Updates: the caller did it (a booking function), or nobody signed in (housekeeping).
  v_who := case when v_actor is null then 'The studio' else private.display_name(v_actor) end;

  if old.status = 'requested' and new.status = 'booked' then
    if v_actor is distinct from new.client_id then
      perform private.notify(new.client_id, 'booking_made',
        v_who || ' confirmed ' || v_service || ', ' || v_when, '', '/appointments',
        'booking_confirmed:' || new.id::text);
    end if;
    return null;
  end if;

  if old.status in ('booked', 'requested') and new.status in ('cancelled', 'late_cancelled', 'declined') then
    -- Cancelling "this and the following" in one call is one notification.
    v_key := case when v_series then 'booking_cancelled:series:' || new.series_id::text || ':' || txid_current()::text
                  else 'booking_cancelled:' || new.id::text end;
    v_what := case when v_series and new.status <> 'declined' then v_service || ', ' || v_when || ' (a series booking)'
                   else v_service || ', ' || v_when end;
    v_reason := case when new.cancel_reason is not null then 'Reason: ' || new.cancel_reason else '' end;
    if new.status = 'declined' then
      if v_actor is distinct from new.client_id then
        perform private.notify(new.client_id, 'booking_cancelled',
          v_who || ' declined your request for ' || v_what, v_reason, '/appointments', v_key);
      end if;
      return null;
    end if;
    if v_actor is distinct from new.client_id then
      perform private.notify(new.client_id, 'booking_cancelled',
        v_who || ' cancelled ' || v_what, v_reason, '/appointments', v_key);
    end if;
    if v_actor is distinct from new.trainer_id then
      perform private.notify(new.trainer_id, 'booking_cancelled',
        case when v_actor = new.client_id then v_client || ' cancelled ' || v_what
             else v_who || ' cancelled ' || v_client || '''s ' || v_what end,
        v_reason, '/appointments', v_key);
    end if;
    return null;
  end if;

  if new.status in ('booked', 'requested')
    and (new.starts_at is distinct from old.starts_at or new.trainer_id is distinct from old.trainer_id)
  then
    v_key := 'booking_moved:' || new.id::text || ':' || txid_current()::text;
    if v_actor is distinct from new.client_id then
      perform private.notify(new.client_id, 'booking_moved',
        v_who || ' moved ' || v_service || ' to ' || v_when,
        'It was ' || private.studio_time_label(old.starts_at) || '.'
          || case when new.trainer_id is distinct from old.trainer_id
                  then ' Your trainer is now ' || private.display_name(new.trainer_id) || '.' else '' end,
        '/appointments', v_key);
    end if;
    if v_actor is distinct from new.trainer_id then
      perform private.notify(new.trainer_id, 'booking_moved',
        case when v_actor = new.client_id then v_client || ' moved ' || v_service || ' to ' || v_when
             else v_who || ' moved ' || v_client || '''s ' || v_service || ' to ' || v_when end,
        'It was ' || private.studio_time_label(old.starts_at) || '.', '/appointments', v_key);
    end if;
    -- The trainer it was taken from hears it too.
    if new.trainer_id is distinct from old.trainer_id and v_actor is distinct from old.trainer_id then
      perform private.notify(old.trainer_id, 'booking_moved',
        v_who || ' moved ' || v_client || '''s ' || v_service || ' to ' || v_when,
        'It is now with ' || private.display_name(new.trainer_id) || '.', '/appointments', v_key);
    end if;
  end if;
  return null;
end;
$$;

-- Waitlist ---------------------------------------------------------------------------------------

create function private.notify_waitlist_promotion()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_session public.service_sessions;
  v_service text;
begin
  if not (old.status = 'waiting' and new.status = 'promoted') then
    return null;
  end if;
  select s.* into v_session from public.service_sessions s where s.id = new.session_id;
  select x.name into v_service from public.services x where x.id = v_session.service_id;
  perform private.notify(new.client_id, 'waitlist_promoted',
    'A place opened: you are booked into ' || coalesce(v_service, 'the class') || ', '
      || private.studio_time_label(v_session.starts_at),
    'You were on the waitlist. Cancel from Appointments if you can no longer come.',
    '/appointments', 'waitlist_promoted:' || new.id::text);
  return null;
end;
$$;

-- Programs ---------------------------------------------------------------------------------------

-- A program becomes a client's active program (assigned, or made for them and activated): the
-- client hears it, unless they did it themselves. Only an insert or an activation counts: a
-- program's client_id is not how the app hands a program on (assign_program makes a copy), and a
-- service-role repair that puts a column back is not news to the client.
create function private.notify_program_assigned()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_actor uuid := coalesce((select auth.uid()), new.created_by);
begin
  if new.client_id is null or new.status <> 'active' or v_actor = new.client_id then
    return null;
  end if;
  if tg_op = 'UPDATE' and old.status = 'active' then
    return null;
  end if;
  perform private.notify(new.client_id, 'program_assigned',
    private.display_name(v_actor) || ' assigned you a program: ' || new.name,
    case when new.duration_weeks is not null then new.duration_weeks::text || ' weeks' else '' end,
    '/programs/' || new.id::text,
    'program_assigned:' || new.id::text || ':' || txid_current()::text);
  return null;
end;
$$;

-- Triggers ---------------------------------------------------------------------------------------

create trigger bookings_notify
after insert or update of status, starts_at, trainer_id on public.bookings
for each row execute function private.notify_booking_change();

create trigger waitlist_entries_notify_promotion
after update of status on public.waitlist_entries
for each row execute function private.notify_waitlist_promotion();

create trigger programs_notify_assigned
after insert or update of status on public.programs
for each row execute function private.notify_program_assigned();

-- Grants: triggers run them; no API role calls them.
revoke execute on function private.studio_time_label(timestamptz) from public, anon, authenticated, service_role;
revoke execute on function private.display_name(uuid) from public, anon, authenticated, service_role;
revoke execute on function private.notify_booking_change() from public, anon, authenticated, service_role;
revoke execute on function private.notify_waitlist_promotion() from public, anon, authenticated, service_role;
revoke execute on function private.notify_program_assigned() from public, anon, authenticated, service_role;
