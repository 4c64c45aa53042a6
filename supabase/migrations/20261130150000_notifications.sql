-- Notifications (issue 31): the in-app notification centre's rows, the one function every producer
-- calls, marking read, Realtime, and the first producer (a new message).
--
-- * public.notifications: one row per thing a person should know about. The recipient reads their
--   own rows and may change only read_at (a column grant; the server stamps its own time). No API
--   role inserts or deletes: rows come from private.notify() alone (triggers, the automation runner).
-- * private.notify(): security definer, `on conflict do nothing` on (recipient, dedupe key), so a
--   retried write (a trigger fired again, a runner that overlaps another) never notifies twice.
-- * public.mark_notifications_read(ids): the caller's own rows, or all of them when ids is null.
-- * Realtime: the table joins supabase_realtime; each subscriber hears only rows their select policy
--   lets them read (hosted Realtime and the local server, supabase/local/realtime/, both check RLS).
-- See docs/notifications.md.

-- Tables -----------------------------------------------------------------------------------------

create table public.notifications (
  id uuid primary key default gen_random_uuid(),
  recipient_id uuid not null references public.users (id) on delete cascade,
  kind text not null check (kind in ('message', 'booking_made', 'booking_moved', 'booking_cancelled',
    'booking_reminder', 'waitlist_promoted', 'program_assigned', 'automation', 'task')),
  title text not null check (char_length(title) between 1 and 200),
  body text not null default '' check (char_length(body) <= 1000),
  -- An in-app path ('/inbox?with=…'), never another site: a leading '/' and not '//' or '/\'.
  link text check (link is null or (char_length(link) <= 500 and link ~ '^/' and link !~ '^/[/\\]')),
  dedupe_key text check (dedupe_key is null or char_length(dedupe_key) between 1 and 200),
  created_at timestamptz not null default now(),
  read_at timestamptz,
  constraint notifications_dedupe unique (recipient_id, dedupe_key)
);
comment on table public.notifications is
  'In-app notifications (the bell). Written only by private.notify(); the recipient reads them and marks them read.';

-- The bell lists the newest first and counts the unread.
create index notifications_recipient_created_idx on public.notifications (recipient_id, created_at desc);
create index notifications_recipient_unread_idx on public.notifications (recipient_id) where read_at is null;

do $$
begin
  if not exists (select from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
end
$$;

alter publication supabase_realtime add table public.notifications;

-- Functions --------------------------------------------------------------------------------------

-- The only way a notification is made. Title and body are cut to their limits (a long service or
-- sender name must not make a booking or a message fail); a duplicate (same recipient and dedupe
-- key) is skipped and answers null.
create function private.notify(
  p_recipient uuid,
  p_kind text,
  p_title text,
  p_body text,
  p_link text,
  p_dedupe_key text default null
)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_id uuid;
  v_title text := btrim(coalesce(p_title, ''));
  v_body text := btrim(coalesce(p_body, ''));
begin
  if p_recipient is null then
    return null;
  end if;
  if char_length(v_title) > 200 then
    v_title := left(v_title, 199) || '…';
  end if;
  if char_length(v_body) > 1000 then
    v_body := left(v_body, 999) || '…';
  end if;
  insert into public.notifications (recipient_id, kind, title, body, link, dedupe_key)
  values (p_recipient, p_kind, v_title, v_body, p_link, p_dedupe_key)
  on conflict (recipient_id, dedupe_key) do nothing
  returning id into v_id;
  return v_id;
end;
$$;

-- Marks the caller's notifications read (all of them when p_ids is null) with the server's time.
-- Runs as the caller: the update policy and the column grant still apply.
create function public.mark_notifications_read(p_ids uuid[] default null)
returns integer
language sql
volatile
security invoker
set search_path = ''
as $$
  with updated as (
    update public.notifications
    set read_at = now()
    where recipient_id = (select auth.uid())
      and read_at is null
      and (p_ids is null or id = any (p_ids))
    returning 1
  )
  select count(*)::integer from updated;
$$;

-- Read time is the server's, and a read notification stays read (first read time kept), whatever
-- an API role sends. The column grant already keeps every other column out of reach.
create function private.stamp_notification_read()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('authenticated', 'anon') then
    if old.read_at is not null then
      new.read_at := old.read_at;
    elsif new.read_at is not null then
      new.read_at := now();
    end if;
  end if;
  return new;
end;
$$;

-- Producer: a new message notifies its recipient once (the dedupe key is the message id, so the
-- app's retried `on conflict (id) do nothing` send and any re-run cannot notify twice). The
-- automation runner's "send a message" step inserts a normal message, so it is notified here too.
create function private.notify_new_message()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_sender text;
begin
  select nullif(u.name, '') into v_sender from public.users u where u.id = new.sender_id;
  perform private.notify(
    new.recipient_id,
    'message',
    'New message from ' || coalesce(v_sender, 'someone'),
    case when char_length(new.body) > 200 then left(new.body, 199) || '…' else new.body end,
    '/inbox?with=' || new.sender_id::text,
    'message:' || new.id::text
  );
  return null;
end;
$$;

-- Triggers ---------------------------------------------------------------------------------------

create trigger notifications_keep_id before update of id on public.notifications
for each row execute function private.keep_primary_key();

create trigger notifications_stamp_read
before update on public.notifications
for each row execute function private.stamp_notification_read();

create trigger messages_notify_recipient
after insert on public.messages
for each row execute function private.notify_new_message();

-- Row-level security -----------------------------------------------------------------------------

alter table public.notifications enable row level security;

create policy "notifications: active accounts only"
on public.notifications as restrictive for all to authenticated
using ((select private.caller_is_active())) with check ((select private.caller_is_active()));

create policy "notifications: the recipient reads their own"
on public.notifications for select to authenticated
using (recipient_id = (select auth.uid()));

create policy "notifications: the recipient marks their own read"
on public.notifications for update to authenticated
using (recipient_id = (select auth.uid()))
with check (recipient_id = (select auth.uid()));

-- Grants -----------------------------------------------------------------------------------------
-- authenticated: read, and change read_at only. service_role: read, add fixtures, erase.

grant select on table public.notifications to authenticated;
grant update (read_at) on table public.notifications to authenticated;
grant select, insert, delete on table public.notifications to service_role;

revoke execute on function private.notify(uuid, text, text, text, text, text) from public, anon, authenticated, service_role;
revoke execute on function private.stamp_notification_read() from public, anon, authenticated, service_role;
revoke execute on function private.notify_new_message() from public, anon, authenticated, service_role;
revoke execute on function public.mark_notifications_read(uuid[]) from public, anon;
grant execute on function public.mark_notifications_read(uuid[]) to authenticated;
