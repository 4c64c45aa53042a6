-- Messaging: the inbox's reads, read receipts, clean message text and Realtime.
--
-- * messages join the supabase_realtime publication: hosted Supabase Realtime streams them from
--   the WAL; the local Realtime server (supabase/local/realtime.ts) captures the same tables.
-- * Message text is cleaned on the way in: control characters other than newline and tab are
--   stripped, trailing whitespace trimmed; the 1..5000 character check still applies after that.
-- * public.message_threads(): one row per conversation of the caller (plus a client's own
--   trainer, even before the first message), newest first, with the unread count.
-- * public.message_contacts(): the people the caller may start a conversation with.
-- * public.mark_thread_read(other): the recipient marks a conversation read, with the server's time.
-- Sends are idempotent through the Data API (`upsert(..., { ignoreDuplicates: true })`, that is
-- `on conflict (id) do nothing`): the id is made on the device, so a retried send is a no-op.

do $$
begin
  if not exists (select from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
end
$$;

alter publication supabase_realtime add table public.messages;

-- Unread counts and "mark read" filter by recipient and unread.
create index messages_recipient_unread_idx on public.messages (recipient_id, sender_id) where read_at is null;

create or replace function private.clean_message_body()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.body := rtrim(
    regexp_replace(new.body, '[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200B\u2028\u2029\uFEFF]', '', 'g'),
    E' \t\r\n'
  );
  new.body := ltrim(new.body, E'\r\n');
  return new;
end;
$$;

revoke execute on function private.clean_message_body() from public, anon, authenticated, service_role;

create trigger messages_clean_body
before insert on public.messages
for each row execute function private.clean_message_body();

-- The caller's conversations: the other person, the last message, and how many of theirs are unread.
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

-- Who the caller may start a conversation with: admins anyone active; staff their clients, other
-- staff and admins; clients their trainer and admins who have written to them.
create or replace function public.message_contacts()
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

-- The recipient marks everything the other person sent them as read (server time). Runs as the
-- caller: the messages update policy and guard_message_update still apply.
create or replace function public.mark_thread_read(other uuid)
returns integer
language sql
volatile
security invoker
set search_path = ''
as $$
  with updated as (
    update public.messages
    set read_at = now()
    where recipient_id = (select auth.uid()) and sender_id = other and read_at is null
    returning 1
  )
  select count(*)::integer from updated;
$$;

revoke execute on function public.message_threads() from public, anon;
revoke execute on function public.message_contacts() from public, anon;
revoke execute on function public.mark_thread_read(uuid) from public, anon;
grant execute on function public.message_threads() to authenticated;
grant execute on function public.message_contacts() to authenticated;
grant execute on function public.mark_thread_read(uuid) to authenticated;
