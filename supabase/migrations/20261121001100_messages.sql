-- messages: direct messages between a client and their trainer, between staff, and from admins.
create table public.messages (
  id uuid primary key default gen_random_uuid(),
  sender_id uuid not null references public.users (id) on delete cascade,
  recipient_id uuid not null references public.users (id) on delete cascade,
  body text not null check (char_length(body) between 1 and 5000),
  read_at timestamptz,
  created_at timestamptz not null default now(),
  constraint messages_not_to_self check (sender_id <> recipient_id)
);

create index messages_sender_created_idx on public.messages (sender_id, created_at desc);
create index messages_recipient_created_idx on public.messages (recipient_id, created_at desc);

-- Who the caller may write to: admins anyone; staff their clients and other staff; clients their
-- own trainer and admins.
create or replace function private.can_message(target uuid)
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

-- The recipient may only mark a message read; nobody rewrites what was sent.
create or replace function private.guard_message_update()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('authenticated', 'anon')
    and (new.body is distinct from old.body
      or new.sender_id is distinct from old.sender_id
      or new.recipient_id is distinct from old.recipient_id
      or new.created_at is distinct from old.created_at)
  then
    raise exception 'Only read_at can change on a sent message' using errcode = '42501';
  end if;
  return new;
end;
$$;

create trigger messages_guard_update
before update on public.messages
for each row execute function private.guard_message_update();

grant execute on all functions in schema private to authenticated, service_role;

alter table public.messages enable row level security;

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
