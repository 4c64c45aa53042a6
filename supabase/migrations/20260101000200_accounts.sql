-- Accounts: public.users (every account's profile and the single source of truth for
-- authorization: role, staff role, client type, assignment, status), kept in step with auth.users
-- by trigger; public.clients (a client's coaching record); and the identity helpers every policy
-- builds on. user_metadata is never trusted for any of these.

-- The values an account's authorization columns take, as enums so the generated types carry them
-- (src/lib/database.types.ts, `Constants.public.Enums`) and the app derives its lists from there.
-- Adding a value is `alter type ... add value` in a new migration, then npm run gen:types.
create type public.app_role as enum ('client', 'staff', 'admin');
create type public.staff_role as enum ('trainer');
create type public.client_type as enum ('programming', 'virtual', 'in-person');
create type public.account_status as enum ('active', 'inactive', 'pending');

create table public.users (
  id uuid primary key references auth.users (id) on delete cascade,
  email text,
  phone text,
  first_name text not null default '',
  last_name text not null default '',
  name text generated always as (btrim(first_name || ' ' || last_name)) stored,
  role public.app_role not null default 'client',
  staff_role public.staff_role,
  gender text check (gender in ('male', 'female', 'other')),
  client_type public.client_type,
  assigned_to uuid references public.users (id) on delete set null,
  status public.account_status not null default 'active',
  cycle_tracking_enabled boolean not null default false,
  avatar_url text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Client-controlled: cycle entries reach the client's trainer (or an admin) only while the
  -- client has tracking on AND shares (cycle_entries' select policy).
  cycle_shared_with_trainer boolean not null default false,
  -- The client skipped the onboarding questions for now.
  onboarding_dismissed_at timestamptz,
  -- Weights stay in kilograms everywhere in the database; this only says how the app shows and
  -- reads them for this person. The person sets it (update own profile); nobody else but an admin.
  weight_unit text constraint users_weight_unit_check check (weight_unit in ('kg', 'lb')),
  constraint users_staff_role_only_for_staff check (staff_role is null or role in ('staff', 'admin')),
  constraint users_cannot_assign_to_self check (assigned_to is distinct from id),
  constraint users_email_length check (char_length(email) <= 320),
  constraint users_phone_length check (char_length(phone) <= 20),
  constraint users_first_name_length check (char_length(first_name) <= 100),
  constraint users_last_name_length check (char_length(last_name) <= 100),
  constraint users_avatar_url_length check (char_length(avatar_url) <= 2048),
  constraint users_created_at_in_range check (created_at is null or (created_at >= '1900-01-01' and created_at < '2200-01-01')),
  constraint users_updated_at_in_range check (updated_at is null or (updated_at >= '1900-01-01' and updated_at < '2200-01-01')),
  constraint users_onboarding_dismissed_at_in_range
    check (onboarding_dismissed_at is null or (onboarding_dismissed_at >= '1900-01-01' and onboarding_dismissed_at < '2200-01-01'))
);

comment on table public.users is
  'Profile and authoritative role of every account. Role, staff_role, client_type, assigned_to and status change only through admins.';

create index users_assigned_to_idx on public.users (assigned_to);

create index users_role_idx on public.users (role);

create index users_created_at_idx on public.users (created_at desc);

create trigger users_set_updated_at
before update on public.users
for each row execute function private.set_updated_at();

comment on column public.users.weight_unit is
  'kg or lb: how weights are shown and entered for this person (stored values are always kg); null = locale default';

-- Identity helpers. security definer so they read public.users without recursing through its own
-- policies; empty search_path so nothing can shadow the tables they read. Policies call them as
-- `(select private.is_admin())` or `x in (select private.assigned_client_ids())` so each runs once
-- per statement.
--
-- A deactivated or pending account has no data access: the database enforces it, not only the UI.
-- The helpers answer as for nobody when the caller is not active, and every table (and the
-- progress-photos objects) has one RESTRICTIVE policy, "<table>: active accounts only", that ANDs
-- private.caller_is_active() onto whatever the permissive policies allow, so policies written
-- straight against auth.uid() are covered too. An inactive user may still read their own profile
-- row, so the app can tell them why nothing else loads. tests/integration/rls/deactivation.test.ts
-- shows it per role; schema-security.test.ts checks that every table has the restrictive policy.

create function private.caller_is_active()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select u.status = 'active' from public.users u where u.id = (select auth.uid())), false);
$$;

create function private.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select u.role = 'admin' from public.users u where u.id = (select auth.uid()) and u.status = 'active'), false);
$$;

create function private.is_staff()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select u.role in ('staff', 'admin') from public.users u where u.id = (select auth.uid()) and u.status = 'active'), false);
$$;

-- The clients assigned to the caller (empty for clients).
create function private.assigned_client_ids()
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select u.id from public.users u
  where u.assigned_to = (select auth.uid())
    and exists (select 1 from public.users me where me.id = (select auth.uid()) and me.status = 'active');
$$;

-- The caller's own trainer, so a client can see their trainer's profile and message them.
create function private.my_trainer_id()
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select u.assigned_to from public.users u where u.id = (select auth.uid()) and u.status = 'active';
$$;

-- Who wrote a record is history, not something an edit may change: trainers legitimately edit
-- rows others wrote (an assessment, a client's program), so a policy cannot tell an edit from a
-- forged author. This trigger keeps the author column as it was for everyone but admins and the
-- service role. Coach notes on a client record are the trainer's to write.
create function private.keep_column_unless_admin()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  column_name text := tg_argv[0];
begin
  if current_user in ('authenticated', 'anon')
    and (to_jsonb(new) -> column_name) is distinct from (to_jsonb(old) -> column_name)
    and not private.is_admin()
  then
    raise exception '% cannot be changed', column_name using errcode = '42501';
  end if;
  return new;
end;
$$;

-- New accounts: always a client, whatever metadata the sign-up sent. Names, gender and client
-- type are profile data and may come from metadata; role never does.
create function private.handle_new_auth_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data::jsonb, '{}'::jsonb);
  requested_gender text := lower(meta ->> 'gender');
begin
  insert into public.users (id, email, phone, first_name, last_name, role, gender, client_type, status)
  values (
    new.id,
    new.email,
    new.phone,
    coalesce(meta ->> 'first_name', ''),
    coalesce(meta ->> 'last_name', ''),
    'client',
    case when requested_gender in ('male', 'female', 'other') then requested_gender end,
    'programming',
    'active'
  );
  return new;
end;
$$;

create trigger on_auth_user_created
after insert on auth.users
for each row execute function private.handle_new_auth_user();

-- Keep the contact fields and names in step with auth.users.
create function private.handle_updated_auth_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data::jsonb, '{}'::jsonb);
begin
  update public.users u
  set email = new.email,
      phone = new.phone,
      first_name = coalesce(meta ->> 'first_name', u.first_name),
      last_name = coalesce(meta ->> 'last_name', u.last_name)
  where u.id = new.id
    and (u.email is distinct from new.email
      or u.phone is distinct from new.phone
      or u.first_name is distinct from coalesce(meta ->> 'first_name', u.first_name)
      or u.last_name is distinct from coalesce(meta ->> 'last_name', u.last_name));
  return new;
end;
$$;

create trigger on_auth_user_updated
after update on auth.users
for each row execute function private.handle_updated_auth_user();

-- Signed-in users may edit their own profile, but the authorization columns change only for an
-- admin (or the service role, which functions use after checking the caller).
create function private.guard_user_privileged_columns()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('authenticated', 'anon')
    and (new.role is distinct from old.role
      or new.staff_role is distinct from old.staff_role
      or new.client_type is distinct from old.client_type
      or new.assigned_to is distinct from old.assigned_to
      or new.status is distinct from old.status
      or new.email is distinct from old.email
      or new.phone is distinct from old.phone
      or new.created_at is distinct from old.created_at)
    and not private.is_admin()
  then
    raise exception 'Only an admin can change role, staff role, client type, assignment, status or contact details'
      using errcode = '42501';
  end if;
  return new;
end;
$$;

create trigger users_guard_privileged_columns
before update on public.users
for each row execute function private.guard_user_privileged_columns();

alter table public.users enable row level security;

create trigger users_keep_id before update of id on public.users
for each row execute function private.keep_primary_key();

create policy "users: active accounts only (own profile readable)"
on public.users as restrictive for select to authenticated
using (id = (select auth.uid()) or (select private.caller_is_active()));

create policy "users: active accounts only (writes)"
on public.users as restrictive for insert to authenticated
with check ((select private.caller_is_active()));

create policy "users: active accounts only (updates)"
on public.users as restrictive for update to authenticated
using ((select private.caller_is_active())) with check ((select private.caller_is_active()));

create policy "users: active accounts only (deletes)"
on public.users as restrictive for delete to authenticated
using ((select private.caller_is_active()));

create policy "users: read self, own clients, own trainer; admins read all"
on public.users for select to authenticated
using (
  id = (select auth.uid())
  or id in (select private.assigned_client_ids())
  or id = (select private.my_trainer_id())
  or (select private.is_admin())
);

create policy "users: update own profile; admins update anyone"
on public.users for update to authenticated
using (id = (select auth.uid()) or (select private.is_admin()))
with check (id = (select auth.uid()) or (select private.is_admin()));

create policy "users: admins delete"
on public.users for delete to authenticated
using ((select private.is_admin()));

-- clients: the coaching record of a client account (nutrition goals, equipment). Coach notes are
-- not here (a client reads their own row): they are public.client_notes (client_roster migration).
create table public.clients (
  id uuid primary key references public.users (id) on delete cascade,
  daily_calorie_goal integer not null default 2000 check (daily_calorie_goal between 0 and 20000),
  macro_protein_goal integer not null default 150 check (macro_protein_goal between 0 and 2000),
  macro_carb_goal integer not null default 200 check (macro_carb_goal between 0 and 2000),
  macro_fat_goal integer not null default 70 check (macro_fat_goal between 0 and 2000),
  available_equipment text[] not null default '{}',
  goals text[] not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint clients_available_equipment_size check (private.text_array_within(available_equipment, 100, 100)),
  constraint clients_goals_size check (private.text_array_within(goals, 50, 200)),
  constraint clients_created_at_in_range check (created_at is null or (created_at >= '1900-01-01' and created_at < '2200-01-01')),
  constraint clients_updated_at_in_range check (updated_at is null or (updated_at >= '1900-01-01' and updated_at < '2200-01-01'))
);

create trigger clients_set_updated_at
before update on public.clients
for each row execute function private.set_updated_at();

alter table public.clients enable row level security;

create trigger clients_keep_id before update of id on public.clients
for each row execute function private.keep_primary_key();

create policy "clients: active accounts only"
on public.clients as restrictive for all to authenticated
using ((select private.caller_is_active())) with check ((select private.caller_is_active()));

create policy "clients: read own, assigned, or all for admin"
on public.clients for select to authenticated
using (id = (select auth.uid()) or id in (select private.assigned_client_ids()) or (select private.is_admin()));

create policy "clients: a client creates their own; staff for assigned clients; admins any"
on public.clients for insert to authenticated
with check (id = (select auth.uid()) or id in (select private.assigned_client_ids()) or (select private.is_admin()));

create policy "clients: update own, assigned, or any for admin"
on public.clients for update to authenticated
using (id = (select auth.uid()) or id in (select private.assigned_client_ids()) or (select private.is_admin()))
with check (id = (select auth.uid()) or id in (select private.assigned_client_ids()) or (select private.is_admin()));

create policy "clients: admins delete"
on public.clients for delete to authenticated
using ((select private.is_admin()));
