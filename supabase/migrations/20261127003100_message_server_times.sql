-- A message's times are the server's (issue 24). A sender could insert `created_at` in 2000 (the
-- conversation reordered) and `read_at` already set (the recipient's unread badge never rose), and a
-- recipient could set `read_at` to any date. Now, for the Data API's roles:
--   * an insert cannot write either: `created_at` is now() and `read_at` is null, whatever was sent;
--   * only the recipient marks read (the update policy), and marking read stamps now(), whatever
--     value was sent; a message already read keeps its first read time (a mark is not undone).
-- The service role and the migrations' owner (seed, functions, imports) keep writing both.
-- Triggers rather than column privileges, so the app's `insert ... on conflict (id) do nothing`
-- and mark_thread_read work unchanged and a forged value is replaced rather than refused.

create or replace function private.stamp_message_insert()
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

create trigger messages_stamp_insert
before insert on public.messages
for each row execute function private.stamp_message_insert();

create or replace function private.guard_message_update()
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

revoke execute on function private.stamp_message_insert() from public, anon, authenticated, service_role;
