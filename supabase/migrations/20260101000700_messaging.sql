-- Messaging: messages between a client and their trainer (or an admin), the inbox's reads
-- (message_threads, message_contacts), read receipts with the server's time, and Realtime.

-- Tables -----------------------------------------------------------------------------------------

-- messages: direct messages between a client and their trainer, between staff, and from admins.
create table public.messages (
  id uuid primary key default gen_random_uuid(),
  sender_id uuid not null references public.users (id) on delete cascade,
  recipient_id uuid not null references public.users (id) on delete cascade,
  body text not null check (char_length(body) between 1 and 5000),
  read_at timestamptz,
  created_at timestamptz not null default now(),
  constraint messages_not_to_self check (sender_id <> recipient_id),
  constraint messages_created_at_in_range check (created_at is null or (created_at >= '1900-01-01' and created_at < '2200-01-01')),
  constraint messages_read_at_in_range check (read_at is null or (read_at >= '1900-01-01' and read_at < '2200-01-01'))
);

create index messages_sender_created_idx on public.messages (sender_id, created_at desc);

create index messages_recipient_created_idx on public.messages (recipient_id, created_at desc);

-- Unread counts and "mark read" filter by recipient and unread.
create index messages_recipient_unread_idx on public.messages (recipient_id, sender_id) where read_at is null;

-- Publication ------------------------------------------------------------------------------------

-- Messaging: the inbox's reads, read receipts, clean message text and Realtime.
--
-- * messages join the supabase_realtime publication: hosted Supabase Realtime streams them from
--   the WAL; the local Realtime server (supabase/local/realtime/) captures the same tables.
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

-- Functions --------------------------------------------------------------------------------------

-- Who the caller may write to: admins anyone; staff their clients and other staff; clients their
-- own trainer and admins.
create function private.can_message(target uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.is_admin()
    or target in (select private.assigned_client_ids())
    or target = private.my_trainer_id()
    or exists (
      select 1 from public.users t
      where t.id = target
        and (t.role = 'admin' or (t.role = 'staff' and private.is_staff()))
    );
$$;

create function private.clean_message_body()
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

-- The recipient marks everything the other person sent them as read (server time). Runs as the
-- caller: the messages update policy and guard_message_update still apply.
create function public.mark_thread_read(other uuid)
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

-- A message's times are the server's (issue 24). A sender could insert `created_at` in 2000 (the
-- conversation reordered) and `read_at` already set (the recipient's unread badge never rose), and a
-- recipient could set `read_at` to any date. Now, for the Data API's roles:
--   * an insert cannot write either: `created_at` is now() and `read_at` is null, whatever was sent;
--   * only the recipient marks read (the update policy), and marking read stamps now(), whatever
--     value was sent; a message already read keeps its first read time (a mark is not undone).
-- The service role and the migrations' owner (seed, functions, imports) keep writing both.
-- Triggers rather than column privileges, so the app's `insert ... on conflict (id) do nothing`
-- and mark_thread_read work unchanged and a forged value is replaced rather than refused.

create function private.stamp_message_insert()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('authenticated', 'anon') then
    new.created_at := now();
    new.read_at := null;
  end if;
  return new;
end;
$$;

create function private.guard_message_update()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('authenticated', 'anon') then
    if new.body is distinct from old.body
      or new.sender_id is distinct from old.sender_id
      or new.recipient_id is distinct from old.recipient_id
      or new.created_at is distinct from old.created_at
    then
      raise exception 'Only read_at can change on a sent message' using errcode = '42501';
    end if;
    if old.read_at is not null then
      new.read_at := old.read_at;
    elsif new.read_at is not null then
      new.read_at := now();
    end if;
  end if;
  return new;
end;
$$;

create function private.message_threads()
returns table (
  other_id uuid,
  other_name text,
  other_role public.app_role,
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

create function public.message_threads()
returns table (
  other_id uuid,
  other_name text,
  other_role public.app_role,
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

create function private.message_contacts()
returns table (id uuid, name text, role public.app_role)
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

create function public.message_contacts()
returns table (id uuid, name text, role public.app_role)
language sql
stable
security invoker
set search_path = ''
as $$
  select c.id, c.name, c.role from private.message_contacts() as c;
$$;

-- Triggers ---------------------------------------------------------------------------------------

create trigger messages_guard_update
before update on public.messages
for each row execute function private.guard_message_update();

create trigger messages_keep_id before update of id on public.messages
for each row execute function private.keep_primary_key();

create trigger messages_clean_body
before insert on public.messages
for each row execute function private.clean_message_body();

create trigger messages_stamp_insert
before insert on public.messages
for each row execute function private.stamp_message_insert();

-- Row-level security -----------------------------------------------------------------------------

alter table public.messages enable row level security;

create policy "messages: active accounts only"
on public.messages as restrictive for all to authenticated
using ((select private.caller_is_active())) with check ((select private.caller_is_active()));

create policy "messages: read what you sent or received; admins all"
on public.messages for select to authenticated
using (sender_id = (select auth.uid()) or recipient_id = (select auth.uid()) or (select private.is_admin()));

create policy "messages: send as yourself to someone you may message"
on public.messages for insert to authenticated
with check (sender_id = (select auth.uid()) and private.can_message(recipient_id));

create policy "messages: the recipient marks read"
on public.messages for update to authenticated
using (recipient_id = (select auth.uid()))
with check (recipient_id = (select auth.uid()));

create policy "messages: senders and admins delete"
on public.messages for delete to authenticated
using (sender_id = (select auth.uid()) or (select private.is_admin()));
