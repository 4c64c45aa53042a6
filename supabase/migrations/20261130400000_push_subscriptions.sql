-- Web Push (issue 31): a person's devices that opted in, and the queue of pushes to send them.
--
-- * public.push_subscriptions: one row per browser that subscribed (its push service endpoint and
--   the keys its payloads are encrypted for), with the notification kinds it wants. The owner reads,
--   re-labels, picks kinds and deletes their own rows; rows are added through
--   save_push_subscription() (an endpoint belongs to one browser profile, so the account that
--   subscribes it last takes it over).
-- * private.push_deliveries: filled by a trigger on public.notifications insert, one row per
--   (notification, subscription that wants its kind); no API role reads it.
-- * claim_push_deliveries() / settle_push_deliveries(): the push-dispatch edge function takes due
--   deliveries (for update skip locked, each marked claimed in the same statement, so two
--   dispatchers at once never take the same one) and reports each outcome: sent, gone (404/410: the
--   subscription is dropped), retry (later, at most 5 attempts) or rejected. service_role only.
-- See docs/notifications.md ("Web Push").

-- Tables -----------------------------------------------------------------------------------------

create table public.push_subscriptions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.users (id) on delete cascade,
  -- A push service's URL: https only (RFC 8030), and long enough for every known service.
  endpoint text not null unique check (char_length(endpoint) <= 2048 and endpoint ~ '^https://[^/\s]+/\S*$'),
  -- The browser's P-256 public key (65 bytes) and auth secret (16 bytes), base64url without padding.
  p256dh text not null check (p256dh ~ '^[A-Za-z0-9_-]{87}$'),
  auth text not null check (auth ~ '^[A-Za-z0-9_-]{22}$'),
  kinds text[] not null default array['message', 'booking_made', 'booking_moved', 'booking_cancelled',
    'booking_reminder', 'waitlist_promoted', 'program_assigned', 'automation', 'task']::text[]
    check (
      kinds <@ array['message', 'booking_made', 'booking_moved', 'booking_cancelled', 'booking_reminder',
        'waitlist_promoted', 'program_assigned', 'automation', 'task']::text[]
      and array_position(kinds, null) is null
      and cardinality(kinds) <= 9
    ),
  device_label text check (device_label is null or char_length(device_label) between 1 and 120),
  created_at timestamptz not null default now(),
  last_success_at timestamptz,
  failure_count integer not null default 0 check (failure_count >= 0)
);
comment on table public.push_subscriptions is
  'Browsers that opted in to Web Push: endpoint and keys, and the notification kinds each wants. Owner only.';

create index push_subscriptions_user_idx on public.push_subscriptions (user_id);

create type private.push_delivery_status as enum ('pending', 'sent', 'failed');

create table private.push_deliveries (
  id uuid primary key default gen_random_uuid(),
  notification_id uuid not null references public.notifications (id) on delete cascade,
  subscription_id uuid not null references public.push_subscriptions (id) on delete cascade,
  status private.push_delivery_status not null default 'pending',
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  -- A dispatcher that claimed the delivery holds it until then; one that died lets it go again.
  claimed_until timestamptz,
  last_error text check (last_error is null or char_length(last_error) <= 500),
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  constraint push_deliveries_once unique (notification_id, subscription_id)
);
comment on table private.push_deliveries is
  'Pushes to send: one per notification and subscription that wants its kind. Only push-dispatch (service role, through the functions below) touches it.';

create index push_deliveries_due_idx on private.push_deliveries (next_attempt_at) where status = 'pending';
create index push_deliveries_subscription_idx on private.push_deliveries (subscription_id);
create index push_deliveries_finished_idx on private.push_deliveries (created_at) where status <> 'pending';

revoke all on table private.push_deliveries from public, anon, authenticated, service_role;
-- Nothing but the definer functions below reads it, even if a grant were added by mistake.
alter table private.push_deliveries enable row level security;

-- Functions --------------------------------------------------------------------------------------

-- Subscribes the caller's browser (insert, or take over the endpoint if another account had it:
-- the browser profile answers to whoever subscribed it last). Pushes queued for the previous owner
-- are dropped so they never reach the new one. At most 20 devices per account. The definer runs
-- in private; the API calls the invoker wrapper below (the linter's rule: no definer RPC exposed).
create function private.save_push_subscription(
  p_endpoint text,
  p_p256dh text,
  p_auth text,
  p_kinds text[] default null,
  p_device_label text default null
)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_caller uuid := (select auth.uid());
  v_id uuid;
  v_previous uuid;
begin
  if v_caller is null or not (select private.caller_is_active()) then
    raise exception 'Sign in with an active account to turn on notifications.' using errcode = '42501';
  end if;
  select s.id, s.user_id into v_id, v_previous from public.push_subscriptions s where s.endpoint = p_endpoint;
  if v_id is null then
    if (select count(*) from public.push_subscriptions s where s.user_id = v_caller) >= 20 then
      raise exception 'Notifications are on for 20 devices already. Turn them off on one first.' using errcode = '22023';
    end if;
    insert into public.push_subscriptions (user_id, endpoint, p256dh, auth, kinds, device_label)
    values (v_caller, p_endpoint, p_p256dh, p_auth,
      coalesce(p_kinds, (select (array['message', 'booking_made', 'booking_moved', 'booking_cancelled',
        'booking_reminder', 'waitlist_promoted', 'program_assigned', 'automation', 'task'])::text[])),
      nullif(btrim(p_device_label), ''))
    returning id into v_id;
  else
    if v_previous <> v_caller then
      delete from private.push_deliveries d where d.subscription_id = v_id;
    end if;
    update public.push_subscriptions s
    set user_id = v_caller,
        p256dh = p_p256dh,
        auth = p_auth,
        kinds = coalesce(p_kinds, s.kinds),
        device_label = coalesce(nullif(btrim(p_device_label), ''), s.device_label),
        failure_count = 0
    where s.id = v_id;
  end if;
  return v_id;
end;
$$;

create function public.save_push_subscription(
  p_endpoint text,
  p_p256dh text,
  p_auth text,
  p_kinds text[] default null,
  p_device_label text default null
)
returns uuid
language sql
volatile
security invoker
set search_path = ''
as $$ select private.save_push_subscription(p_endpoint, p_p256dh, p_auth, p_kinds, p_device_label); $$;

-- Queues a push for every subscription of the recipient that wants this kind.
create function private.queue_push_deliveries()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into private.push_deliveries (notification_id, subscription_id)
  select new.id, s.id
  from public.push_subscriptions s
  where s.user_id = new.recipient_id and new.kind = any (s.kinds)
  on conflict on constraint push_deliveries_once do nothing;
  return null;
end;
$$;

-- Takes up to p_limit due deliveries for one dispatcher: locked rows are skipped, the chosen ones
-- are marked claimed (attempts + 1) in the same statement, and their notification and subscription
-- come back to be sent. Finished rows older than 7 days are cleared on the way.
create function public.claim_push_deliveries(p_limit integer default 100, p_now timestamptz default now())
returns table (
  delivery_id uuid,
  attempts integer,
  endpoint text,
  p256dh text,
  auth text,
  notification_id uuid,
  kind text,
  title text,
  body text,
  link text
)
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  delete from private.push_deliveries d where d.status <> 'pending' and d.created_at < p_now - interval '7 days';
  return query
  with due as (
    select d.id
    from private.push_deliveries d
    where d.status = 'pending'
      and d.next_attempt_at <= p_now
      and (d.claimed_until is null or d.claimed_until <= p_now)
    order by d.next_attempt_at
    limit least(greatest(coalesce(p_limit, 100), 1), 500)
    for update skip locked
  ),
  claimed as (
    update private.push_deliveries d
    set claimed_until = p_now + interval '2 minutes', attempts = d.attempts + 1
    from due
    where d.id = due.id
    returning d.id, d.attempts, d.subscription_id, d.notification_id
  )
  select c.id, c.attempts, s.endpoint, s.p256dh, s.auth, n.id, n.kind, n.title, n.body, n.link
  from claimed c
  join public.push_subscriptions s on s.id = c.subscription_id
  join public.notifications n on n.id = c.notification_id;
end;
$$;

-- Records what the push services answered, one entry per claimed delivery:
-- [{"id": uuid, "outcome": "sent" | "gone" | "retry" | "rejected", "error": text?}].
-- retry waits 30 s, 2 min, 8 min, 32 min, then the delivery fails (5 attempts in all).
create function public.settle_push_deliveries(p_results jsonb, p_now timestamptz default now())
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_result jsonb;
  v_id uuid;
  v_outcome text;
  v_error text;
  v_delivery private.push_deliveries;
  v_counts jsonb := '{"sent":0,"gone":0,"retry":0,"failed":0}'::jsonb;
begin
  if jsonb_typeof(p_results) is distinct from 'array' then
    raise exception 'Results must be a JSON array.' using errcode = '22023';
  end if;
  for v_result in select value from jsonb_array_elements(p_results) loop
    v_id := (v_result ->> 'id')::uuid;
    v_outcome := v_result ->> 'outcome';
    v_error := left(v_result ->> 'error', 500);
    if v_outcome is null or v_outcome not in ('sent', 'gone', 'retry', 'rejected') then
      raise exception 'Unknown push outcome: %', coalesce(v_outcome, 'none') using errcode = '22023';
    end if;
    select * into v_delivery from private.push_deliveries d where d.id = v_id and d.status = 'pending' for update;
    continue when not found;
    if v_outcome = 'sent' then
      update private.push_deliveries d
      set status = 'sent', sent_at = p_now, claimed_until = null, last_error = null
      where d.id = v_id;
      update public.push_subscriptions s set last_success_at = p_now, failure_count = 0
      where s.id = v_delivery.subscription_id;
      v_counts := jsonb_set(v_counts, '{sent}', to_jsonb((v_counts ->> 'sent')::int + 1));
    elsif v_outcome = 'gone' then
      -- The push service forgot the browser: the subscription and its queued deliveries go.
      delete from public.push_subscriptions s where s.id = v_delivery.subscription_id;
      v_counts := jsonb_set(v_counts, '{gone}', to_jsonb((v_counts ->> 'gone')::int + 1));
    else
      update public.push_subscriptions s set failure_count = s.failure_count + 1
      where s.id = v_delivery.subscription_id;
      if v_outcome = 'retry' and v_delivery.attempts < 5 then
        update private.push_deliveries d
        set next_attempt_at = p_now + interval '30 seconds' * power(4, v_delivery.attempts - 1),
            claimed_until = null,
            last_error = v_error
        where d.id = v_id;
        v_counts := jsonb_set(v_counts, '{retry}', to_jsonb((v_counts ->> 'retry')::int + 1));
      else
        update private.push_deliveries d
        set status = 'failed', claimed_until = null, last_error = coalesce(v_error, v_outcome)
        where d.id = v_id;
        v_counts := jsonb_set(v_counts, '{failed}', to_jsonb((v_counts ->> 'failed')::int + 1));
      end if;
    end if;
  end loop;
  return v_counts;
end;
$$;

-- Triggers ---------------------------------------------------------------------------------------

create trigger push_subscriptions_keep_id before update of id on public.push_subscriptions
for each row execute function private.keep_primary_key();

create trigger notifications_queue_push
after insert on public.notifications
for each row execute function private.queue_push_deliveries();

-- Row-level security -----------------------------------------------------------------------------

alter table public.push_subscriptions enable row level security;

create policy "push_subscriptions: active accounts only"
on public.push_subscriptions as restrictive for all to authenticated
using ((select private.caller_is_active())) with check ((select private.caller_is_active()));

create policy "push_subscriptions: the owner reads their own"
on public.push_subscriptions for select to authenticated
using (user_id = (select auth.uid()));

create policy "push_subscriptions: the owner changes their own"
on public.push_subscriptions for update to authenticated
using (user_id = (select auth.uid()))
with check (user_id = (select auth.uid()));

create policy "push_subscriptions: the owner removes their own"
on public.push_subscriptions for delete to authenticated
using (user_id = (select auth.uid()));

-- Grants -----------------------------------------------------------------------------------------
-- authenticated: read, choose kinds and label, delete (adding goes through save_push_subscription).
-- service_role: read, add (test fixtures) and delete.

grant select on table public.push_subscriptions to authenticated;
grant update (kinds, device_label) on table public.push_subscriptions to authenticated;
grant delete on table public.push_subscriptions to authenticated;
grant select, insert, delete on table public.push_subscriptions to service_role;

revoke execute on function private.save_push_subscription(text, text, text, text[], text) from public, anon, service_role;
grant execute on function private.save_push_subscription(text, text, text, text[], text) to authenticated;
revoke execute on function public.save_push_subscription(text, text, text, text[], text) from public, anon, service_role;
grant execute on function public.save_push_subscription(text, text, text, text[], text) to authenticated;
revoke execute on function private.queue_push_deliveries() from public, anon, authenticated, service_role;
revoke execute on function public.claim_push_deliveries(integer, timestamptz) from public, anon, authenticated;
grant execute on function public.claim_push_deliveries(integer, timestamptz) to service_role;
revoke execute on function public.settle_push_deliveries(jsonb, timestamptz) from public, anon, authenticated;
grant execute on function public.settle_push_deliveries(jsonb, timestamptz) to service_role;
