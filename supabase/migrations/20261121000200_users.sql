-- public.users: the profile of every account and the single source of truth for authorization
-- (role, staff role, client type, assignment, status). Mirrored from auth.users by trigger;
-- user_metadata is never trusted for any of these.
create table public.users (
  id uuid primary key references auth.users (id) on delete cascade,
  email text,
  phone text,
  first_name text not null default '',
  last_name text not null default '',
  name text generated always as (btrim(first_name || ' ' || last_name)) stored,
  role text not null default 'client' check (role in ('client', 'staff', 'admin')),
  staff_role text check (staff_role in ('trainer')),
  gender text check (gender in ('male', 'female', 'other')),
  client_type text check (client_type in ('programming', 'virtual', 'in-person')),
  assigned_to uuid references public.users (id) on delete set null,
  status text not null default 'active' check (status in ('active', 'inactive', 'pending')),
  cycle_tracking_enabled boolean not null default false,
  avatar_url text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint users_staff_role_only_for_staff check (staff_role is null or role in ('staff', 'admin')),
  constraint users_cannot_assign_to_self check (assigned_to is distinct from id)
);

comment on table public.users is
  'Profile and authoritative role of every account. Role, staff_role, client_type, assigned_to and status change only through admins.';

create index users_assigned_to_idx on public.users (assigned_to);
create index users_role_idx on public.users (role);
create index users_created_at_idx on public.users (created_at desc);

create trigger users_set_updated_at
before update on public.users
for each row execute function private.set_updated_at();

-- Helpers used by every policy. security definer so they read public.users without recursing
-- through its own policies; empty search_path so nothing can shadow the tables they read.
create or replace function private.current_app_role()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select u.role from public.users u where u.id = (select auth.uid());
$$;

create or replace function private.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select u.role = 'admin' from public.users u where u.id = (select auth.uid())), false);
$$;

create or replace function private.is_staff()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select u.role in ('staff', 'admin') from public.users u where u.id = (select auth.uid())), false);
$$;

-- The clients assigned to the caller (empty for clients). Policies use it as
-- `user_id in (select private.assigned_client_ids())` so it runs once per statement.
create or replace function private.assigned_client_ids()
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select u.id from public.users u where u.assigned_to = (select auth.uid());
$$;

-- The caller's own trainer, so a client can see their trainer's profile and message them.
create or replace function private.my_trainer_id()
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select u.assigned_to from public.users u where u.id = (select auth.uid());
$$;

-- True when the caller may read another person's data: themselves, their assigned client, or
-- anyone for an admin.
create or replace function private.can_access_user(target uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select target = (select auth.uid())
    or exists (select 1 from public.users u where u.id = target and u.assigned_to = (select auth.uid()))
    or private.is_admin();
$$;

grant execute on all functions in schema private to authenticated, service_role;

-- New accounts: always a client, whatever metadata the sign-up sent. Names, gender and client
-- type are profile data and may come from metadata; role never does.
create or replace function private.handle_new_auth_user()
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
create or replace function private.handle_updated_auth_user()
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
create or replace function private.guard_user_privileged_columns()
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
