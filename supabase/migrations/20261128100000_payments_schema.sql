-- Packages, memberships, discounts and payments (issue 28): the data model and its guarantees. The
-- functions that write it are in the next migration; docs/payments.md explains the model.
--
-- * The catalogue (credit categories, packs, membership plans, discount codes, services' prices) is
--   edited by admins through the Data API under row-level security.
-- * Orders, memberships, credit lots, the credit ledger, refunds and payment events are written only
--   by functions: the API roles read what row-level security shows them and write nothing.
-- * Credits live in lots; every change to a lot is a row of the append-only ledger, and a trigger
--   moves the lot's `remaining` by the row's delta, so `remaining = sum(delta)` holds by construction
--   and `remaining` between 0 and `granted` is a check constraint: no credit is spent twice.
-- * Money is integer minor units in the studio's one currency (studio_settings.currency).

create type public.credit_reason as enum (
  'grant', 'book', 'cancel_return', 'late_cancel', 'no_show', 'forgive', 'expire', 'refund', 'adjustment'
);
create type public.order_kind as enum ('pack', 'membership', 'drop_in', 'fee');
create type public.order_status as enum (
  'pending', 'paid', 'failed', 'expired', 'refunded', 'partially_refunded', 'void'
);
create type public.membership_status as enum ('active', 'past_due', 'paused', 'ended');
create type public.billing_interval as enum ('week', 'month', 'year');
create type public.discount_kind as enum ('percent', 'amount');
create type public.booking_payment as enum ('credit', 'membership', 'unpaid');
create type public.refund_status as enum ('pending', 'succeeded', 'failed');

alter table public.studio_settings
  add column drop_in_valid_days integer not null default 30 check (drop_in_valid_days between 1 and 365),
  add column past_due_grace_days integer not null default 3 check (past_due_grace_days between 0 and 60);

-- Catalogue --------------------------------------------------------------------------------------
create table public.credit_categories (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(btrim(name)) between 1 and 60),
  is_archived boolean not null default false,
  created_at timestamptz not null default now()
);
comment on table public.credit_categories is
  'What a credit pays for ("1:1 PT", "Group class"). Services accept one or more categories.';
create unique index credit_categories_name_once on public.credit_categories (lower(btrim(name)));

alter table public.services
  add column drop_in_price_minor integer check (drop_in_price_minor between 0 and 100000000);
comment on column public.services.drop_in_price_minor is
  'The price of one session bought on its own; null: not sold as a drop-in. A service with no price and no accepted category is free.';

create table public.service_credit_categories (
  id uuid primary key default gen_random_uuid(),
  service_id uuid not null references public.services (id) on delete cascade,
  category_id uuid not null references public.credit_categories (id) on delete cascade,
  created_at timestamptz not null default now(),
  constraint service_credit_categories_once unique (service_id, category_id)
);
create index service_credit_categories_category_idx on public.service_credit_categories (category_id);

create table public.packages (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(btrim(name)) between 1 and 120),
  description text not null default '' check (char_length(description) <= 2000),
  category_id uuid not null references public.credit_categories (id) on delete restrict,
  credits integer not null check (credits between 1 and 1000),
  price_minor integer not null check (price_minor between 0 and 100000000),
  -- null: the credits never expire.
  valid_days integer check (valid_days between 1 and 3650),
  per_client_limit integer check (per_client_limit between 1 and 100),
  is_archived boolean not null default false,
  created_by uuid references public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.packages is
  'Credit packs for sale. An order copies the terms it sold, so editing a pack never changes what a client bought.';
create index packages_category_idx on public.packages (category_id);
create index packages_created_by_idx on public.packages (created_by);

create table public.membership_plans (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(btrim(name)) between 1 and 120),
  description text not null default '' check (char_length(description) <= 2000),
  price_minor integer not null check (price_minor between 0 and 100000000),
  billing_interval public.billing_interval not null default 'month',
  category_id uuid not null references public.credit_categories (id) on delete restrict,
  -- null: unlimited sessions of the category while the membership is active.
  credits_per_period integer check (credits_per_period between 1 and 1000),
  grants_client_type public.client_type,
  unlocks_on_demand boolean not null default false,
  unlocks_studio_access boolean not null default true,
  is_archived boolean not null default false,
  created_by uuid references public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.membership_plans is
  'Recurring plans. A membership copies the plan''s price and credits, so editing a plan never changes an existing membership.';
create index membership_plans_category_idx on public.membership_plans (category_id);
create index membership_plans_created_by_idx on public.membership_plans (created_by);

create table public.discount_codes (
  id uuid primary key default gen_random_uuid(),
  code text not null check (code ~ '^[A-Za-z0-9_-]{2,32}$'),
  kind public.discount_kind not null,
  percent_off integer check (percent_off between 1 and 100),
  amount_off_minor integer check (amount_off_minor between 1 and 100000000),
  starts_at timestamptz,
  ends_at timestamptz,
  -- Packs and plans it applies to; null: every pack and plan (never drop-ins or fees).
  product_ids uuid[] check (product_ids is null or cardinality(product_ids) between 1 and 200),
  max_redemptions integer check (max_redemptions between 1 and 1000000),
  max_per_client integer check (max_per_client between 1 and 1000),
  is_archived boolean not null default false,
  created_by uuid references public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint discount_codes_value check (
    (kind = 'percent' and percent_off is not null and amount_off_minor is null)
    or (kind = 'amount' and amount_off_minor is not null and percent_off is null)
  ),
  constraint discount_codes_dates check (starts_at is null or ends_at is null or starts_at < ends_at)
);
comment on table public.discount_codes is
  'Discount codes, case-insensitive. Admins only: clients learn a code''s effect through preview_checkout.';
create unique index discount_codes_code_once on public.discount_codes (upper(code));
create index discount_codes_created_by_idx on public.discount_codes (created_by);

-- Orders and memberships ---------------------------------------------------------------------------
create table public.orders (
  id uuid primary key default gen_random_uuid(),
  client_id uuid not null references public.users (id) on delete cascade,
  kind public.order_kind not null,
  package_id uuid references public.packages (id) on delete set null,
  plan_id uuid references public.membership_plans (id) on delete set null,
  service_id uuid references public.services (id) on delete set null,
  booking_id uuid references public.bookings (id) on delete set null,
  description text not null check (char_length(description) between 1 and 200),
  list_price_minor integer not null check (list_price_minor between 0 and 100000000),
  discount_id uuid references public.discount_codes (id) on delete set null,
  discount_minor integer not null default 0 check (discount_minor >= 0),
  amount_minor integer not null check (amount_minor between 0 and 100000000),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  -- What was sold, as sold (null for fees).
  credits integer check (credits between 1 and 1000),
  category_id uuid references public.credit_categories (id) on delete set null,
  valid_days integer check (valid_days between 1 and 3650),
  billing_interval public.billing_interval,
  status public.order_status not null default 'pending',
  provider text not null default 'none' check (provider in ('none', 'local', 'stripe')),
  provider_checkout_id text check (char_length(provider_checkout_id) <= 200),
  provider_payment_id text check (char_length(provider_payment_id) <= 200),
  provider_customer_id text check (char_length(provider_customer_id) <= 200),
  refunded_minor integer not null default 0,
  return_path text check (return_path ~ '^/[^/\\]' and char_length(return_path) <= 300),
  expires_at timestamptz,
  paid_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint orders_amount check (amount_minor = list_price_minor - discount_minor),
  constraint orders_refund_limit check (refunded_minor between 0 and amount_minor)
);
comment on table public.orders is
  'What a client bought or owes, with the price, discount and terms decided by the server. Written only by the payment functions.';
create index orders_client_idx on public.orders (client_id, created_at desc);
create index orders_status_paid_idx on public.orders (status, paid_at);
create index orders_package_idx on public.orders (package_id);
create index orders_plan_idx on public.orders (plan_id);
create index orders_service_idx on public.orders (service_id);
create index orders_booking_idx on public.orders (booking_id);
create index orders_discount_idx on public.orders (discount_id);
create index orders_category_idx on public.orders (category_id);
create unique index orders_checkout_once on public.orders (provider, provider_checkout_id) where provider_checkout_id is not null;
create index orders_payment_idx on public.orders (provider, provider_payment_id) where provider_payment_id is not null;

create table public.discount_redemptions (
  id uuid primary key default gen_random_uuid(),
  discount_id uuid not null references public.discount_codes (id) on delete cascade,
  order_id uuid not null unique references public.orders (id) on delete cascade,
  client_id uuid not null references public.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  released_at timestamptz
);
create index discount_redemptions_discount_idx on public.discount_redemptions (discount_id) where released_at is null;
create index discount_redemptions_client_idx on public.discount_redemptions (client_id);

create table public.memberships (
  id uuid primary key default gen_random_uuid(),
  client_id uuid not null references public.users (id) on delete cascade,
  plan_id uuid references public.membership_plans (id) on delete set null,
  order_id uuid not null unique references public.orders (id) on delete cascade,
  status public.membership_status not null default 'active',
  description text not null check (char_length(description) between 1 and 200),
  price_minor integer not null check (price_minor between 0 and 100000000),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  billing_interval public.billing_interval not null,
  credits_per_period integer check (credits_per_period between 1 and 1000),
  category_id uuid references public.credit_categories (id) on delete set null,
  current_period_start timestamptz not null,
  current_period_end timestamptz not null,
  cancel_at_period_end boolean not null default false,
  past_due_since timestamptz,
  paused_at timestamptz,
  provider text not null default 'none' check (provider in ('none', 'local', 'stripe')),
  provider_subscription_id text unique check (char_length(provider_subscription_id) <= 200),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  ended_at timestamptz,
  constraint memberships_period check (current_period_start < current_period_end)
);
comment on table public.memberships is
  'A client''s membership, following the provider''s subscription. Written only by the payment functions.';
create index memberships_client_idx on public.memberships (client_id, status);
create index memberships_plan_idx on public.memberships (plan_id);
create index memberships_category_idx on public.memberships (category_id);
create index memberships_due_idx on public.memberships (status, current_period_end);

-- Credits --------------------------------------------------------------------------------------------
create table public.credit_lots (
  id uuid primary key default gen_random_uuid(),
  client_id uuid not null references public.users (id) on delete cascade,
  category_id uuid references public.credit_categories (id) on delete restrict,
  -- A drop-in credit pays only for the service it was bought for.
  service_id uuid references public.services (id) on delete restrict,
  granted integer not null check (granted between 1 and 100000),
  remaining integer not null default 0,
  expires_at timestamptz,
  order_id uuid references public.orders (id) on delete cascade,
  membership_id uuid references public.memberships (id) on delete cascade,
  -- A membership's lot for one billing period: granted once per (membership, period_start).
  period_start timestamptz,
  created_at timestamptz not null default now(),
  constraint credit_lots_remaining check (remaining between 0 and granted),
  constraint credit_lots_pays_for check (category_id is not null or service_id is not null),
  constraint credit_lots_period check ((membership_id is null) = (period_start is null))
);
comment on table public.credit_lots is
  'Credits a client holds: granted, remaining, what they pay for, until when. remaining moves only with ledger rows.';
create index credit_lots_client_idx on public.credit_lots (client_id, expires_at) where remaining > 0;
create index credit_lots_client_all_idx on public.credit_lots (client_id, created_at);
create index credit_lots_category_idx on public.credit_lots (category_id);
create index credit_lots_service_idx on public.credit_lots (service_id);
create index credit_lots_expiry_idx on public.credit_lots (expires_at) where remaining > 0;
create unique index credit_lots_order_once on public.credit_lots (order_id) where membership_id is null;
create unique index credit_lots_period_once on public.credit_lots (membership_id, period_start);

create table public.credit_ledger (
  id bigint generated always as identity primary key,
  lot_id uuid not null references public.credit_lots (id) on delete cascade,
  client_id uuid not null references public.users (id) on delete cascade,
  delta integer not null check (delta between -100000 and 100000),
  reason public.credit_reason not null,
  -- Plain ids, not foreign keys: a row is never changed once written, and bookings, orders and
  -- refunds are removed only with their client, whose ledger goes with them.
  booking_id uuid,
  order_id uuid,
  refund_id uuid,
  actor_id uuid,
  note text check (char_length(note) <= 500),
  created_at timestamptz not null default now(),
  constraint credit_ledger_signs check (
    case reason
      when 'grant' then delta > 0
      when 'book' then delta = -1
      when 'cancel_return' then delta = 1
      when 'forgive' then delta = 1
      when 'late_cancel' then delta in (0, 1)
      when 'no_show' then delta in (0, 1)
      when 'expire' then delta < 0
      when 'refund' then delta < 0
      else delta <> 0
    end
  ),
  constraint credit_ledger_adjustment_noted check (reason <> 'adjustment' or char_length(btrim(note)) > 0)
);
comment on table public.credit_ledger is
  'Every change to a credit lot, with its reason. Append-only: no role updates or deletes a row.';
create index credit_ledger_lot_idx on public.credit_ledger (lot_id);
create index credit_ledger_client_idx on public.credit_ledger (client_id, created_at desc);
-- A booking spends, returns, forfeits and is forgiven at most once each.
create unique index credit_ledger_booking_once on public.credit_ledger (booking_id, reason)
  where booking_id is not null and reason in ('book', 'cancel_return', 'late_cancel', 'no_show', 'forgive');

-- Runs as its owner, so whoever may insert a ledger row (the payment functions, the service role's
-- fixtures) moves the lot without any right to update lots themselves.
create or replace function private.apply_ledger_row()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.credit_lots set remaining = remaining + new.delta where id = new.lot_id;
  return null;
end;
$$;

create trigger credit_ledger_moves_lot
after insert on public.credit_ledger
for each row execute function private.apply_ledger_row();

create or replace function private.refuse_ledger_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'The credit ledger is append-only: add a row instead' using errcode = '42501';
end;
$$;

create trigger credit_ledger_append_only
before update on public.credit_ledger
for each row execute function private.refuse_ledger_change();

-- A lot starts empty (its grant is a ledger row), its terms never change, and its remaining moves
-- only through the ledger trigger above (nested: pg_trigger_depth() > 1).
create or replace function private.keep_lot_terms()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    if new.remaining <> 0 then
      raise exception 'A credit lot starts empty: grant its credits with a ledger row' using errcode = '42501';
    end if;
    return new;
  end if;
  if new.granted <> old.granted or new.client_id <> old.client_id
    or new.category_id is distinct from old.category_id or new.service_id is distinct from old.service_id
    or (new.remaining <> old.remaining and pg_catalog.pg_trigger_depth() < 2)
  then
    raise exception 'A credit lot changes only through the credit ledger' using errcode = '42501';
  end if;
  return new;
end;
$$;

create trigger credit_lots_keep_terms
before insert or update on public.credit_lots
for each row execute function private.keep_lot_terms();

create table public.refunds (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null references public.orders (id) on delete cascade,
  amount_minor integer not null check (amount_minor between 1 and 100000000),
  credits_removed integer not null default 0 check (credits_removed between 0 and 100000),
  status public.refund_status not null default 'pending',
  provider_refund_id text check (char_length(provider_refund_id) <= 200),
  reason text check (char_length(reason) <= 500),
  created_by uuid references public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  completed_at timestamptz
);
create index refunds_order_idx on public.refunds (order_id);
create index refunds_created_by_idx on public.refunds (created_by);
create unique index refunds_provider_once on public.refunds (provider_refund_id) where provider_refund_id is not null;

create table public.payment_events (
  id uuid primary key default gen_random_uuid(),
  provider text not null check (provider in ('local', 'stripe')),
  event_id text not null check (char_length(event_id) between 1 and 200),
  type text not null check (char_length(type) <= 100),
  order_id uuid,
  outcome text not null,
  received_at timestamptz not null default now(),
  constraint payment_events_once unique (provider, event_id)
);
comment on table public.payment_events is
  'Every webhook event applied, once per (provider, event id), written in the same transaction as its effect.';

-- Bookings: how each was paid -------------------------------------------------------------------
alter table public.bookings
  add column payment public.booking_payment,
  add column credit_lot_id uuid references public.credit_lots (id) on delete set null,
  add column membership_id uuid references public.memberships (id) on delete set null,
  add column fee_order_id uuid references public.orders (id) on delete set null,
  add column forgiven_at timestamptz,
  add column forgiven_by uuid references public.users (id) on delete set null;
create index bookings_credit_lot_idx on public.bookings (credit_lot_id);
create index bookings_membership_idx on public.bookings (membership_id);
create index bookings_fee_order_idx on public.bookings (fee_order_id);
create index bookings_forgiven_by_idx on public.bookings (forgiven_by);

-- Every table: ids never change, updated_at follows, dates stay finite ---------------------------------
do $$
declare
  t text;
begin
  foreach t in array array['credit_categories', 'service_credit_categories', 'packages', 'membership_plans',
    'discount_codes', 'orders', 'discount_redemptions', 'memberships', 'credit_lots', 'credit_ledger', 'refunds',
    'payment_events']
  loop
    execute format(
      'create trigger %I before update of id on public.%I for each row execute function private.keep_primary_key()',
      t || '_keep_id', t);
  end loop;
  foreach t in array array['packages', 'membership_plans', 'discount_codes', 'orders', 'memberships']
  loop
    execute format(
      'create trigger %I before update on public.%I for each row execute function private.set_updated_at()',
      t || '_set_updated_at', t);
  end loop;
end
$$;

do $$
declare
  col record;
begin
  for col in
    select c.relname as relation, a.attname as name
    from pg_attribute a
    join pg_class c on c.oid = a.attrelid
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      and c.relname in ('credit_categories', 'service_credit_categories', 'packages', 'membership_plans',
        'discount_codes', 'orders', 'discount_redemptions', 'memberships', 'credit_lots', 'credit_ledger',
        'refunds', 'payment_events')
      and a.atttypid in ('date'::regtype, 'timestamptz'::regtype, 'timestamp'::regtype)
  loop
    execute format(
      'alter table public.%I add constraint %I check (%I is null or (%I >= ''1900-01-01'' and %I < ''2200-01-01''))',
      col.relation, left(col.relation || '_' || col.name || '_in_range', 63), col.name, col.name, col.name);
  end loop;
end
$$;

-- Row-level security -------------------------------------------------------------------------------
alter table public.credit_categories enable row level security;
alter table public.service_credit_categories enable row level security;
alter table public.packages enable row level security;
alter table public.membership_plans enable row level security;
alter table public.discount_codes enable row level security;
alter table public.orders enable row level security;
alter table public.discount_redemptions enable row level security;
alter table public.memberships enable row level security;
alter table public.credit_lots enable row level security;
alter table public.credit_ledger enable row level security;
alter table public.refunds enable row level security;
alter table public.payment_events enable row level security;

-- Active accounts only, on every new table (20261123002000_deactivation_cuts_access.sql).
do $$
declare
  t text;
begin
  foreach t in array array['credit_categories', 'service_credit_categories', 'packages', 'membership_plans',
    'discount_codes', 'orders', 'discount_redemptions', 'memberships', 'credit_lots', 'credit_ledger',
    'refunds', 'payment_events']
  loop
    execute format(
      'create policy %I on public.%I as restrictive for all to authenticated
       using ((select private.caller_is_active())) with check ((select private.caller_is_active()))',
      t || ': active accounts only', t);
  end loop;
end
$$;

-- The catalogue: everyone signed in reads what is on sale (staff and admins the archive too); admins edit.
create policy "credit_categories: everyone reads" on public.credit_categories for select to authenticated using (true);
create policy "credit_categories: admins add" on public.credit_categories for insert to authenticated
with check ((select private.is_admin()));
create policy "credit_categories: admins edit" on public.credit_categories for update to authenticated
using ((select private.is_admin())) with check ((select private.is_admin()));

create policy "service_credit_categories: everyone reads" on public.service_credit_categories for select to authenticated
using (true);
create policy "service_credit_categories: admins add" on public.service_credit_categories for insert to authenticated
with check ((select private.is_admin()));
create policy "service_credit_categories: admins remove" on public.service_credit_categories for delete to authenticated
using ((select private.is_admin()));

do $$
declare
  t text;
begin
  foreach t in array array['packages', 'membership_plans']
  loop
    execute format(
      'create policy %I on public.%I for select to authenticated using (not is_archived or (select private.is_staff()))',
      t || ': everyone reads what is on sale; staff the archive too', t);
    execute format(
      'create policy %I on public.%I for insert to authenticated with check ((select private.is_admin()))',
      t || ': admins add', t);
    execute format(
      'create policy %I on public.%I for update to authenticated
       using ((select private.is_admin())) with check ((select private.is_admin()))',
      t || ': admins edit', t);
  end loop;
end
$$;

create policy "discount_codes: admins read" on public.discount_codes for select to authenticated
using ((select private.is_admin()));
create policy "discount_codes: admins add" on public.discount_codes for insert to authenticated
with check ((select private.is_admin()));
create policy "discount_codes: admins edit" on public.discount_codes for update to authenticated
using ((select private.is_admin())) with check ((select private.is_admin()));
create policy "discount_redemptions: admins read" on public.discount_redemptions for select to authenticated
using ((select private.is_admin()));

-- A client's money: the client, their trainer, admins. Nobody writes through the API.
do $$
declare
  t text;
begin
  foreach t in array array['orders', 'memberships', 'credit_lots', 'credit_ledger']
  loop
    execute format(
      'create policy %I on public.%I for select to authenticated
       using (client_id = (select auth.uid()) or client_id in (select private.assigned_client_ids())
              or (select private.is_admin()))',
      t || ': the client, their trainer; admins all', t);
  end loop;
end
$$;

create policy "refunds: the client, their trainer; admins all" on public.refunds for select to authenticated
using (exists (
  select 1 from public.orders o where o.id = order_id
    and (o.client_id = (select auth.uid()) or o.client_id in (select private.assigned_client_ids())
         or (select private.is_admin()))
));

-- payment_events: no permissive policy and no grant to any API role: only the payment functions
-- (security definer) write it, and a Data API request for it answers 42501 on purpose.

grant select, insert, update on table public.credit_categories to authenticated;
grant select, insert, delete on table public.service_credit_categories to authenticated;
grant select, insert, update on table public.packages to authenticated;
grant select, insert, update on table public.membership_plans to authenticated;
grant select, insert, update on table public.discount_codes to authenticated;
grant select on table public.discount_redemptions to authenticated;
grant select on table public.orders to authenticated;
grant select on table public.memberships to authenticated;
grant select on table public.credit_lots to authenticated;
grant select on table public.credit_ledger to authenticated;
grant select on table public.refunds to authenticated;

-- The service role (the edge functions) reads everything and writes through the functions; it
-- never updates or deletes a ledger row.
grant select on table
  public.credit_categories, public.service_credit_categories, public.packages, public.membership_plans,
  public.discount_codes, public.discount_redemptions, public.orders, public.memberships, public.credit_lots,
  public.credit_ledger, public.refunds, public.payment_events
to service_role;
grant insert, update, delete on table
  public.credit_categories, public.service_credit_categories, public.packages, public.membership_plans,
  public.discount_codes
to service_role;
-- Inserts (fixtures, imports) stay within the same guarantees: a lot starts empty and moves only
-- with ledger rows; the ledger is never updated or deleted.
grant insert on table public.orders, public.memberships, public.credit_lots, public.credit_ledger, public.refunds,
  public.discount_redemptions
to service_role;
grant update on table public.orders, public.memberships, public.refunds to service_role;
-- Erasure (a client's records, test fixtures): a lot goes with its ledger rows (the foreign key
-- cascades as the table owner); a ledger row alone is never updated or deleted by any API role.
grant delete on table public.orders, public.memberships, public.credit_lots, public.refunds,
  public.discount_redemptions
to service_role;

revoke execute on function private.apply_ledger_row() from public, anon, authenticated, service_role;
revoke execute on function private.refuse_ledger_change() from public, anon, authenticated, service_role;
revoke execute on function private.keep_lot_terms() from public, anon, authenticated, service_role;

-- Realtime: a client's balance and orders change while they look (a webhook lands after the
-- redirect); row-level security decides who hears what.
alter publication supabase_realtime add table public.orders, public.credit_lots, public.memberships;
