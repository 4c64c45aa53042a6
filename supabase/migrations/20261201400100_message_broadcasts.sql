-- Broadcasts (issue 33): a coach sends one message to several clients at once, and each client gets
-- it in their own thread with the coach, as one ordinary message each.
--
-- * public.broadcast_audience(...): who a broadcast would reach, with their names, for the preview
--   and for the send (one rule for both). The caller's own active clients (an admin: every active
--   client), narrowed to all of them, a client type, the clients on a program (a client's copy, or
--   every client whose active copy came from a library program), one of the caller's tags, or the
--   clients picked by id.
-- * public.send_broadcast(...): one call, one transaction. The id is made on the device and is the
--   primary key of message_broadcasts: the send inserts that row first with `on conflict do
--   nothing`, so a retry (a lost answer, a double click, two tabs) finds the row and sends nothing
--   more. Then one message per recipient, inserted as the caller: the messages insert policy
--   (private.can_message) checks each one as it checks a message typed in a thread, the stamp
--   trigger gives each the server's time, and the notifications trigger tells each client once.
--   `{first_name}` is filled in per recipient, as the automation messages do.
-- Both are security invoker: they see and write only what the caller's own policies allow.

create table public.message_broadcasts (
  -- Made on the device: the idempotency key.
  id uuid primary key,
  sender_id uuid not null references public.users (id) on delete cascade,
  body text not null,
  audience text not null,
  recipient_count integer not null,
  created_at timestamptz not null default now(),
  constraint message_broadcasts_body_length check (char_length(body) between 1 and 5000),
  constraint message_broadcasts_audience check (audience in ('all', 'client_type', 'program', 'tag', 'clients')),
  constraint message_broadcasts_recipient_count check (recipient_count between 1 and 1000),
  constraint message_broadcasts_created_at_in_range check (created_at >= '1900-01-01' and created_at < '2200-01-01')
);
comment on table public.message_broadcasts is
  'One row per broadcast (issue 33): its device-made id keeps a retried send from sending twice. The messages themselves are ordinary messages.';

create index message_broadcasts_sender_idx on public.message_broadcasts (sender_id, created_at desc);

create trigger message_broadcasts_keep_id before update of id on public.message_broadcasts
for each row execute function private.keep_primary_key();

alter table public.message_broadcasts enable row level security;

create policy "message_broadcasts: active accounts only"
on public.message_broadcasts as restrictive for all to authenticated
using ((select private.caller_is_active())) with check ((select private.caller_is_active()));

create policy "message_broadcasts: the sender reads theirs; admins all"
on public.message_broadcasts for select to authenticated
using (sender_id = (select auth.uid()) or (select private.is_admin()));

-- Nobody writes it through the Data API: send_broadcast records it through the helper below, in
-- the same transaction as the messages, so a record never exists without its messages.
grant select on table public.message_broadcasts to authenticated;
grant select, insert, update, delete on table public.message_broadcasts to service_role;

-- Records the caller's broadcast once: true when this call recorded it, false when that id was
-- recorded before (a retry). Definer, so the table stays read-only to the API roles.
create function private.record_broadcast(p_id uuid, p_body text, p_audience text, p_recipient_count integer)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_inserted uuid;
begin
  if (select auth.uid()) is null or not (select private.is_staff()) then
    raise exception 'Only coaches can send a broadcast.' using errcode = '42501';
  end if;
  insert into public.message_broadcasts (id, sender_id, body, audience, recipient_count)
  values (p_id, (select auth.uid()), p_body, p_audience, p_recipient_count)
  on conflict (id) do nothing
  returning id into v_inserted;
  return v_inserted is not null;
end;
$$;

-- Who a broadcast reaches -------------------------------------------------------------------------

create function public.broadcast_audience(
  p_audience text,
  p_client_type public.client_type default null,
  p_program_id uuid default null,
  p_tag_id uuid default null,
  p_client_ids uuid[] default null
)
returns table (id uuid, first_name text, last_name text)
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_me uuid := (select auth.uid());
  v_admin boolean := (select private.is_admin());
begin
  if v_me is null or not (select private.is_staff()) then
    raise exception 'Only coaches can send a broadcast.' using errcode = '42501';
  end if;
  if p_audience is null or p_audience not in ('all', 'client_type', 'program', 'tag', 'clients') then
    raise exception 'Choose who the message goes to.' using errcode = '22023';
  end if;
  if p_client_ids is not null and cardinality(p_client_ids) > 1000 then
    raise exception 'A broadcast can go to at most 1,000 clients.' using errcode = '22023';
  end if;
  if p_audience = 'tag' and not private.owns_client_tag(p_tag_id) then
    raise exception 'That tag is not one of yours.' using errcode = '42501';
  end if;

  return query
  select u.id, u.first_name, u.last_name
  from public.users u
  where u.role = 'client'
    and u.status = 'active'
    and (u.assigned_to = v_me or v_admin)
    and case p_audience
      when 'all' then true
      when 'client_type' then u.client_type = p_client_type
      when 'program' then exists (
        select 1 from public.programs p
        where p.client_id = u.id
          and (p.id = p_program_id or (p.source_program_id = p_program_id and p.status = 'active'))
      )
      when 'tag' then exists (
        select 1 from public.client_tag_assignments a where a.tag_id = p_tag_id and a.client_id = u.id
      )
      else u.id = any (p_client_ids)
    end
  order by u.first_name, u.last_name, u.id
  limit 1000;
end;
$$;

-- Sending ----------------------------------------------------------------------------------------

create function public.send_broadcast(
  p_broadcast_id uuid,
  p_body text,
  p_audience text,
  p_client_type public.client_type default null,
  p_program_id uuid default null,
  p_tag_id uuid default null,
  p_client_ids uuid[] default null
)
returns table (recipient_count integer, already_sent boolean)
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  v_me uuid := (select auth.uid());
  v_body text;
  v_recipients uuid[];
  v_names text[];
  v_count integer;
begin
  if p_broadcast_id is null then
    raise exception 'A broadcast needs its id.' using errcode = '22023';
  end if;
  -- A retry of a broadcast already sent: nothing more goes out, whoever the audience is now.
  select b.recipient_count into v_count from public.message_broadcasts b
  where b.id = p_broadcast_id and b.sender_id = v_me;
  if found then
    return query select v_count, true;
    return;
  end if;
  -- Cleaned as a message body is (private.clean_message_body), so the length rule is the same.
  v_body := ltrim(rtrim(
    regexp_replace(coalesce(p_body, ''), '[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200B\u2028\u2029\uFEFF]', '', 'g'),
    E' \t\r\n'), E'\r\n');
  if btrim(v_body) = '' then
    raise exception 'Write a message first.' using errcode = '22023';
  end if;
  if char_length(v_body) > 5000 then
    raise exception 'Messages can be at most 5,000 characters.' using errcode = '22023';
  end if;

  select array_agg(a.id order by a.first_name, a.last_name, a.id),
         array_agg(coalesce(nullif(btrim(a.first_name), ''), 'there') order by a.first_name, a.last_name, a.id)
  into v_recipients, v_names
  from public.broadcast_audience(p_audience, p_client_type, p_program_id, p_tag_id, p_client_ids) a;

  if p_audience = 'clients' and cardinality(coalesce(v_recipients, '{}')) <>
    (select count(distinct c) from unnest(p_client_ids) c where c is not null) then
    raise exception 'You can only message your own clients.' using errcode = '42501';
  end if;
  if coalesce(cardinality(v_recipients), 0) = 0 then
    raise exception 'No clients match: nobody would get this message.' using errcode = '22023';
  end if;

  if not private.record_broadcast(p_broadcast_id, v_body, p_audience, cardinality(v_recipients)) then
    -- Sent before (a retry): nothing more goes out.
    select b.recipient_count into v_count from public.message_broadcasts b where b.id = p_broadcast_id;
    return query select coalesce(v_count, 0), true;
    return;
  end if;

  insert into public.messages (sender_id, recipient_id, body)
  select v_me, r.id, left(replace(v_body, '{first_name}', r.first), 5000)
  from unnest(v_recipients, v_names) as r (id, first);

  return query select cardinality(v_recipients), false;
end;
$$;

revoke execute on function private.record_broadcast(uuid, text, text, integer) from public, anon, service_role;
grant execute on function private.record_broadcast(uuid, text, text, integer) to authenticated;
revoke execute on function public.broadcast_audience(text, public.client_type, uuid, uuid, uuid[]) from public, anon, service_role;
grant execute on function public.broadcast_audience(text, public.client_type, uuid, uuid, uuid[]) to authenticated;
revoke execute on function public.send_broadcast(uuid, text, text, public.client_type, uuid, uuid, uuid[]) from public, anon, service_role;
grant execute on function public.send_broadcast(uuid, text, text, public.client_type, uuid, uuid, uuid[]) to authenticated;
