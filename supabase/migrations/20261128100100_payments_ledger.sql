-- Payments (issue 28): what moves money and credits. docs/payments.md explains each rule.
--
-- * Checkout: the server prices every order (product, discount, drop-in) and reserves a discount
--   under its row lock, so a code is never used past its limits.
-- * Webhooks: apply_payment_event() records (provider, event id) and applies the event in one
--   transaction; the same event delivered any number of times, at once or later, applies once.
-- * Bookings spend credits by trigger, in the transaction that books: every booking path (appointment,
--   class, series, waitlist promotion) goes through the same rule, and a booking that fails to insert
--   spends nothing. Cancels, no-shows and forgiveness settle by trigger on the booking's status.
-- * Errors as in scheduling: 22023 -> 400, PT404 -> 404, PT409 -> 409, 42501 -> 403.

-- Helpers ------------------------------------------------------------------------------------------

create or replace function private.uuid_or_null(p_text text)
returns uuid
language plpgsql
immutable
set search_path = ''
as $$
begin
  return p_text::uuid;
exception when invalid_text_representation then
  return null;
end;
$$;

create or replace function private.timestamptz_or_null(p_text text)
returns timestamptz
language plpgsql
stable
set search_path = ''
as $$
begin
  return p_text::timestamptz;
exception when others then
  return null;
end;
$$;

create or replace function private.interval_of(p_interval public.billing_interval)
returns interval
language sql
immutable
set search_path = ''
as $$
  select case p_interval when 'week' then interval '7 days' when 'month' then interval '1 month' else interval '1 year' end;
$$;

-- Does booking this service cost anything? (A price or an accepted credit category.)
create or replace function private.service_is_paid(p_service_id uuid)
returns boolean
language sql
stable
set search_path = ''
as $$
  select exists (select 1 from public.services s where s.id = p_service_id and s.drop_in_price_minor is not null)
    or exists (select 1 from public.service_credit_categories c where c.service_id = p_service_id);
$$;

-- A live unlimited membership that pays for the service (active, or past due within the grace days).
create or replace function private.unlimited_membership_for(p_client_id uuid, p_service_id uuid)
returns uuid
language sql
stable
set search_path = ''
as $$
  select m.id from public.memberships m
  where m.client_id = p_client_id
    and m.credits_per_period is null
    and m.category_id in (select c.category_id from public.service_credit_categories c where c.service_id = p_service_id)
    and (m.status = 'active'
         or (m.status = 'past_due'
             and m.past_due_since + make_interval(days => (select s.past_due_grace_days from public.studio_settings s)) > now()))
  order by m.created_at
  limit 1;
$$;

-- The lot a booking at p_at spends: valid at the session's start, of an accepted category or a
-- drop-in of this very service, soonest to expire first. Locked.
create or replace function private.spendable_lot(p_client_id uuid, p_service_id uuid, p_at timestamptz)
returns public.credit_lots
language sql
set search_path = ''
as $$
  select l.* from public.credit_lots l
  where l.client_id = p_client_id
    and l.remaining > 0
    and (l.expires_at is null or l.expires_at > greatest(p_at, now()))
    and (l.service_id = p_service_id
         or (l.service_id is null
             and l.category_id in (select c.category_id from public.service_credit_categories c where c.service_id = p_service_id)))
  order by l.expires_at nulls last, l.created_at, l.id
  limit 1
  for update;
$$;

-- Staff booking with p_override pass the credit rule too; the booking RPCs say so for the transaction.
create or replace function private.booking_override()
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce(pg_catalog.current_setting('liftwise.booking_override', true), '') = 'on';
$$;

create or replace function private.set_booking_override(p_override boolean)
returns void
language sql
set search_path = ''
as $$
  select pg_catalog.set_config('liftwise.booking_override', case when coalesce(p_override, false) then 'on' else 'off' end, true);
$$;

-- A grant: a new lot and its grant row.
create or replace function private.grant_lot(
  p_client_id uuid, p_category_id uuid, p_service_id uuid, p_credits integer, p_expires_at timestamptz,
  p_order_id uuid, p_membership_id uuid, p_period_start timestamptz, p_reason public.credit_reason,
  p_actor_id uuid, p_note text
)
returns public.credit_lots
language plpgsql
set search_path = ''
as $$
declare
  lot public.credit_lots;
begin
  insert into public.credit_lots (client_id, category_id, service_id, granted, expires_at, order_id, membership_id, period_start)
  values (p_client_id, p_category_id, p_service_id, p_credits, p_expires_at, p_order_id, p_membership_id, p_period_start)
  on conflict do nothing
  returning * into lot;
  if lot.id is null then
    return null; -- already granted (the same order, or the same membership period)
  end if;
  insert into public.credit_ledger (lot_id, client_id, delta, reason, order_id, actor_id, note)
  values (lot.id, p_client_id, p_credits, p_reason, p_order_id, p_actor_id, p_note);
  select l.* into lot from public.credit_lots l where l.id = lot.id;
  return lot;
end;
$$;

-- Bookings pay and settle by trigger ---------------------------------------------------------------

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
  -- A waitlist promotion (nobody booked it) never fails for want of credit: staff see it unpaid.
  if new.booked_by is null then
    new.payment := 'unpaid';
    return new;
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

create trigger bookings_pay
before insert on public.bookings
for each row execute function private.pay_for_booking();

-- A fee order for a late cancel or a no-show, owed by the client.
create or replace function private.fee_order(p_booking public.bookings, p_what text)
returns uuid
language plpgsql
set search_path = ''
as $$
declare
  st public.studio_settings := private.studio();
  service_name text;
  v_order_id uuid;
begin
  select s.name into service_name from public.services s where s.id = p_booking.service_id;
  insert into public.orders (client_id, kind, booking_id, service_id, description, list_price_minor, amount_minor, currency)
  values (
    p_booking.client_id, 'fee', p_booking.id, p_booking.service_id,
    left(format('%s fee: %s on %s', p_what, service_name,
      to_char(p_booking.starts_at at time zone st.time_zone, 'DD Mon YYYY HH24:MI')), 200),
    p_booking.fee_minor, p_booking.fee_minor, st.currency
  ) returning id into v_order_id;
  return v_order_id;
end;
$$;

create or replace function private.settle_booking()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_reason public.credit_reason;
  forfeit boolean;
begin
  if new.status in ('cancelled', 'declined') and old.status in ('booked', 'requested') then
    if new.payment = 'credit' and new.credit_lot_id is not null then
      insert into public.credit_ledger (lot_id, client_id, delta, reason, booking_id, actor_id)
      values (new.credit_lot_id, new.client_id, 1, 'cancel_return', new.id, new.cancelled_by);
    end if;
    return new;
  end if;
  if (new.status = 'late_cancelled' and old.status in ('booked', 'requested'))
    or (new.status = 'no_show' and old.status in ('booked', 'attended'))
  then
    v_reason := case when new.status = 'no_show' then 'no_show' else 'late_cancel' end;
    forfeit := new.outcome = 'forfeit_credit';
    if new.payment = 'credit' and new.credit_lot_id is not null then
      insert into public.credit_ledger (lot_id, client_id, delta, reason, booking_id, actor_id)
      values (new.credit_lot_id, new.client_id, case when forfeit then 0 else 1 end, v_reason, new.id,
              coalesce(new.cancelled_by, (select auth.uid())));
    end if;
    if new.outcome = 'fee' and coalesce(new.fee_minor, 0) > 0 and new.fee_order_id is null then
      new.fee_order_id := private.fee_order(new, case when v_reason = 'no_show' then 'No-show' else 'Late cancellation' end);
    end if;
    return new;
  end if;
  if old.status = 'no_show' and new.status = 'attended' then
    -- The credit the no-show kept stays spent; a returned credit or a fee would have to be undone:
    -- forgive instead (that is its purpose), so the ledger never has to take back a return.
    if exists (select 1 from public.credit_ledger l where l.booking_id = new.id and l.reason = 'no_show' and l.delta > 0)
      or new.fee_order_id is not null
    then
      raise exception 'This no-show has been settled; forgive it instead of changing it' using errcode = 'PT409';
    end if;
  end if;
  return new;
end;
$$;

create trigger bookings_settle
before update of status on public.bookings
for each row when (old.status is distinct from new.status)
execute function private.settle_booking();

-- The booking RPCs pass p_override to the credit rule (see private.booking_override()).
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
  select private.set_booking_override(p_override);
  select * from private.book_appointment(p_service_id, p_trainer_id, coalesce(p_client_id, (select auth.uid())),
    p_starts_at, p_override, p_note);
$$;

create or replace function public.book_class(
  p_session_id uuid, p_client_id uuid default null, p_override boolean default false
)
returns public.bookings
language sql
security invoker
set search_path = ''
as $$
  select private.set_booking_override(p_override);
  select * from private.book_class(p_session_id, coalesce(p_client_id, (select auth.uid())), p_override);
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
  select private.set_booking_override(p_override);
  select s.occurrence, s.local_date, s.starts_at, s.result, s.booking_id, s.message
  from private.book_series(p_service_id, p_trainer_id, coalesce(p_client_id, (select auth.uid())), p_first_date,
    p_local_time, p_weekdays, p_weeks, p_until, p_override) as s;
$$;

-- Forgiveness: once per booking, by staff for their clients or an admin.
create or replace function private.forgive_booking(p_booking_id uuid, p_note text)
returns public.bookings
language plpgsql
security definer
set search_path = ''
as $$
declare
  me public.users := private.require_active_caller();
  b public.bookings;
  kept public.credit_ledger;
  fee public.orders;
  result public.bookings;
begin
  perform private.require_staff(me, 'Only staff can forgive a late cancel or a no-show');
  b := private.booking_for(me, p_booking_id, true);
  if b.status not in ('late_cancelled', 'no_show') then
    raise exception 'Only a late cancel or a no-show can be forgiven' using errcode = '22023';
  end if;
  if b.forgiven_at is not null then
    raise exception 'This booking has already been forgiven' using errcode = 'PT409';
  end if;
  if b.fee_order_id is not null then
    select o.* into fee from public.orders o where o.id = b.fee_order_id for update;
    if fee.status = 'pending' then
      update public.orders set status = 'void' where id = fee.id;
    elsif fee.status = 'paid' then
      raise exception 'The fee has been paid: refund it from the client''s orders' using errcode = 'PT409';
    end if;
  end if;
  select l.* into kept from public.credit_ledger l
  where l.booking_id = b.id and l.reason in ('late_cancel', 'no_show') and l.delta = 0;
  if kept.id is not null then
    insert into public.credit_ledger (lot_id, client_id, delta, reason, booking_id, actor_id, note)
    values (kept.lot_id, b.client_id, 1, 'forgive', b.id, me.id, nullif(left(btrim(coalesce(p_note, '')), 500), ''));
  end if;
  update public.bookings set forgiven_at = now(), forgiven_by = me.id where id = b.id returning * into result;
  return result;
end;
$$;

-- Staff adjust a client's credits with a note: +N is a new lot, -N takes from the soonest to expire.
create or replace function private.adjust_credits(
  p_client_id uuid, p_category_id uuid, p_delta integer, p_note text, p_expires_at timestamptz
)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  me public.users := private.require_active_caller();
  v_note text := nullif(left(btrim(coalesce(p_note, '')), 500), '');
  left_to_take integer;
  lot public.credit_lots;
  take integer;
  balance integer;
begin
  perform private.require_staff(me, 'Only staff can adjust credits');
  if p_client_id is null or not private.may_act_for_client(me, p_client_id)
    or not exists (select 1 from public.users u where u.id = p_client_id and u.role = 'client')
  then
    raise exception 'No such client' using errcode = 'PT404';
  end if;
  if not exists (select 1 from public.credit_categories c where c.id = p_category_id) then
    raise exception 'No such credit category' using errcode = 'PT404';
  end if;
  if p_delta is null or p_delta = 0 or abs(p_delta) > 1000 then
    raise exception 'Adjust by 1 to 1000 credits, up or down' using errcode = '22023';
  end if;
  if v_note is null then
    raise exception 'Say why in a note' using errcode = '22023';
  end if;
  if p_expires_at is not null and p_expires_at <= now() then
    raise exception 'The expiry must be in the future' using errcode = '22023';
  end if;
  perform private.lock_client_bookings(p_client_id);
  if p_delta > 0 then
    perform private.grant_lot(p_client_id, p_category_id, null, p_delta, p_expires_at, null, null, null,
      'adjustment', me.id, v_note);
  else
    left_to_take := -p_delta;
    if left_to_take > (select coalesce(sum(l.remaining), 0) from public.credit_lots l
                       where l.client_id = p_client_id and l.category_id = p_category_id and l.service_id is null
                         and l.remaining > 0 and (l.expires_at is null or l.expires_at > now())) then
      raise exception 'The client has fewer credits than that in this category' using errcode = '22023';
    end if;
    for lot in
      select l.* from public.credit_lots l
      where l.client_id = p_client_id and l.category_id = p_category_id and l.service_id is null
        and l.remaining > 0 and (l.expires_at is null or l.expires_at > now())
      order by l.expires_at nulls last, l.created_at, l.id
      for update
    loop
      exit when left_to_take = 0;
      take := least(lot.remaining, left_to_take);
      insert into public.credit_ledger (lot_id, client_id, delta, reason, actor_id, note)
      values (lot.id, p_client_id, -take, 'adjustment', me.id, v_note);
      left_to_take := left_to_take - take;
    end loop;
  end if;
  select coalesce(sum(l.remaining), 0)::integer into balance from public.credit_lots l
  where l.client_id = p_client_id and l.category_id = p_category_id and l.service_id is null
    and (l.expires_at is null or l.expires_at > now());
  return balance;
end;
$$;

-- Balances: per category (and per drop-in service), unexpired, with the soonest expiry; unlimited
-- memberships show as unlimited.
create or replace function private.credit_balances(p_client_id uuid)
returns table (
  category_id uuid, category_name text, service_id uuid, service_name text, remaining integer,
  next_expiry timestamptz, unlimited boolean
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  me public.users := private.require_active_caller();
  client uuid := coalesce(p_client_id, me.id);
begin
  if not private.may_act_for_client(me, client) then
    raise exception 'No such client' using errcode = 'PT404';
  end if;
  return query
    with lots as (
      select l.category_id, l.service_id, sum(l.remaining)::integer as total, min(l.expires_at) as soonest
      from public.credit_lots l
      where l.client_id = client and l.remaining > 0 and (l.expires_at is null or l.expires_at > now())
      group by l.category_id, l.service_id
    ),
    unlimited as (
      select distinct m.category_id from public.memberships m
      where m.client_id = client and m.credits_per_period is null and m.category_id is not null
        and (m.status = 'active' or (m.status = 'past_due'
             and m.past_due_since + make_interval(days => (select s.past_due_grace_days from public.studio_settings s)) > now()))
    ),
    keys as (
      select l.category_id as cat, l.service_id as svc from lots l
      union
      select u.category_id, null::uuid from unlimited u
    )
    select k.cat, c.name, k.svc, s.name, coalesce(l.total, 0), l.soonest,
      k.svc is null and exists (select 1 from unlimited u where u.category_id = k.cat)
    from keys k
    left join lots l on l.category_id is not distinct from k.cat and l.service_id is not distinct from k.svc
    left join public.credit_categories c on c.id = k.cat
    left join public.services s on s.id = k.svc
    order by c.name nulls last, s.name;
end;
$$;

-- Checkout -----------------------------------------------------------------------------------------

-- What a product costs and grants, as the server decides it.
create or replace function private.product_terms(p_kind public.order_kind, p_product_id uuid)
returns table (
  description text, list_price_minor integer, credits integer, category_id uuid, valid_days integer,
  billing_interval public.billing_interval, package_id uuid, plan_id uuid, service_id uuid, per_client_limit integer
)
language plpgsql
stable
set search_path = ''
as $$
#variable_conflict use_column
declare
  pk public.packages;
  pl public.membership_plans;
  sv public.services;
  st public.studio_settings := private.studio();
begin
  if p_kind = 'pack' then
    select x.* into pk from public.packages x where x.id = p_product_id;
    if pk.id is null then raise exception 'No such pack' using errcode = 'PT404'; end if;
    if pk.is_archived then raise exception 'This pack is no longer on sale' using errcode = '22023'; end if;
    return query select pk.name, pk.price_minor, pk.credits, pk.category_id, pk.valid_days,
      null::public.billing_interval, pk.id, null::uuid, null::uuid, pk.per_client_limit;
  elsif p_kind = 'membership' then
    select x.* into pl from public.membership_plans x where x.id = p_product_id;
    if pl.id is null then raise exception 'No such membership' using errcode = 'PT404'; end if;
    if pl.is_archived then raise exception 'This membership is no longer on sale' using errcode = '22023'; end if;
    return query select pl.name, pl.price_minor, pl.credits_per_period, pl.category_id, null::integer,
      pl.billing_interval, null::uuid, pl.id, null::uuid, null::integer;
  elsif p_kind = 'drop_in' then
    select x.* into sv from public.services x where x.id = p_product_id;
    if sv.id is null then raise exception 'No such service' using errcode = 'PT404'; end if;
    if sv.is_archived then raise exception 'This service is no longer offered' using errcode = '22023'; end if;
    if sv.drop_in_price_minor is null then
      raise exception 'This service is not sold as a drop-in' using errcode = '22023';
    end if;
    return query select left('Drop-in: ' || sv.name, 200), sv.drop_in_price_minor, 1, null::uuid, st.drop_in_valid_days,
      null::public.billing_interval, null::uuid, null::uuid, sv.id, null::integer;
  else
    raise exception 'Choose a pack, a membership or a drop-in' using errcode = '22023';
  end if;
end;
$$;

-- A discount code's effect on a product for a client: (id, amount off, or the reason it does not apply).
-- p_lock takes the code's row lock, so the redemption counts cannot race.
create or replace function private.discount_for(
  p_code text, p_kind public.order_kind, p_product_id uuid, p_client_id uuid, p_list_price integer, p_lock boolean
)
returns table (discount_id uuid, discount_minor integer, problem text)
language plpgsql
set search_path = ''
as $$
#variable_conflict use_column
declare
  d public.discount_codes;
  v_code text := upper(btrim(coalesce(p_code, '')));
begin
  if v_code = '' then
    return query select null::uuid, 0, null::text;
    return;
  end if;
  if p_lock then
    select x.* into d from public.discount_codes x where upper(x.code) = v_code for update;
  else
    select x.* into d from public.discount_codes x where upper(x.code) = v_code;
  end if;
  if d.id is null or d.is_archived then
    return query select null::uuid, 0, 'This code is not valid'::text;
  elsif p_kind not in ('pack', 'membership') or (d.product_ids is not null and not (p_product_id = any (d.product_ids))) then
    return query select null::uuid, 0, 'This code does not apply to this product'::text;
  elsif d.starts_at is not null and d.starts_at > now() then
    return query select null::uuid, 0, 'This code is not valid yet'::text;
  elsif d.ends_at is not null and d.ends_at <= now() then
    return query select null::uuid, 0, 'This code has expired'::text;
  elsif d.max_redemptions is not null and (select count(*) from public.discount_redemptions r
        where r.discount_id = d.id and r.released_at is null) >= d.max_redemptions then
    return query select null::uuid, 0, 'This code has been used up'::text;
  elsif d.max_per_client is not null and (select count(*) from public.discount_redemptions r
        where r.discount_id = d.id and r.client_id = p_client_id and r.released_at is null) >= d.max_per_client then
    return query select null::uuid, 0, 'You have already used this code'::text;
  else
    return query select d.id,
      case d.kind when 'percent' then (p_list_price::bigint * d.percent_off / 100)::integer
                  else least(d.amount_off_minor, p_list_price) end,
      null::text;
  end if;
end;
$$;

create or replace function private.preview_checkout(p_kind public.order_kind, p_product_id uuid, p_discount_code text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  me public.users := private.require_active_caller();
  st public.studio_settings := private.studio();
  t record;
  d record;
begin
  select * into t from private.product_terms(p_kind, p_product_id);
  select * into d from private.discount_for(p_discount_code, p_kind, p_product_id, me.id, t.list_price_minor, false);
  return jsonb_build_object(
    'kind', p_kind, 'product_id', p_product_id, 'description', t.description,
    'list_price_minor', t.list_price_minor, 'discount_minor', d.discount_minor,
    'amount_minor', t.list_price_minor - d.discount_minor, 'currency', st.currency,
    'credits', t.credits, 'valid_days', t.valid_days, 'billing_interval', t.billing_interval,
    'discount_code', case when d.discount_id is not null then upper(btrim(p_discount_code)) end,
    'discount_error', d.problem
  );
end;
$$;

-- The credits (or the membership) a paid order gives. Idempotent: an order grants once.
create or replace function private.fulfil_order(
  p_order public.orders, p_subscription_id text, p_customer_id text, p_period_start timestamptz, p_period_end timestamptz
)
returns void
language plpgsql
set search_path = ''
as $$
declare
  m public.memberships;
  start_at timestamptz := coalesce(p_period_start, p_order.paid_at, now());
begin
  if p_order.kind in ('pack', 'drop_in') then
    perform private.grant_lot(p_order.client_id, p_order.category_id, p_order.service_id, p_order.credits,
      case when p_order.valid_days is not null then coalesce(p_order.paid_at, now()) + make_interval(days => p_order.valid_days) end,
      p_order.id, null, null, 'grant', null, null);
  elsif p_order.kind = 'membership' then
    insert into public.memberships (
      client_id, plan_id, order_id, description, price_minor, currency, billing_interval, credits_per_period, category_id,
      current_period_start, current_period_end, provider, provider_subscription_id
    )
    values (p_order.client_id, p_order.plan_id, p_order.id, p_order.description, p_order.list_price_minor,
      p_order.currency, p_order.billing_interval, p_order.credits, p_order.category_id, start_at,
      coalesce(p_period_end, start_at + private.interval_of(p_order.billing_interval)), p_order.provider, p_subscription_id)
    on conflict (order_id) do nothing;
    select x.* into m from public.memberships x where x.order_id = p_order.id for update;
    if m.id is not null then
      if m.provider_subscription_id is null and p_subscription_id is not null then
        update public.memberships set provider_subscription_id = p_subscription_id where id = m.id;
      end if;
      perform private.grant_period(m, m.current_period_start, m.current_period_end);
    end if;
  end if;
end;
$$;

-- One period's credits of a membership (none for unlimited plans), once per period.
create or replace function private.grant_period(p_membership public.memberships, p_start timestamptz, p_end timestamptz)
returns void
language plpgsql
set search_path = ''
as $$
begin
  if p_membership.credits_per_period is not null and p_membership.category_id is not null then
    perform private.grant_lot(p_membership.client_id, p_membership.category_id, null, p_membership.credits_per_period,
      p_end, p_membership.order_id, p_membership.id, p_start, 'grant', null, null);
  end if;
end;
$$;

create or replace function private.mark_order_paid(
  p_order public.orders, p_payment_id text, p_customer_id text, p_subscription_id text,
  p_period_start timestamptz, p_period_end timestamptz
)
returns void
language plpgsql
set search_path = ''
as $$
declare
  o public.orders;
begin
  update public.orders
  set status = 'paid', paid_at = coalesce(paid_at, now()),
      provider_payment_id = coalesce(p_payment_id, provider_payment_id),
      provider_customer_id = coalesce(p_customer_id, provider_customer_id)
  where id = p_order.id
  returning * into o;
  -- A payment that lands after the checkout expired is still honoured, with its discount.
  update public.discount_redemptions set released_at = null where order_id = o.id;
  perform private.fulfil_order(o, p_subscription_id, p_customer_id, p_period_start, p_period_end);
end;
$$;

create or replace function private.start_checkout(
  p_kind public.order_kind, p_product_id uuid, p_discount_code text, p_return_path text
)
returns public.orders
language plpgsql
security definer
set search_path = ''
as $$
declare
  me public.users := private.require_active_caller();
  st public.studio_settings := private.studio();
  t record;
  d record;
  bought integer;
  result public.orders;
begin
  if me.role <> 'client' then
    raise exception 'Only clients buy packs and memberships' using errcode = '42501';
  end if;
  if p_return_path is not null and (p_return_path !~ '^/[^/\\]' or char_length(p_return_path) > 300) then
    raise exception 'The return address must be a page of the app' using errcode = '22023';
  end if;
  select * into t from private.product_terms(p_kind, p_product_id);
  -- One checkout at a time per client: the limits below are counted without a race.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('liftwise.orders.client:' || me.id::text, 0));
  if (select count(*) from public.orders o
      where o.client_id = me.id and o.status = 'pending' and o.kind <> 'fee' and o.expires_at > now()) >= 5 then
    raise exception 'You have 5 checkouts open: finish one or wait half an hour' using errcode = '22023';
  end if;
  if t.per_client_limit is not null then
    select count(*) into bought from public.orders o
    where o.client_id = me.id and o.package_id = t.package_id
      and (o.status in ('paid', 'partially_refunded', 'refunded') or (o.status = 'pending' and o.expires_at > now()));
    if bought >= t.per_client_limit then
      raise exception 'You can buy this pack at most % %', t.per_client_limit,
        case when t.per_client_limit = 1 then 'time' else 'times' end using errcode = '22023';
    end if;
  end if;
  if p_kind = 'membership' and exists (
    select 1 from public.memberships m where m.client_id = me.id and m.plan_id = t.plan_id and m.status <> 'ended'
  ) then
    raise exception 'You already have this membership' using errcode = '22023';
  end if;
  select * into d from private.discount_for(p_discount_code, p_kind, p_product_id, me.id, t.list_price_minor, true);
  if d.problem is not null then
    raise exception '%', d.problem using errcode = '22023';
  end if;
  insert into public.orders (
    client_id, kind, package_id, plan_id, service_id, description, list_price_minor, discount_id, discount_minor,
    amount_minor, currency, credits, category_id, valid_days, billing_interval, return_path, expires_at
  ) values (
    me.id, p_kind, t.package_id, t.plan_id, t.service_id, t.description, t.list_price_minor, d.discount_id,
    d.discount_minor, t.list_price_minor - d.discount_minor, st.currency, t.credits, t.category_id, t.valid_days,
    t.billing_interval, p_return_path, now() + interval '30 minutes'
  ) returning * into result;
  if d.discount_id is not null then
    insert into public.discount_redemptions (discount_id, order_id, client_id) values (d.discount_id, result.id, me.id);
  end if;
  -- Nothing to pay: no provider, paid now.
  if result.amount_minor = 0 then
    perform private.mark_order_paid(result, null, null, null, null, null);
    select o.* into result from public.orders o where o.id = result.id;
  end if;
  return result;
end;
$$;

-- The edge function records the provider's checkout on the order.
create or replace function private.attach_checkout(p_order_id uuid, p_provider text, p_checkout_id text)
returns public.orders
language plpgsql
security definer
set search_path = ''
as $$
declare
  result public.orders;
begin
  update public.orders set provider = p_provider, provider_checkout_id = p_checkout_id
  where id = p_order_id and status = 'pending'
  returning * into result;
  if result.id is null then
    raise exception 'No such pending order' using errcode = 'PT404';
  end if;
  return result;
end;
$$;

-- Webhook events -------------------------------------------------------------------------------------

create or replace function private.release_order(p_order_id uuid, p_status public.order_status)
returns text
language plpgsql
set search_path = ''
as $$
declare
  o public.orders;
begin
  select x.* into o from public.orders x where x.id = p_order_id for update;
  if o.id is null or o.status <> 'pending' then
    return 'ignored';
  end if;
  update public.orders set status = p_status where id = o.id;
  update public.discount_redemptions set released_at = now() where order_id = o.id and released_at is null;
  return 'applied';
end;
$$;

-- A refund's effect: the order's refunded amount, and the credits it removes (soonest to expire
-- first, never more than remain).
create or replace function private.settle_refund(p_refund public.refunds)
returns void
language plpgsql
set search_path = ''
as $$
declare
  o public.orders;
  lot public.credit_lots;
  left_to_take integer := p_refund.credits_removed;
  removed integer := 0;
  take integer;
begin
  select x.* into o from public.orders x where x.id = p_refund.order_id for update;
  update public.orders
  set refunded_minor = refunded_minor + p_refund.amount_minor,
      status = case when refunded_minor + p_refund.amount_minor >= amount_minor then 'refunded' else 'partially_refunded' end::public.order_status
  where id = o.id;
  for lot in
    select l.* from public.credit_lots l
    where l.order_id = o.id and l.remaining > 0
    order by l.expires_at nulls last, l.created_at desc
    for update
  loop
    exit when left_to_take <= 0;
    take := least(lot.remaining, left_to_take);
    insert into public.credit_ledger (lot_id, client_id, delta, reason, order_id, refund_id, actor_id, note)
    values (lot.id, lot.client_id, -take, 'refund', o.id, p_refund.id, p_refund.created_by, p_refund.reason);
    left_to_take := left_to_take - take;
    removed := removed + take;
  end loop;
  update public.refunds set status = 'succeeded', completed_at = now(), credits_removed = removed where id = p_refund.id;
end;
$$;

create or replace function private.apply_payment_event(p_provider text, p_event_id text, p_type text, p_data jsonb)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_order_id uuid := private.uuid_or_null(p_data ->> 'order_id');
  v_sub text := nullif(p_data ->> 'subscription_id', '');
  o public.orders;
  m public.memberships;
  r public.refunds;
  v_outcome text := 'ignored';
  v_amount integer;
  v_period_start timestamptz := private.timestamptz_or_null(p_data ->> 'period_start');
  v_period_end timestamptz := private.timestamptz_or_null(p_data ->> 'period_end');
begin
  if p_provider is null or p_provider not in ('local', 'stripe') or coalesce(p_event_id, '') = '' or p_type is null then
    raise exception 'An event needs a provider, an id and a type' using errcode = '22023';
  end if;
  -- Once per event: a second delivery waits here for the first to commit, then finds the row.
  insert into public.payment_events (provider, event_id, type, order_id, outcome)
  values (p_provider, left(p_event_id, 200), left(p_type, 100), v_order_id, 'processing')
  on conflict do nothing;
  if not found then
    return 'duplicate';
  end if;
  if jsonb_typeof(p_data -> 'amount_minor') = 'number'
    and (p_data ->> 'amount_minor')::numeric between 0 and 100000000 then
    v_amount := (p_data ->> 'amount_minor')::numeric::integer;
  end if;

  if p_type = 'order.paid' then
    select x.* into o from public.orders x where x.id = v_order_id for update;
    if o.id is null or o.kind = 'fee' and o.status = 'void' then
      v_outcome := 'ignored';
    elsif o.status in ('paid', 'partially_refunded', 'refunded') then
      v_outcome := 'ignored';
    elsif v_amount is distinct from o.amount_minor or upper(coalesce(p_data ->> 'currency', '')) <> o.currency then
      v_outcome := 'mismatch';
    else
      perform private.mark_order_paid(o, p_data ->> 'payment_id', p_data ->> 'customer_id', v_sub, v_period_start, v_period_end);
      v_outcome := 'applied';
    end if;
  elsif p_type in ('order.failed', 'order.expired') then
    v_outcome := private.release_order(v_order_id, case when p_type = 'order.failed' then 'failed' else 'expired' end::public.order_status);
  elsif p_type = 'subscription.renewed' then
    select x.* into m from public.memberships x where x.provider_subscription_id = v_sub for update;
    if m.id is null and v_order_id is not null then
      -- The first invoice can arrive before the checkout's own event: it pays the order.
      select x.* into o from public.orders x where x.id = v_order_id and x.kind = 'membership' for update;
      if o.id is not null and o.status in ('pending', 'failed', 'expired') then
        perform private.mark_order_paid(o, p_data ->> 'invoice_id', p_data ->> 'customer_id', v_sub, v_period_start, v_period_end);
      end if;
      select x.* into m from public.memberships x where x.order_id = v_order_id for update;
      if m.id is not null and m.provider_subscription_id is null then
        update public.memberships set provider_subscription_id = v_sub where id = m.id returning * into m;
      end if;
    end if;
    if m.id is not null and v_period_start is not null and v_period_end is not null and v_period_start < v_period_end then
      if v_period_start >= m.current_period_start then
        update public.memberships
        set current_period_start = v_period_start, current_period_end = v_period_end,
            status = case when m.status = 'ended' then 'ended' else 'active' end::public.membership_status,
            past_due_since = null
        where id = m.id returning * into m;
      end if;
      perform private.grant_period(m, v_period_start, v_period_end);
      v_outcome := 'applied';
    end if;
  elsif p_type = 'subscription.payment_failed' then
    update public.memberships
    set status = 'past_due', past_due_since = coalesce(past_due_since, now())
    where provider_subscription_id = v_sub and status in ('active', 'past_due');
    v_outcome := case when found then 'applied' else 'ignored' end;
  elsif p_type = 'subscription.updated' then
    update public.memberships
    set cancel_at_period_end = coalesce((p_data ->> 'cancel_at_period_end')::boolean, cancel_at_period_end),
        current_period_end = greatest(current_period_end, coalesce(v_period_end, current_period_end))
    where provider_subscription_id = v_sub and status <> 'ended';
    v_outcome := case when found then 'applied' else 'ignored' end;
  elsif p_type = 'subscription.ended' then
    update public.memberships set status = 'ended', ended_at = coalesce(ended_at, now())
    where provider_subscription_id = v_sub and status <> 'ended';
    v_outcome := case when found then 'applied' else 'ignored' end;
  elsif p_type = 'charge.refunded' then
    select x.* into o from public.orders x
    where x.provider = p_provider and x.provider_payment_id = p_data ->> 'payment_id' for update;
    if o.id is null or exists (select 1 from public.refunds x where x.provider_refund_id = p_data ->> 'refund_id') then
      v_outcome := 'ignored';
    elsif v_amount is null or v_amount < 1
      or v_amount > o.amount_minor - o.refunded_minor
         - (select coalesce(sum(x.amount_minor), 0) from public.refunds x where x.order_id = o.id and x.status = 'pending')
    then
      v_outcome := 'mismatch';
    else
      -- A refund made at the provider (its dashboard): its share of the order's credits goes too.
      insert into public.refunds (order_id, amount_minor, credits_removed, status, provider_refund_id, reason)
      values (o.id, v_amount, case when o.credits is null or o.amount_minor = 0 then 0
                                 when v_amount >= o.amount_minor - o.refunded_minor then 100000
                                 else (v_amount::bigint * o.credits / o.amount_minor)::integer end,
              'pending', p_data ->> 'refund_id', 'Refunded at the payment provider')
      returning * into r;
      perform private.settle_refund(r);
      v_outcome := 'applied';
    end if;
  else
    v_outcome := 'ignored';
  end if;
  update public.payment_events set outcome = v_outcome
  where provider = p_provider and event_id = left(p_event_id, 200);
  return v_outcome;
end;
$$;

-- Refunds: reserved under the order's lock (never more than paid), completed after the provider.
create or replace function private.request_refund(
  p_order_id uuid, p_amount_minor integer, p_credits_to_remove integer, p_reason text
)
returns public.refunds
language plpgsql
security definer
set search_path = ''
as $$
declare
  me public.users := private.require_active_caller();
  o public.orders;
  refundable integer;
  unused integer;
  credits integer;
  result public.refunds;
begin
  if me.role <> 'admin' then
    raise exception 'Only admins can refund' using errcode = '42501';
  end if;
  select x.* into o from public.orders x where x.id = p_order_id for update;
  if o.id is null then
    raise exception 'No such order' using errcode = 'PT404';
  end if;
  if o.status not in ('paid', 'partially_refunded') then
    raise exception 'Only a paid order can be refunded' using errcode = '22023';
  end if;
  refundable := o.amount_minor - o.refunded_minor
    - (select coalesce(sum(x.amount_minor), 0) from public.refunds x where x.order_id = o.id and x.status = 'pending');
  if p_amount_minor is null or p_amount_minor < 1 then
    raise exception 'Refund at least the smallest amount' using errcode = '22023';
  end if;
  if p_amount_minor > refundable then
    raise exception 'At most % % can be refunded', o.currency, to_char(refundable / 100.0, 'FM999999990.00') using errcode = '22023',
      detail = format('refundable_minor=%s', refundable);
  end if;
  select coalesce(sum(l.remaining), 0)::integer into unused from public.credit_lots l where l.order_id = o.id;
  if p_credits_to_remove is not null and (p_credits_to_remove < 0 or p_credits_to_remove > unused) then
    raise exception 'The order has % unused credits', unused using errcode = '22023';
  end if;
  credits := coalesce(p_credits_to_remove,
    case when p_amount_minor >= o.amount_minor - o.refunded_minor then unused
         when o.credits is null or o.amount_minor = 0 then 0
         else least(unused, (p_amount_minor::bigint * o.credits / o.amount_minor)::integer) end);
  insert into public.refunds (order_id, amount_minor, credits_removed, reason, created_by)
  values (o.id, p_amount_minor, credits, nullif(left(btrim(coalesce(p_reason, '')), 500), ''), me.id)
  returning * into result;
  return result;
end;
$$;

create or replace function private.complete_refund(p_refund_id uuid, p_provider_refund_id text, p_succeeded boolean)
returns public.refunds
language plpgsql
security definer
set search_path = ''
as $$
declare
  r public.refunds;
begin
  select x.* into r from public.refunds x where x.id = p_refund_id for update;
  if r.id is null then
    raise exception 'No such refund' using errcode = 'PT404';
  end if;
  if r.status <> 'pending' then
    return r;
  end if;
  if coalesce(p_succeeded, false) then
    update public.refunds set provider_refund_id = nullif(p_provider_refund_id, '') where id = r.id returning * into r;
    perform private.settle_refund(r);
  else
    update public.refunds set status = 'failed', completed_at = now() where id = r.id;
  end if;
  select x.* into r from public.refunds x where x.id = p_refund_id;
  return r;
end;
$$;

-- Memberships: cancel at period end (the client or an admin), pause (admins) ----------------------------

create or replace function private.membership_for(p_membership_id uuid, p_admin_only boolean)
returns public.memberships
language plpgsql
set search_path = ''
as $$
declare
  me public.users := private.require_active_caller();
  m public.memberships;
begin
  select x.* into m from public.memberships x where x.id = p_membership_id for update;
  if m.id is null or not (m.client_id = me.id or me.role = 'admin') then
    raise exception 'No such membership' using errcode = 'PT404';
  end if;
  if p_admin_only and me.role <> 'admin' then
    raise exception 'Only admins can pause a membership' using errcode = '42501';
  end if;
  if m.status = 'ended' then
    raise exception 'This membership has ended' using errcode = 'PT409';
  end if;
  return m;
end;
$$;

create or replace function private.set_membership_cancel(p_membership_id uuid, p_cancel boolean)
returns public.memberships
language plpgsql
security definer
set search_path = ''
as $$
declare
  m public.memberships := private.membership_for(p_membership_id, false);
begin
  update public.memberships set cancel_at_period_end = coalesce(p_cancel, true) where id = m.id returning * into m;
  return m;
end;
$$;

create or replace function private.set_membership_paused(p_membership_id uuid, p_paused boolean)
returns public.memberships
language plpgsql
security definer
set search_path = ''
as $$
declare
  m public.memberships := private.membership_for(p_membership_id, true);
begin
  if coalesce(p_paused, true) then
    update public.memberships set status = 'paused', paused_at = now() where id = m.id returning * into m;
  else
    update public.memberships
    set status = case when past_due_since is not null then 'past_due' else 'active' end::public.membership_status,
        paused_at = null
    where id = m.id returning * into m;
  end if;
  return m;
end;
$$;

-- Housekeeping: expiry and the end of memberships, at a given time (tests inject it) ----------------
create or replace function private.run_payment_housekeeping(p_now timestamptz)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_now timestamptz := coalesce(p_now, now());
  lot public.credit_lots;
  m public.memberships;
  expired_lots integer := 0;
  expired_orders integer := 0;
  ended integer := 0;
  v_order_id uuid;
begin
  for lot in
    select l.* from public.credit_lots l where l.remaining > 0 and l.expires_at <= v_now for update skip locked
  loop
    insert into public.credit_ledger (lot_id, client_id, delta, reason)
    values (lot.id, lot.client_id, -lot.remaining, 'expire');
    expired_lots := expired_lots + 1;
  end loop;
  for v_order_id in
    select o.id from public.orders o where o.status = 'pending' and o.expires_at <= v_now
  loop
    if private.release_order(v_order_id, 'expired') = 'applied' then
      expired_orders := expired_orders + 1;
    end if;
  end loop;
  for m in
    select x.* from public.memberships x
    where x.status <> 'ended' and x.current_period_end <= v_now
      and (x.cancel_at_period_end or x.provider = 'none')
    for update skip locked
  loop
    if m.cancel_at_period_end then
      update public.memberships set status = 'ended', ended_at = m.current_period_end where id = m.id;
      ended := ended + 1;
    elsif m.status in ('active', 'past_due') then
      -- Nothing to pay (a free plan): the next period starts by itself.
      update public.memberships
      set current_period_start = m.current_period_end,
          current_period_end = m.current_period_end + private.interval_of(m.billing_interval)
      where id = m.id returning * into m;
      perform private.grant_period(m, m.current_period_start, m.current_period_end);
    end if;
  end loop;
  return jsonb_build_object('expired_lots', expired_lots, 'expired_orders', expired_orders, 'ended_memberships', ended);
end;
$$;

-- The API: security invoker wrappers over the definer functions ----------------------------------------

create or replace function public.preview_checkout(
  p_kind public.order_kind, p_product_id uuid, p_discount_code text default null
)
returns jsonb language sql security invoker set search_path = ''
as $$ select private.preview_checkout(p_kind, p_product_id, p_discount_code); $$;

create or replace function public.start_checkout(
  p_kind public.order_kind, p_product_id uuid, p_discount_code text default null, p_return_path text default null
)
returns public.orders language sql security invoker set search_path = ''
as $$ select * from private.start_checkout(p_kind, p_product_id, p_discount_code, p_return_path); $$;

create or replace function public.credit_balances(p_client_id uuid default null)
returns table (
  category_id uuid, category_name text, service_id uuid, service_name text, remaining integer,
  next_expiry timestamptz, unlimited boolean
)
language sql stable security invoker set search_path = ''
as $$ select * from private.credit_balances(p_client_id); $$;

create or replace function public.set_membership_cancel(p_membership_id uuid, p_cancel boolean default true)
returns public.memberships language sql security invoker set search_path = ''
as $$ select * from private.set_membership_cancel(p_membership_id, p_cancel); $$;

create or replace function public.set_membership_paused(p_membership_id uuid, p_paused boolean default true)
returns public.memberships language sql security invoker set search_path = ''
as $$ select * from private.set_membership_paused(p_membership_id, p_paused); $$;

create or replace function public.forgive_booking(p_booking_id uuid, p_note text default null)
returns public.bookings language sql security invoker set search_path = ''
as $$ select * from private.forgive_booking(p_booking_id, p_note); $$;

create or replace function public.adjust_credits(
  p_client_id uuid, p_category_id uuid, p_delta integer, p_note text, p_expires_at timestamptz default null
)
returns integer language sql security invoker set search_path = ''
as $$ select private.adjust_credits(p_client_id, p_category_id, p_delta, p_note, p_expires_at); $$;

create or replace function public.request_refund(
  p_order_id uuid, p_amount_minor integer, p_credits_to_remove integer default null, p_reason text default null
)
returns public.refunds language sql security invoker set search_path = ''
as $$ select * from private.request_refund(p_order_id, p_amount_minor, p_credits_to_remove, p_reason); $$;

create or replace function public.attach_checkout(p_order_id uuid, p_provider text, p_checkout_id text)
returns public.orders language sql security invoker set search_path = ''
as $$ select * from private.attach_checkout(p_order_id, p_provider, p_checkout_id); $$;

create or replace function public.apply_payment_event(p_provider text, p_event_id text, p_type text, p_data jsonb)
returns text language sql security invoker set search_path = ''
as $$ select private.apply_payment_event(p_provider, p_event_id, p_type, p_data); $$;

create or replace function public.complete_refund(p_refund_id uuid, p_provider_refund_id text, p_succeeded boolean)
returns public.refunds language sql security invoker set search_path = ''
as $$ select * from private.complete_refund(p_refund_id, p_provider_refund_id, p_succeeded); $$;

create or replace function public.run_payment_housekeeping(p_now timestamptz default null)
returns jsonb language sql security invoker set search_path = ''
as $$ select private.run_payment_housekeeping(p_now); $$;

-- Privileges ---------------------------------------------------------------------------------------
do $$
declare
  f regprocedure;
begin
  -- Internal helpers: called only from the definer functions above.
  foreach f in array array[
    'private.uuid_or_null(text)', 'private.timestamptz_or_null(text)', 'private.interval_of(public.billing_interval)',
    'private.service_is_paid(uuid)', 'private.unlimited_membership_for(uuid, uuid)',
    'private.spendable_lot(uuid, uuid, timestamptz)', 'private.booking_override()',
    'private.grant_lot(uuid, uuid, uuid, integer, timestamptz, uuid, uuid, timestamptz, public.credit_reason, uuid, text)',
    'private.pay_for_booking()', 'private.fee_order(public.bookings, text)', 'private.settle_booking()',
    'private.product_terms(public.order_kind, uuid)',
    'private.discount_for(text, public.order_kind, uuid, uuid, integer, boolean)',
    'private.fulfil_order(public.orders, text, text, timestamptz, timestamptz)',
    'private.grant_period(public.memberships, timestamptz, timestamptz)',
    'private.mark_order_paid(public.orders, text, text, text, timestamptz, timestamptz)',
    'private.release_order(uuid, public.order_status)', 'private.settle_refund(public.refunds)',
    'private.membership_for(uuid, boolean)'
  ]::regprocedure[]
  loop
    execute format('revoke all on function %s from public, anon, authenticated, service_role', f);
  end loop;
  -- Signed-in people (the database decides who may do what).
  foreach f in array array[
    'private.set_booking_override(boolean)',
    'private.preview_checkout(public.order_kind, uuid, text)', 'public.preview_checkout(public.order_kind, uuid, text)',
    'private.start_checkout(public.order_kind, uuid, text, text)', 'public.start_checkout(public.order_kind, uuid, text, text)',
    'private.credit_balances(uuid)', 'public.credit_balances(uuid)',
    'private.set_membership_cancel(uuid, boolean)', 'public.set_membership_cancel(uuid, boolean)',
    'private.set_membership_paused(uuid, boolean)', 'public.set_membership_paused(uuid, boolean)',
    'private.forgive_booking(uuid, text)', 'public.forgive_booking(uuid, text)',
    'private.adjust_credits(uuid, uuid, integer, text, timestamptz)', 'public.adjust_credits(uuid, uuid, integer, text, timestamptz)',
    'private.request_refund(uuid, integer, integer, text)', 'public.request_refund(uuid, integer, integer, text)'
  ]::regprocedure[]
  loop
    execute format('revoke all on function %s from public, anon', f);
    execute format('grant execute on function %s to authenticated, service_role', f);
  end loop;
  -- The edge functions only (the service role): webhooks, checkout ids, refund results, housekeeping.
  foreach f in array array[
    'private.attach_checkout(uuid, text, text)', 'public.attach_checkout(uuid, text, text)',
    'private.apply_payment_event(text, text, text, jsonb)', 'public.apply_payment_event(text, text, text, jsonb)',
    'private.complete_refund(uuid, text, boolean)', 'public.complete_refund(uuid, text, boolean)',
    'private.run_payment_housekeeping(timestamptz)', 'public.run_payment_housekeeping(timestamptz)'
  ]::regprocedure[]
  loop
    execute format('revoke all on function %s from public, anon, authenticated', f);
    execute format('grant execute on function %s to service_role', f);
  end loop;
end
$$;
