-- Studio access and check-in (issue 29): who may enter, the client's key, the desk's check-in.
-- docs/access.md explains each rule. Errors as in scheduling and payments: 22023 -> 400,
-- PT404 -> 404, 42501 -> 403. A refused check-in is not an error: it is recorded and returned.
--
-- The code is TOTP (RFC 6238): HMAC-SHA1 of the 30-second step since the epoch, 6 digits, checked
-- here for the current step and one either side (clock drift). QR payload:
-- LW1.<studio_code>.<member_number>.<code>; PIN: <member_number><code>, digits only.

-- TOTP and base32 ----------------------------------------------------------------------------------

-- The 6-digit code of a secret at a time step (RFC 4226 dynamic truncation).
create or replace function private.totp_code(p_secret bytea, p_step bigint)
returns integer
language plpgsql
immutable
set search_path = ''
as $$
declare
  h bytea := extensions.hmac(pg_catalog.int8send(p_step), p_secret, 'sha1');
  o integer := get_byte(h, 19) & 15;
begin
  return ((((get_byte(h, o) & 127)::bigint << 24) | (get_byte(h, o + 1)::bigint << 16)
          | (get_byte(h, o + 2)::bigint << 8) | get_byte(h, o + 3)::bigint) % 1000000)::integer;
end;
$$;

-- RFC 4648 base32, no padding (what authenticator apps and the client's device take).
create or replace function private.base32(p_bytes bytea)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  alphabet constant text := 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  result text := '';
  buffer integer := 0;
  bits integer := 0;
begin
  for i in 0 .. coalesce(octet_length(p_bytes), 0) - 1 loop
    buffer := (buffer << 8) | get_byte(p_bytes, i);
    bits := bits + 8;
    while bits >= 5 loop
      result := result || substr(alphabet, ((buffer >> (bits - 5)) & 31) + 1, 1);
      bits := bits - 5;
    end loop;
    buffer := buffer & ((1 << bits) - 1);
  end loop;
  if bits > 0 then
    result := result || substr(alphabet, ((buffer << (5 - bits)) & 31) + 1, 1);
  end if;
  return result;
end;
$$;

create or replace function private.current_time_step()
returns bigint
language sql
stable
set search_path = ''
as $$
  select floor(extract(epoch from now()) / 30)::bigint;
$$;

-- Who may enter --------------------------------------------------------------------------------------

-- The access rule for a client now: a live membership whose plan unlocks studio access, an
-- unexpired credit, or a booking today (studio's time zone), each as the studio's settings allow.
-- Virtual clients enter only through a membership. Refusals: not_a_client, no_access,
-- membership_expired (their latest membership ended or lapsed in the last 30 days).
create or replace function private.access_decision(p_client public.users)
returns table (allowed boolean, reason public.check_in_reason, via text)
language plpgsql
stable
set search_path = ''
as $$
declare
  st public.studio_settings := private.studio();
  latest public.memberships;
begin
  if p_client.id is null or p_client.role <> 'client' then
    return query select false, 'not_a_client'::public.check_in_reason, null::text;
    return;
  end if;
  if p_client.status <> 'active' then
    return query select false, 'no_access'::public.check_in_reason, null::text;
    return;
  end if;
  if st.check_in_allows_membership and exists (
    select 1 from public.memberships m
    where m.client_id = p_client.id and m.unlocks_studio_access
      and (m.status = 'active'
           or (m.status = 'past_due' and m.past_due_since + make_interval(days => st.past_due_grace_days) > now()))
  ) then
    return query select true, 'ok'::public.check_in_reason, 'membership'::text;
    return;
  end if;
  if p_client.client_type is distinct from 'virtual' then
    if st.check_in_allows_credits and exists (
      select 1 from public.credit_lots l
      where l.client_id = p_client.id and l.remaining > 0 and (l.expires_at is null or l.expires_at > now())
    ) then
      return query select true, 'ok'::public.check_in_reason, 'credits'::text;
      return;
    end if;
    if st.check_in_allows_booking and exists (
      select 1 from public.bookings b
      where b.client_id = p_client.id and b.status in ('booked', 'attended')
        and (b.starts_at at time zone st.time_zone)::date = (now() at time zone st.time_zone)::date
    ) then
      return query select true, 'ok'::public.check_in_reason, 'booking'::text;
      return;
    end if;
  end if;
  select m.* into latest from public.memberships m where m.client_id = p_client.id
  order by m.created_at desc limit 1;
  if latest.id is not null and latest.unlocks_studio_access
    and ((latest.status = 'ended' and coalesce(latest.ended_at, latest.updated_at) > now() - interval '30 days')
         or (latest.status = 'past_due'
             and latest.past_due_since + make_interval(days => st.past_due_grace_days) > now() - interval '30 days'))
  then
    return query select false, 'membership_expired'::public.check_in_reason, null::text;
    return;
  end if;
  return query select false, 'no_access'::public.check_in_reason, null::text;
end;
$$;

-- The key ---------------------------------------------------------------------------------------------

create or replace function private.access_key_json(p_key public.access_keys)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'member_number', p_key.member_number,
    'secret', case when p_key.revoked_at is null then private.base32(p_key.secret) end,
    'studio_code', (private.studio()).studio_code,
    'period', 30,
    'digits', 6,
    'created_at', p_key.created_at,
    'renewed_at', p_key.renewed_at,
    'revoked_at', p_key.revoked_at,
    'revoked_reason', p_key.revoked_reason
  );
$$;

create or replace function private.require_client(p_caller public.users)
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if p_caller.role <> 'client' then
    raise exception 'Only clients have a check-in key' using errcode = '42501';
  end if;
end;
$$;

-- The caller's key, provisioned on first call.
create or replace function private.my_access_key()
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  me public.users := private.require_active_caller();
  k public.access_keys;
begin
  perform private.require_client(me);
  insert into public.access_keys (client_id, secret) values (me.id, extensions.gen_random_bytes(20))
  on conflict (client_id) do nothing;
  select x.* into k from public.access_keys x where x.client_id = me.id;
  return private.access_key_json(k);
end;
$$;

-- A new secret (the old one stops working at once), revocation cleared; the member number stays.
create or replace function private.renew_access_key()
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  me public.users := private.require_active_caller();
  k public.access_keys;
begin
  perform private.require_client(me);
  insert into public.access_keys as a (client_id, secret) values (me.id, extensions.gen_random_bytes(20))
  on conflict (client_id) do update
    set secret = excluded.secret, renewed_at = now(), revoked_at = null, revoked_by = null, revoked_reason = null
  returning a.* into k;
  return private.access_key_json(k);
end;
$$;

create or replace function private.revoke_access_key(p_client_id uuid, p_reason text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  me public.users := private.require_active_caller();
  v_reason text := nullif(btrim(p_reason), '');
begin
  perform private.require_staff(me, 'Only staff can revoke a check-in key');
  if p_client_id is null or not private.may_act_for_client(me, p_client_id) then
    raise exception 'No such client' using errcode = 'PT404';
  end if;
  if char_length(v_reason) > 500 then
    raise exception 'The reason is at most 500 characters' using errcode = '22023';
  end if;
  update public.access_keys
  set revoked_at = now(), revoked_by = me.id, revoked_reason = v_reason
  where client_id = p_client_id;
  if not found then
    raise exception 'This client has no check-in key yet' using errcode = 'PT404';
  end if;
end;
$$;

-- What a client has and whether they may enter now (the client's /access page, the desk, the profile).
create or replace function private.access_status(p_client_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  me public.users := private.require_active_caller();
  client public.users;
  st public.studio_settings := private.studio();
  d record;
  m public.memberships;
  k public.access_keys;
  booking jsonb;
begin
  if not private.may_act_for_client(me, coalesce(p_client_id, me.id)) then
    raise exception 'No such client' using errcode = 'PT404';
  end if;
  select u.* into client from public.users u where u.id = coalesce(p_client_id, me.id);
  if client.id is null then
    raise exception 'No such client' using errcode = 'PT404';
  end if;
  select x.* into d from private.access_decision(client) x;
  -- The membership to show: a live one first, the one that opens the door first, the newest.
  select x.* into m from public.memberships x where x.client_id = client.id
  order by (x.status <> 'ended') desc, x.unlocks_studio_access desc, x.created_at desc limit 1;
  select x.* into k from public.access_keys x where x.client_id = client.id;
  select jsonb_build_object('id', b.id, 'starts_at', b.starts_at, 'service_name', s.name) into booking
  from public.bookings b join public.services s on s.id = b.service_id
  where b.client_id = client.id and b.status in ('booked', 'attended')
    and (b.starts_at at time zone st.time_zone)::date = (now() at time zone st.time_zone)::date
  order by (b.ends_at < now()), b.starts_at limit 1;
  return jsonb_build_object(
    'allowed', d.allowed,
    'reason', d.reason,
    'via', d.via,
    'membership', case when m.id is not null then jsonb_build_object(
      'id', m.id, 'description', m.description, 'status', m.status, 'current_period_end', m.current_period_end,
      'unlocks_studio_access', m.unlocks_studio_access, 'unlocks_on_demand', m.unlocks_on_demand,
      'grants_client_type', m.grants_client_type) end,
    'credits', coalesce((
      select jsonb_agg(jsonb_build_object('category_id', c.category_id, 'category_name', c.category_name,
               'remaining', c.remaining, 'next_expiry', c.next_expiry) order by c.category_name)
      from (
        select l.category_id, coalesce(cc.name, sv.name) as category_name, sum(l.remaining)::integer as remaining,
               min(l.expires_at) as next_expiry
        from public.credit_lots l
        left join public.credit_categories cc on cc.id = l.category_id
        left join public.services sv on sv.id = l.service_id
        where l.client_id = client.id and l.remaining > 0 and (l.expires_at is null or l.expires_at > now())
        group by l.category_id, coalesce(cc.name, sv.name)
      ) c
    ), '[]'::jsonb),
    'booking_today', booking,
    'key', case when k.client_id is not null then
      jsonb_build_object('member_number', k.member_number, 'revoked_at', k.revoked_at) end,
    'last_check_in_at', (select max(c.checked_in_at) from public.check_ins c where c.client_id = client.id)
  );
end;
$$;

-- Check-in --------------------------------------------------------------------------------------------

-- Rate limits, counted over the last 5 minutes from the attempts themselves (rate_limited refusals
-- do not count, so a lock ends 5 minutes after the last real failure):
-- a desk user with 10 refused code attempts that look like guessing, a member with 5 wrong or
-- replayed codes. Manual check-ins never count.
create or replace function private.desk_rate_limited(p_desk_user_id uuid)
returns boolean
language sql
stable
set search_path = ''
as $$
  select count(*) >= 10 from public.check_in_attempts a
  where a.desk_user_id = p_desk_user_id and a.attempted_at > now() - interval '5 minutes'
    and a.method in ('qr', 'pin') and a.result = 'refused'
    and a.reason in ('invalid_format', 'unknown_member', 'invalid_code', 'replayed', 'wrong_studio');
$$;

create or replace function private.member_rate_limited(p_client_id uuid)
returns boolean
language sql
stable
set search_path = ''
as $$
  select count(*) >= 5 from public.check_in_attempts a
  where a.client_id = p_client_id and a.attempted_at > now() - interval '5 minutes'
    and a.method in ('qr', 'pin') and a.result = 'refused' and a.reason in ('invalid_code', 'replayed');
$$;

-- Record the attempt (and, when allowed, the check-in and the booking it marks attended); the answer.
create or replace function private.finish_check_in(
  p_desk public.users, p_client public.users, p_member_number integer, p_method public.check_in_method,
  p_reason public.check_in_reason, p_via text, p_time_step bigint
)
returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  allowed boolean := p_reason in ('ok', 'override');
  v_attempt_id uuid;
  v_check_in_id uuid;
  v_booking_id uuid;
  v_member_number integer := p_member_number;
begin
  insert into public.check_in_attempts (desk_user_id, client_id, method, result, reason, time_step)
  values (p_desk.id, p_client.id, p_method, case when allowed then 'allowed' else 'refused' end::public.check_in_result,
          p_reason, p_time_step)
  returning id into v_attempt_id;
  if allowed then
    -- The booking this check-in is for: booked, starting between 15 minutes ago and 2 hours from now
    -- (the check-in falls in [start - 2 h, start + 15 min]), the nearest start.
    select b.id into v_booking_id from public.bookings b
    where b.client_id = p_client.id and b.status = 'booked'
      and b.starts_at between now() - interval '15 minutes' and now() + interval '2 hours'
    order by abs(extract(epoch from b.starts_at - now())), b.id
    limit 1
    for update;
    if v_booking_id is not null then
      update public.bookings set status = 'attended', attendance_marked_at = now() where id = v_booking_id;
    end if;
    insert into public.check_ins (client_id, method, desk_user_id, booking_id, overridden)
    values (p_client.id, p_method, p_desk.id, v_booking_id, p_reason = 'override')
    returning id into v_check_in_id;
  end if;
  if p_client.id is not null and v_member_number is null then
    select k.member_number into v_member_number from public.access_keys k where k.client_id = p_client.id;
  end if;
  return jsonb_build_object(
    'result', case when allowed then 'allowed' else 'refused' end,
    'reason', p_reason,
    'attempt_id', v_attempt_id,
    'check_in_id', v_check_in_id,
    'booking_id', v_booking_id,
    'via', case when allowed then p_via end,
    'client', case when p_client.id is not null then jsonb_build_object(
      'id', p_client.id, 'first_name', p_client.first_name, 'last_name', p_client.last_name,
      'avatar_url', p_client.avatar_url, 'member_number', v_member_number, 'client_type', p_client.client_type) end
  );
end;
$$;

-- The rule once the client is known (and locked): may they enter, and not twice in a row?
create or replace function private.admit(
  p_desk public.users, p_client public.users, p_member_number integer, p_method public.check_in_method,
  p_override boolean, p_time_step bigint
)
returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  st public.studio_settings := private.studio();
  d record;
begin
  select x.* into d from private.access_decision(p_client) x;
  if d.reason = 'not_a_client' then
    return private.finish_check_in(p_desk, p_client, p_member_number, p_method, d.reason, null, p_time_step);
  end if;
  if p_override then
    return private.finish_check_in(p_desk, p_client, p_member_number, p_method, 'override', d.via, p_time_step);
  end if;
  if not d.allowed then
    return private.finish_check_in(p_desk, p_client, p_member_number, p_method, d.reason, null, p_time_step);
  end if;
  if st.check_in_repeat_minutes > 0 and exists (
    select 1 from public.check_ins c
    where c.client_id = p_client.id and c.checked_in_at > now() - make_interval(mins => st.check_in_repeat_minutes)
  ) then
    return private.finish_check_in(p_desk, p_client, p_member_number, p_method, 'already_checked_in', null, p_time_step);
  end if;
  return private.finish_check_in(p_desk, p_client, p_member_number, p_method, 'ok', d.via, p_time_step);
end;
$$;

-- One check-in at a time per client (a QR scan and a typed PIN at once still make one check-in).
create or replace function private.lock_client_check_in(p_client_id uuid)
returns void
language sql
set search_path = ''
as $$
  select pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('check_in:' || p_client_id::text, 0));
$$;

create or replace function private.check_in(p_code text, p_method text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  me public.users := private.require_active_caller();
  st public.studio_settings := private.studio();
  v_method public.check_in_method;
  v_code text;
  parts text[];
  v_studio text;
  v_member integer;
  v_digits integer;
  k public.access_keys;
  client public.users;
  step bigint := private.current_time_step();
  matched bigint;
  d integer;
  inserted integer;
begin
  perform private.require_staff(me, 'Only staff can check clients in');
  if p_method is null or p_method not in ('qr', 'pin') then
    raise exception 'The method is qr or pin' using errcode = '22023';
  end if;
  if p_code is null or char_length(p_code) > 200 then
    raise exception 'A check-in code is required (at most 200 characters)' using errcode = '22023';
  end if;
  v_method := p_method::public.check_in_method;
  if private.desk_rate_limited(me.id) then
    return private.finish_check_in(me, null, null, v_method, 'rate_limited', null, null);
  end if;
  v_code := btrim(p_code);
  if v_method = 'qr' then
    parts := regexp_match(v_code, '^LW1\.([A-Za-z0-9]{6})\.([0-9]{4,7})\.([0-9]{6})$');
    if parts is null then
      return private.finish_check_in(me, null, null, v_method, 'invalid_format', null, null);
    end if;
    v_studio := upper(parts[1]);
    v_member := parts[2]::integer;
    v_digits := parts[3]::integer;
  else
    v_code := regexp_replace(v_code, '[[:space:]-]', '', 'g');
    if v_code !~ '^[0-9]{10,13}$' then
      return private.finish_check_in(me, null, null, v_method, 'invalid_format', null, null);
    end if;
    v_member := left(v_code, char_length(v_code) - 6)::integer;
    v_digits := right(v_code, 6)::integer;
  end if;
  select x.* into k from public.access_keys x where x.member_number = v_member;
  if k.client_id is null then
    return private.finish_check_in(me, null, null, v_method, 'unknown_member', null, null);
  end if;
  perform private.lock_client_check_in(k.client_id);
  select x.* into k from public.access_keys x where x.client_id = k.client_id;
  select u.* into client from public.users u where u.id = k.client_id;
  if v_studio is not null and v_studio <> st.studio_code then
    return private.finish_check_in(me, client, v_member, v_method, 'wrong_studio', null, null);
  end if;
  if private.member_rate_limited(client.id) then
    return private.finish_check_in(me, client, v_member, v_method, 'rate_limited', null, null);
  end if;
  if k.revoked_at is not null then
    return private.finish_check_in(me, client, v_member, v_method, 'revoked', null, null);
  end if;
  foreach d in array array[0, -1, 1] loop
    if private.totp_code(k.secret, step + d) = v_digits then
      matched := step + d;
      exit;
    end if;
  end loop;
  if matched is null then
    return private.finish_check_in(me, client, v_member, v_method, 'invalid_code', null, null);
  end if;
  -- The replay guard: the (client, step) row is taken once; a second presentation finds it.
  insert into public.access_code_uses (client_id, time_step) values (client.id, matched)
  on conflict do nothing;
  get diagnostics inserted = row_count;
  if inserted = 0 then
    return private.finish_check_in(me, client, v_member, v_method, 'replayed', null, matched);
  end if;
  return private.admit(me, client, v_member, v_method, false, matched);
end;
$$;

-- "Check in by name" at the desk: the same rule, or past it with override (recorded).
create or replace function private.check_in_manual(p_client_id uuid, p_override boolean)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  me public.users := private.require_active_caller();
  client public.users;
begin
  perform private.require_staff(me, 'Only staff can check clients in');
  if p_client_id is null then
    raise exception 'Choose a client to check in' using errcode = '22023';
  end if;
  select u.* into client from public.users u where u.id = p_client_id;
  if client.id is null then
    raise exception 'No such client' using errcode = 'PT404';
  end if;
  perform private.lock_client_check_in(client.id);
  return private.admit(me, client, null, 'manual', coalesce(p_override, false), null);
end;
$$;

-- The door controller says it opened the door for a check-in (the edge function, service role).
create or replace function private.record_door_opened(p_check_in_id uuid, p_door_id text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if p_door_id is null or char_length(btrim(p_door_id)) not between 1 and 100 then
    raise exception 'A door id is 1 to 100 characters' using errcode = '22023';
  end if;
  update public.check_ins set door_id = btrim(p_door_id), door_opened_at = coalesce(door_opened_at, now())
  where id = p_check_in_id;
  if not found then
    raise exception 'No such check-in' using errcode = 'PT404';
  end if;
end;
$$;

-- The API: security invoker wrappers over the definer functions ----------------------------------------

create or replace function public.my_access_key()
returns jsonb language sql security invoker set search_path = ''
as $$ select private.my_access_key(); $$;

create or replace function public.renew_access_key()
returns jsonb language sql security invoker set search_path = ''
as $$ select private.renew_access_key(); $$;

create or replace function public.revoke_access_key(p_client_id uuid, p_reason text default null)
returns void language sql security invoker set search_path = ''
as $$ select private.revoke_access_key(p_client_id, p_reason); $$;

create or replace function public.access_status(p_client_id uuid default null)
returns jsonb language sql stable security invoker set search_path = ''
as $$ select private.access_status(p_client_id); $$;

create or replace function public.check_in(p_code text, p_method text)
returns jsonb language sql security invoker set search_path = ''
as $$ select private.check_in(p_code, p_method); $$;

create or replace function public.check_in_manual(p_client_id uuid, p_override boolean default false)
returns jsonb language sql security invoker set search_path = ''
as $$ select private.check_in_manual(p_client_id, p_override); $$;

create or replace function public.record_door_opened(p_check_in_id uuid, p_door_id text)
returns void language sql security invoker set search_path = ''
as $$ select private.record_door_opened(p_check_in_id, p_door_id); $$;

comment on function public.my_access_key() is
  'The caller''s check-in key (a client): member number, TOTP secret in base32 (null when revoked), studio code. Provisions it on first call.';
comment on function public.check_in(text, text) is
  'The desk (staff): verify a QR payload or PIN, record the attempt, check in when allowed. Refusals are returned, not raised.';

-- Privileges ---------------------------------------------------------------------------------------
do $$
declare
  f regprocedure;
begin
  -- Internal helpers: called only from the definer functions above.
  foreach f in array array[
    'private.totp_code(bytea, bigint)', 'private.base32(bytea)', 'private.current_time_step()',
    'private.access_decision(public.users)', 'private.access_key_json(public.access_keys)',
    'private.require_client(public.users)', 'private.desk_rate_limited(uuid)', 'private.member_rate_limited(uuid)',
    'private.finish_check_in(public.users, public.users, integer, public.check_in_method, public.check_in_reason, text, bigint)',
    'private.admit(public.users, public.users, integer, public.check_in_method, boolean, bigint)',
    'private.lock_client_check_in(uuid)'
  ]::regprocedure[]
  loop
    execute format('revoke all on function %s from public, anon, authenticated, service_role', f);
  end loop;
  -- Signed-in people (the database decides who may do what).
  foreach f in array array[
    'private.my_access_key()', 'public.my_access_key()',
    'private.renew_access_key()', 'public.renew_access_key()',
    'private.revoke_access_key(uuid, text)', 'public.revoke_access_key(uuid, text)',
    'private.access_status(uuid)', 'public.access_status(uuid)',
    'private.check_in(text, text)', 'public.check_in(text, text)',
    'private.check_in_manual(uuid, boolean)', 'public.check_in_manual(uuid, boolean)'
  ]::regprocedure[]
  loop
    execute format('revoke all on function %s from public, anon, service_role', f);
    execute format('grant execute on function %s to authenticated', f);
  end loop;
  -- The edge function only (the service role): the door's report.
  foreach f in array array[
    'private.record_door_opened(uuid, text)', 'public.record_door_opened(uuid, text)'
  ]::regprocedure[]
  loop
    execute format('revoke all on function %s from public, anon, authenticated', f);
    execute format('grant execute on function %s to service_role', f);
  end loop;
end
$$;
