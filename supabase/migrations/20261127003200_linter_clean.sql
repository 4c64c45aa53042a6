-- Supabase's database linter (splinter) clean (issue 24): its seven warnings on a hosted-like
-- PostgreSQL, fixed; scripts/pg-parity/lint.ts now fails the parity suite on any new one.

-- 1. function_search_path_mutable: two pure helpers had no pinned search_path. They name nothing,
--    so nothing could be shadowed, but an unpinned function is one edit away from resolving names
--    through the caller's path. Pinning costs their inlining (a SQL function with a SET clause is
--    called, not inlined): measured in docs/security.md.
alter function private.weekday_count(integer, date, date) set search_path = '';
alter function private.estimated_one_rep_max(double precision, integer) set search_path = '';

-- 2. Security definer functions callable through the Data API. Each keeps its name, arguments,
--    result and behaviour, but becomes a security invoker function in `public` that calls a
--    security definer twin in `private` (a schema the Data API does not expose). The privileged
--    part is unchanged and still derives the caller from auth.uid(): admins get their own
--    conversations, trainers their own clients, nobody more than before.

create or replace function private.author_names(p_ids uuid[])
returns table (id uuid, name text)
language sql
stable
security definer
set search_path = ''
as $$
  select u.id,
         coalesce(nullif(btrim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), ''), 'Unnamed')
  from public.users u
  where (select private.is_staff())
    and u.id = any ((p_ids)[1:500])
    and (
      u.role in ('staff', 'admin')
      or u.id = (select auth.uid())
      or u.id in (select private.assigned_client_ids())
      or (select private.is_admin())
    )
  order by 2, 1;
$$;

create or replace function public.author_names(p_ids uuid[])
returns table (id uuid, name text)
language sql
stable
security invoker
set search_path = ''
as $$
  select a.id, a.name from private.author_names(p_ids) as a;
$$;

create or replace function private.message_threads()
returns table (
  other_id uuid,
  other_name text,
  other_role text,
  last_body text,
  last_at timestamptz,
  last_sender_id uuid,
  last_read_at timestamptz,
  unread_count integer
)
language sql
stable
security definer
set search_path = ''
as $$
  with me as (
    select (select auth.uid()) as id where (select private.caller_is_active())
  ),
  mine as (
    select m.*, case when m.sender_id = me.id then m.recipient_id else m.sender_id end as other
    from public.messages m, me
    where m.sender_id = me.id or m.recipient_id = me.id
  ),
  last_message as (
    select distinct on (other) other, body, created_at, sender_id, read_at
    from mine
    order by other, created_at desc, id desc
  ),
  unread as (
    select other, count(*)::integer as n
    from mine, me
    where mine.recipient_id = me.id and mine.read_at is null
    group by other
  ),
  people as (
    select other from last_message
    union
    select private.my_trainer_id() where private.my_trainer_id() is not null
  )
  select u.id, u.name, u.role, l.body, l.created_at, l.sender_id, l.read_at, coalesce(n.n, 0)
  from people p
  join public.users u on u.id = p.other
  left join last_message l on l.other = p.other
  left join unread n on n.other = p.other
  order by l.created_at desc nulls last, u.name;
$$;

create or replace function public.message_threads()
returns table (
  other_id uuid,
  other_name text,
  other_role text,
  last_body text,
  last_at timestamptz,
  last_sender_id uuid,
  last_read_at timestamptz,
  unread_count integer
)
language sql
stable
security invoker
set search_path = ''
as $$
  select t.other_id, t.other_name, t.other_role, t.last_body, t.last_at, t.last_sender_id, t.last_read_at,
         t.unread_count
  from private.message_threads() as t;
$$;

create or replace function private.message_contacts()
returns table (id uuid, name text, role text)
language sql
stable
security definer
set search_path = ''
as $$
  select u.id, u.name, u.role
  from public.users u
  where (select private.caller_is_active())
    and u.id <> (select auth.uid())
    and u.status = 'active'
    and (
      private.is_admin()
      or (private.is_staff() and (u.id in (select private.assigned_client_ids()) or u.role in ('staff', 'admin')))
      or u.id = private.my_trainer_id()
      or (u.role = 'admin' and exists (
        select 1 from public.messages m where m.sender_id = u.id and m.recipient_id = (select auth.uid())
      ))
    )
  order by u.name;
$$;

create or replace function public.message_contacts()
returns table (id uuid, name text, role text)
language sql
stable
security invoker
set search_path = ''
as $$
  select c.id, c.name, c.role from private.message_contacts() as c;
$$;

-- Status is an admin-only column for direct writes, so archiving needs the definer's rights: the
-- checks (the client's own trainer or an admin) stay inside the private function.
create or replace function private.set_client_archived(p_client_id uuid, p_archived boolean)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  target public.users%rowtype;
begin
  if (select auth.uid()) is null or not private.is_staff() then
    raise exception 'Only staff can archive clients' using errcode = '42501';
  end if;
  if p_archived is null then
    raise exception 'Say whether to archive or restore' using errcode = '22023';
  end if;
  select * into target from public.users u where u.id = p_client_id;
  if not found or target.role <> 'client'
    or not (target.assigned_to = (select auth.uid()) or private.is_admin()) then
    raise exception 'Client not found' using errcode = '42501';
  end if;
  update public.users u
  set status = case when p_archived then 'inactive' else 'active' end
  where u.id = p_client_id;
  return case when p_archived then 'inactive' else 'active' end;
end;
$$;

create or replace function public.set_client_archived(p_client_id uuid, p_archived boolean)
returns text
language sql
volatile
security invoker
set search_path = ''
as $$
  select private.set_client_archived(p_client_id, p_archived);
$$;

revoke execute on function private.author_names(uuid[]) from public, anon;
revoke execute on function private.message_threads() from public, anon;
revoke execute on function private.message_contacts() from public, anon;
revoke execute on function private.set_client_archived(uuid, boolean) from public, anon;
grant execute on function private.author_names(uuid[]) to authenticated;
grant execute on function private.message_threads() to authenticated;
grant execute on function private.message_contacts() to authenticated;
grant execute on function private.set_client_archived(uuid, boolean) to authenticated;

-- 3. public_bucket_allows_listing: `exercise-media` stays public (thumbnails are library pictures,
--    shown by <img> from their public URL, which needs no policy and no signing per render), but
--    signed-in users may no longer list it: the broad "signed-in users view" policy goes. Staff
--    see (and so can replace and remove) the files in their own folder; admins see all.
drop policy "exercise media: signed-in users view" on storage.objects;

create policy "exercise media: staff see their own folder, admins all"
on storage.objects for select to authenticated
using (
  bucket_id = 'exercise-media'
  and (select private.is_staff())
  and ((storage.foldername(name))[1] = (select auth.uid())::text or (select private.is_admin()))
);
