-- A message read in the inbox is a message notification read (issue 31): opening a conversation
-- (mark_thread_read, or the recipient's own update of read_at) marks the `message` notifications
-- of the messages it read, so the bell never counts what the inbox already shows as read. The key
-- (recipient, 'message:<id>') is the unique index private.notify() dedupes on, so each is one
-- index probe. See docs/notifications.md.

create function private.clear_message_notification()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.notifications
  set read_at = new.read_at
  where recipient_id = new.recipient_id
    and dedupe_key = 'message:' || new.id::text
    and read_at is null;
  return null;
end;
$$;

create trigger messages_clear_notification
after update of read_at on public.messages
for each row
when (old.read_at is null and new.read_at is not null)
execute function private.clear_message_notification();

revoke execute on function private.clear_message_notification() from public, anon, authenticated, service_role;
