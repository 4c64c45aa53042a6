-- A deactivated or pending account has no data access: the database enforces it, not only the UI.
--
-- * private.caller_is_active() reads public.users.status for the caller.
-- * The identity helpers every policy builds on (role, admin, staff, assigned clients, own
--   trainer, can_access_user) answer as for nobody when the caller is not active.
-- * Every table in public (and the progress-photos objects) gets one RESTRICTIVE policy that ANDs
--   "the caller is active" onto whatever the permissive policies allow, so policies written
--   straight against auth.uid() are covered too. An inactive user may still read their own
--   profile row, so the app can tell them why nothing else loads.
-- tests/integration/rls/deactivation.test.ts shows it per role; schema-security.test.ts checks
-- that every table has the restrictive policy.

create or replace function private.caller_is_active()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select u.status = 'active' from public.users u where u.id = (select auth.uid())), false);
$$;

create or replace function private.current_app_role()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select u.role from public.users u where u.id = (select auth.uid()) and u.status = 'active';
$$;

create or replace function private.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select u.role = 'admin' from public.users u where u.id = (select auth.uid()) and u.status = 'active'), false);
$$;

create or replace function private.is_staff()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select u.role in ('staff', 'admin') from public.users u where u.id = (select auth.uid()) and u.status = 'active'), false);
$$;

create or replace function private.assigned_client_ids()
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

create or replace function private.my_trainer_id()
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select u.assigned_to from public.users u where u.id = (select auth.uid()) and u.status = 'active';
$$;

create or replace function private.can_access_user(target uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.caller_is_active()
    and (target = (select auth.uid())
      or exists (select 1 from public.users u where u.id = target and u.assigned_to = (select auth.uid()))
      or private.is_admin());
$$;

grant execute on function private.caller_is_active() to authenticated, service_role;

do $$
declare
  t record;
begin
  for t in
    select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p')
  loop
    if t.relname = 'users' then
      execute format(
        'create policy "users: active accounts only (own profile readable)" on public.users as restrictive for select to authenticated
         using (id = (select auth.uid()) or (select private.caller_is_active()))');
      execute format(
        'create policy "users: active accounts only (writes)" on public.users as restrictive for %s to authenticated %s',
        'insert', 'with check ((select private.caller_is_active()))');
      execute format(
        'create policy "users: active accounts only (updates)" on public.users as restrictive for update to authenticated
         using ((select private.caller_is_active())) with check ((select private.caller_is_active()))');
      execute format(
        'create policy "users: active accounts only (deletes)" on public.users as restrictive for delete to authenticated
         using ((select private.caller_is_active()))');
    else
      execute format(
        'create policy %I on public.%I as restrictive for all to authenticated
         using ((select private.caller_is_active())) with check ((select private.caller_is_active()))',
        t.relname || ': active accounts only', t.relname);
    end if;
  end loop;
end
$$;

create policy "progress photos: active accounts only"
on storage.objects as restrictive for all to authenticated
using ((select private.caller_is_active()))
with check ((select private.caller_is_active()));
