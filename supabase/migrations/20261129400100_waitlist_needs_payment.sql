-- A paid class's waitlist holds only clients who can pay for the place, and a promotion never
-- books a place unpaid (it did: "staff see it unpaid", a free class by way of the waitlist).
-- * Joining a paid class's waitlist needs what booking it needs: an unlimited membership for it or a
--   credit valid at its start (the place is paid for only when promoted).
-- * A promotion with nothing to pay passes the client over (they keep their place in line, and are
--   promoted next time if they have bought credits by then), as one busy elsewhere is passed over.

-- Could this client pay for a place in this service at p_at, without spending anything?
create or replace function private.can_pay_for(p_client_id uuid, p_service_id uuid, p_at timestamptz)
returns boolean
language sql
stable
set search_path = ''
as $$
  select not private.service_is_paid(p_service_id)
    or private.unlimited_membership_for(p_client_id, p_service_id) is not null
    or exists (
      select 1 from public.credit_lots l
      where l.client_id = p_client_id
        and l.remaining > 0
        and (l.expires_at is null or l.expires_at > greatest(p_at, now()))
        and (l.service_id = p_service_id
             or (l.service_id is null
                 and l.category_id in (select c.category_id from public.service_credit_categories c
                                       where c.service_id = p_service_id)))
    );
$$;

create or replace function private.check_waitlist_payable()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  s public.service_sessions;
  client_name text;
begin
  select x.* into s from public.service_sessions x where x.id = new.session_id;
  if s.id is null or private.can_pay_for(new.client_id, s.service_id, s.starts_at) then
    return new;
  end if;
  if new.client_id = (select auth.uid()) then
    raise exception 'You need a credit for this class to join its waitlist' using errcode = '22023';
  end if;
  select nullif(btrim(u.first_name), '') into client_name from public.users u where u.id = new.client_id;
  raise exception '% has no credit for this class to join its waitlist', coalesce(client_name, 'This client')
    using errcode = '22023';
end;
$$;

create trigger waitlist_entries_payable
before insert on public.waitlist_entries
for each row execute function private.check_waitlist_payable();

create or replace function private.pay_for_booking()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  membership uuid;
  lot public.credit_lots;
  booker public.users;
  client_name text;
begin
  if not private.service_is_paid(new.service_id) then
    return new;
  end if;
  perform private.lock_client_bookings(new.client_id);
  membership := private.unlimited_membership_for(new.client_id, new.service_id);
  if membership is not null then
    new.payment := 'membership';
    new.membership_id := membership;
    return new;
  end if;
  lot := private.spendable_lot(new.client_id, new.service_id, new.starts_at);
  if lot.id is not null then
    new.payment := 'credit';
    new.credit_lot_id := lot.id;
    insert into public.credit_ledger (lot_id, client_id, delta, reason, booking_id, actor_id)
    values (lot.id, new.client_id, -1, 'book', new.id, new.booked_by);
    return new;
  end if;
  -- A waitlist promotion (nobody booked it) with nothing to pay: free_place passes the client over.
  if new.booked_by is null then
    raise exception 'Nothing to pay for this waitlist promotion with' using errcode = 'LWNOC';
  end if;
  select u.* into booker from public.users u where u.id = new.booked_by;
  if booker.role in ('staff', 'admin') then
    if private.booking_override() then
      new.payment := 'unpaid';
      new.overridden := true;
      new.overridden_rules := new.overridden_rules || 'credit'::text;
      new.overridden_by := booker.id;
      return new;
    end if;
    select nullif(btrim(u.first_name), '') into client_name from public.users u where u.id = new.client_id;
    raise exception '% has no credit for this service', coalesce(client_name, 'This client') using errcode = '22023';
  end if;
  raise exception 'You have no credit for this service' using errcode = '22023';
end;
$$;

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
  -- First come, first promoted. A waiting client now busy elsewhere at that time, or with nothing to
  -- pay for a paid class with (pay_for_booking raises LWNOC), is passed over and keeps their place.
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
    exception when exclusion_violation or unique_violation or sqlstate 'LWNOC' then
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

revoke all on function private.can_pay_for(uuid, uuid, timestamptz) from public, anon, authenticated, service_role;
revoke all on function private.check_waitlist_payable() from public, anon, authenticated, service_role;
