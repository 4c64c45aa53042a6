-- Studio access and check-in (issue 29): the data model. The functions that write it are in the next
-- migration; docs/access.md explains the model.
--
-- * A client's access key is a TOTP secret (RFC 6238) kept in access_keys. No API role can read the
--   secret column: its owner gets it only through my_access_key(); staff and admins see that a key
--   exists, its member number and whether it is revoked.
-- * access_code_uses is the replay guard: one row per (client, 30-second step) accepted, so a code is
--   accepted once. No API role touches it.
-- * check_ins (allowed entries) and check_in_attempts (every attempt, allowed or refused, with its
--   reason) are written only by the check-in functions.
-- * Memberships copy what their plan unlocks when they are created (as they copy its price), and a
--   plan that grants a client type moves the client to it while the membership lives.

create type public.check_in_method as enum ('qr', 'pin', 'manual');
create type public.check_in_result as enum ('allowed', 'refused');
create type public.check_in_reason as enum (
  'ok', 'override', 'invalid_format', 'unknown_member', 'invalid_code', 'replayed', 'revoked', 'no_key',
  'not_a_client', 'no_access', 'membership_expired', 'already_checked_in', 'wrong_studio', 'rate_limited'
);
comment on type public.check_in_reason is
  'Why a check-in attempt was allowed (ok, override) or refused. docs/access.md lists each.';

-- The studio's code (in every QR payload) and its check-in rules ----------------------------------
create or replace function private.random_studio_code()
returns text
language sql
volatile
set search_path = ''
as $$
  -- 6 characters of an alphabet without 0/O and 1/I (read aloud or typed without confusion).
  select string_agg(substr('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', (get_byte(b, i) % 32) + 1, 1), '' order by i)
  from (select extensions.gen_random_bytes(6) as b) r, generate_series(0, 5) as i;
$$;

alter table public.studio_settings
  add column studio_code text not null default private.random_studio_code()
    constraint studio_settings_studio_code_format check (studio_code ~ '^[A-Z0-9]{6}$'),
  add column check_in_allows_membership boolean not null default true,
  add column check_in_allows_credits boolean not null default true,
  add column check_in_allows_booking boolean not null default true,
  add column check_in_repeat_minutes integer not null default 60 check (check_in_repeat_minutes between 0 and 1440);
comment on column public.studio_settings.studio_code is
  'In every check-in QR code (LW1.<studio_code>.<member>.<code>): a code from another studio is refused. Changing it invalidates the QR codes on devices until they go online.';
comment on column public.studio_settings.check_in_repeat_minutes is
  'A second check-in of the same client within this many minutes is refused (already_checked_in); 0 allows any.';

-- Access keys ----------------------------------------------------------------------------------------
create sequence public.access_member_number_seq as integer start with 1001 minvalue 1001 maxvalue 9999999;

create table public.access_keys (
  client_id uuid primary key references public.users (id) on delete cascade,
  -- Typed at the desk in front of the code (the PIN): stable across renewals.
  member_number integer not null unique default nextval('public.access_member_number_seq')
    check (member_number between 1000 and 9999999),
  -- 20 random bytes. No API role has select on this column (column grants below).
  secret bytea not null check (octet_length(secret) = 20),
  created_at timestamptz not null default now(),
  renewed_at timestamptz,
  revoked_at timestamptz,
  revoked_by uuid references public.users (id) on delete set null,
  revoked_reason text check (char_length(revoked_reason) <= 500)
);
alter sequence public.access_member_number_seq owned by public.access_keys.member_number;
comment on table public.access_keys is
  'A client''s check-in key: member number and TOTP secret. The secret leaves the database only through my_access_key()/renew_access_key() to its owner.';
create index access_keys_revoked_by_idx on public.access_keys (revoked_by);

create table public.access_code_uses (
  client_id uuid not null references public.users (id) on delete cascade,
  time_step bigint not null,
  used_at timestamptz not null default now(),
  primary key (client_id, time_step)
);
comment on table public.access_code_uses is
  'Replay guard: a (client, 30-second step) accepted once. Inserted with on conflict do nothing in the check-in transaction.';

create table public.check_ins (
  id uuid primary key default gen_random_uuid(),
  client_id uuid not null references public.users (id) on delete cascade,
  checked_in_at timestamptz not null default now(),
  method public.check_in_method not null,
  desk_user_id uuid references public.users (id) on delete set null,
  booking_id uuid references public.bookings (id) on delete set null,
  overridden boolean not null default false,
  door_id text check (char_length(door_id) between 1 and 100),
  door_opened_at timestamptz
);
comment on table public.check_ins is
  'Allowed entries to the studio: who, when, how, at whose desk, the booking it marked attended, the door opened.';
create index check_ins_client_idx on public.check_ins (client_id, checked_in_at desc);
create index check_ins_desk_idx on public.check_ins (desk_user_id);
create index check_ins_booking_idx on public.check_ins (booking_id);

create table public.check_in_attempts (
  id uuid primary key default gen_random_uuid(),
  attempted_at timestamptz not null default now(),
  desk_user_id uuid references public.users (id) on delete set null,
  client_id uuid references public.users (id) on delete cascade,
  method public.check_in_method not null,
  result public.check_in_result not null,
  reason public.check_in_reason not null,
  time_step bigint,
  constraint check_in_attempts_reason check ((result = 'allowed') = (reason in ('ok', 'override')))
);
comment on table public.check_in_attempts is
  'Every check-in attempt with its result and reason (refusals too): the audit trail and the rate limits'' count.';
create index check_in_attempts_desk_idx on public.check_in_attempts (desk_user_id, attempted_at desc);
create index check_in_attempts_client_idx on public.check_in_attempts (client_id, attempted_at desc);

-- Memberships: what the plan unlocked, copied when created -----------------------------------------
alter table public.memberships
  add column unlocks_studio_access boolean not null default false,
  add column unlocks_on_demand boolean not null default false,
  add column grants_client_type public.client_type,
  -- The client's type before this membership moved them to grants_client_type (null: not moved).
  add column previous_client_type public.client_type;

update public.memberships m
set unlocks_studio_access = p.unlocks_studio_access,
    unlocks_on_demand = p.unlocks_on_demand,
    grants_client_type = p.grants_client_type
from public.membership_plans p
where p.id = m.plan_id;

-- On insert: copy the plan's terms, and move the client to the type the plan grants. Definer: the
-- client's type is an admin-only column for direct writes (users_guard_privileged_columns).
create or replace function private.membership_copy_plan()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  p public.membership_plans;
  prev public.client_type;
begin
  if new.plan_id is not null then
    select x.* into p from public.membership_plans x where x.id = new.plan_id;
    if p.id is not null then
      new.unlocks_studio_access := p.unlocks_studio_access;
      new.unlocks_on_demand := p.unlocks_on_demand;
      new.grants_client_type := p.grants_client_type;
    end if;
  end if;
  new.previous_client_type := null;
  if new.status <> 'ended' and new.grants_client_type is not null then
    select u.client_type into prev from public.users u where u.id = new.client_id and u.role = 'client' for update;
    if found and prev is distinct from new.grants_client_type then
      new.previous_client_type := prev;
      update public.users set client_type = new.grants_client_type where id = new.client_id;
    end if;
  end if;
  return new;
end;
$$;

create trigger memberships_copy_plan
before insert on public.memberships
for each row execute function private.membership_copy_plan();

-- When it ends: back to the previous type, if the client is still on the granted one and no other
-- live membership grants it.
create or replace function private.membership_end_client_type()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.status = 'ended' and old.status <> 'ended' and new.grants_client_type is not null
    and new.previous_client_type is not null
    and not exists (
      select 1 from public.memberships o
      where o.client_id = new.client_id and o.id <> new.id and o.status <> 'ended'
        and o.grants_client_type = new.grants_client_type
    )
  then
    update public.users set client_type = new.previous_client_type
    where id = new.client_id and client_type = new.grants_client_type;
  end if;
  return new;
end;
$$;

create trigger memberships_end_client_type
after update of status on public.memberships
for each row when (old.status is distinct from new.status)
execute function private.membership_end_client_type();

-- Every new table: ids never change, dates stay finite ------------------------------------------------
create trigger check_ins_keep_id before update of id on public.check_ins
for each row execute function private.keep_primary_key();
create trigger check_in_attempts_keep_id before update of id on public.check_in_attempts
for each row execute function private.keep_primary_key();
create trigger access_keys_keep_id before update of client_id on public.access_keys
for each row execute function private.keep_primary_key();

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
      and c.relname in ('access_keys', 'access_code_uses', 'check_ins', 'check_in_attempts')
      and a.atttypid in ('date'::regtype, 'timestamptz'::regtype, 'timestamp'::regtype)
  loop
    execute format(
      'alter table public.%I add constraint %I check (%I is null or (%I >= ''1900-01-01'' and %I < ''2200-01-01''))',
      col.relation, left(col.relation || '_' || col.name || '_in_range', 63), col.name, col.name, col.name);
  end loop;
end
$$;

-- Row-level security -------------------------------------------------------------------------------
alter table public.access_keys enable row level security;
alter table public.access_code_uses enable row level security;
alter table public.check_ins enable row level security;
alter table public.check_in_attempts enable row level security;

create policy "access_keys: active accounts only" on public.access_keys as restrictive for all to authenticated
using ((select private.caller_is_active())) with check ((select private.caller_is_active()));
create policy "access_code_uses: active accounts only" on public.access_code_uses as restrictive for all to authenticated
using ((select private.caller_is_active())) with check ((select private.caller_is_active()));
create policy "check_ins: active accounts only" on public.check_ins as restrictive for all to authenticated
using ((select private.caller_is_active())) with check ((select private.caller_is_active()));
create policy "check_in_attempts: active accounts only" on public.check_in_attempts as restrictive for all to authenticated
using ((select private.caller_is_active())) with check ((select private.caller_is_active()));

create policy "access_keys: the client, their trainer; admins all" on public.access_keys for select to authenticated
using (client_id = (select auth.uid()) or client_id in (select private.assigned_client_ids())
       or (select private.is_admin()));
create policy "check_ins: the client, their trainer; admins all" on public.check_ins for select to authenticated
using (client_id = (select auth.uid()) or client_id in (select private.assigned_client_ids())
       or (select private.is_admin()));
create policy "check_in_attempts: the client, their trainer, the desk that ran it; admins all"
on public.check_in_attempts for select to authenticated
using (client_id = (select auth.uid()) or client_id in (select private.assigned_client_ids())
       or (desk_user_id = (select auth.uid()) and (select private.is_staff()))
       or (select private.is_admin()));

-- access_code_uses: no permissive policy and no grant to any API role (the check-in function alone).

-- Grants: every column of access_keys but the secret; nothing written through the Data API.
grant select (client_id, member_number, created_at, renewed_at, revoked_at, revoked_by, revoked_reason) on table public.access_keys to authenticated, service_role;
grant select on table public.check_ins to authenticated, service_role;
grant select on table public.check_in_attempts to authenticated, service_role;
-- Fixtures and erasure: the service role may add check-in records (imports, test fixtures) and
-- remove a client's; it never reads a secret, nor writes a key or a code use.
grant insert, delete on table public.check_ins to service_role;
grant insert, delete on table public.check_in_attempts to service_role;
grant delete on table public.access_keys to service_role;

revoke execute on function private.random_studio_code() from public, anon, authenticated, service_role;
revoke execute on function private.membership_copy_plan() from public, anon, authenticated, service_role;
revoke execute on function private.membership_end_client_type() from public, anon, authenticated, service_role;

-- Realtime: the desk's log and the client's history update while they look.
alter publication supabase_realtime add table public.check_ins;
