-- Client invitations and coaches' join codes (issue 33, "Invitations").
--
-- * A coach (or an admin, for any trainer) invites a client by email or phone. The invitation holds
--   the trainer to link, the client type, and a token the person receives in a link
--   (/join/<token>): 256 random bits, returned once by the function that makes it, stored only as
--   its SHA-256. A phone invitation also gets an 8-digit code (also stored only as a hash) typed at
--   registration, for people who register from the SMS without following the link.
-- * accept_invitation(token) is called by the newly registered person: single use, expires after 7
--   days, bound to the invited email or phone (the account's own, which the auth server confirmed),
--   only ever for a client account, and it writes nothing but the caller's own trainer and client
--   type. The invitation's row is locked while it is accepted, so two accepts of one token at the
--   same moment give one success (scripts/pg-parity/invitations.ts runs it on PostgreSQL).
-- * A coach's personal join code (trainer_join_codes) is shared freely (a poster, a bio): someone who
--   signs up with it becomes a pending join request that the coach accepts (choosing the client
--   type) or declines. The code is short, so lookups by code are limited per person
--   (private.invite_code_checks), as 20261129400000_discount_code_guessing.sql limits discount codes.
-- Nothing here reads user metadata. Nobody writes these tables through the Data API; the functions
-- below do, each public one security invoker over a security definer twin in private.

create type public.invitation_status as enum ('invited', 'accepted', 'expired', 'revoked');
create type public.join_request_status as enum ('pending', 'accepted', 'declined', 'cancelled');

create table public.client_invitations (
  id uuid primary key default gen_random_uuid(),
  invited_by uuid not null references public.users (id) on delete cascade,
  trainer_id uuid not null references public.users (id) on delete cascade,
  client_type public.client_type not null default 'programming',
  -- Exactly one of the two. Email lowercased; phone digits only, as the auth server stores it.
  email text check (email is null or (char_length(email) <= 320 and email = lower(email) and email ~ '^[^@\s]+@[^@\s]+$')),
  phone text check (phone is null or phone ~ '^[1-9][0-9]{7,14}$'),
  -- Lowercase hex SHA-256 of the token (and of a phone invitation's code); never the secret itself.
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  code_hash text check (code_hash is null or code_hash ~ '^[0-9a-f]{64}$'),
  status public.invitation_status not null default 'invited',
  expires_at timestamptz not null default now() + interval '7 days'
    check (expires_at >= '1900-01-01' and expires_at < '2200-01-01'),
  sent_at timestamptz not null default now() check (sent_at >= '1900-01-01' and sent_at < '2200-01-01'),
  accepted_by uuid references public.users (id) on delete set null,
  accepted_at timestamptz check (accepted_at is null or (accepted_at >= '1900-01-01' and accepted_at < '2200-01-01')),
  created_at timestamptz not null default now()
    check (created_at >= '1900-01-01' and created_at < '2200-01-01'),
  constraint client_invitations_one_contact check ((email is null) <> (phone is null)),
  constraint client_invitations_code_for_phone check (code_hash is null or phone is not null),
  constraint client_invitations_accepted_has_account check ((status = 'accepted') = (accepted_at is not null))
);
comment on table public.client_invitations is
  'Invitations to register as a client of a trainer. Token and code kept as SHA-256 only, readable by no API role; written by the invitation functions.';

create index client_invitations_trainer_idx on public.client_invitations (trainer_id, created_at desc);
create index client_invitations_invited_by_idx on public.client_invitations (invited_by);
create index client_invitations_accepted_by_idx on public.client_invitations (accepted_by);
create index client_invitations_code_idx on public.client_invitations (code_hash) where code_hash is not null;

create trigger client_invitations_keep_id
before update of id on public.client_invitations
for each row execute function private.keep_primary_key();

alter table public.client_invitations enable row level security;

create policy "client_invitations: active accounts only"
on public.client_invitations as restrictive for all to authenticated
using ((select private.caller_is_active())) with check ((select private.caller_is_active()));

-- Staff see the invitations they sent or that link clients to them; admins see all.
create policy "client_invitations: staff their own, admins all"
on public.client_invitations for select to authenticated
using (
  ((select private.is_staff()) and (trainer_id = (select auth.uid()) or invited_by = (select auth.uid())))
  or (select private.is_admin())
);

-- A coach's personal join code: one per coach, shown to them and replaced when they regenerate it.
-- Not a secret (it is meant to be shared), so it is kept as it is; guessing is limited instead.
create table public.trainer_join_codes (
  trainer_id uuid primary key references public.users (id) on delete cascade,
  code text not null unique check (code ~ '^[A-HJ-NP-Z2-9]{8}$'),
  created_at timestamptz not null default now()
    check (created_at >= '1900-01-01' and created_at < '2200-01-01')
);
comment on table public.trainer_join_codes is
  'Each coach''s shareable join code. Written by my_join_code() and regenerate_join_code() only.';

create trigger trainer_join_codes_keep_id
before update of trainer_id on public.trainer_join_codes
for each row execute function private.keep_primary_key();

alter table public.trainer_join_codes enable row level security;

create policy "trainer_join_codes: active accounts only"
on public.trainer_join_codes as restrictive for all to authenticated
using ((select private.caller_is_active())) with check ((select private.caller_is_active()));

create policy "trainer_join_codes: your own; admins all"
on public.trainer_join_codes for select to authenticated
using (trainer_id = (select auth.uid()) or (select private.is_admin()));

-- Someone who signed up with a coach's join code, waiting for the coach.
create table public.trainer_join_requests (
  id uuid primary key default gen_random_uuid(),
  client_id uuid not null references public.users (id) on delete cascade,
  trainer_id uuid not null references public.users (id) on delete cascade,
  status public.join_request_status not null default 'pending',
  client_type public.client_type,
  created_at timestamptz not null default now()
    check (created_at >= '1900-01-01' and created_at < '2200-01-01'),
  decided_at timestamptz check (decided_at is null or (decided_at >= '1900-01-01' and decided_at < '2200-01-01')),
  decided_by uuid references public.users (id) on delete set null,
  constraint trainer_join_requests_decided check ((status = 'pending') = (decided_at is null))
);
comment on table public.trainer_join_requests is
  'Join requests made with a coach''s join code; the coach accepts or declines. Written by the join functions only.';

-- One pending request per person at a time (a new code replaces the older request).
create unique index trainer_join_requests_one_pending on public.trainer_join_requests (client_id) where (status = 'pending');
create index trainer_join_requests_client_idx on public.trainer_join_requests (client_id, created_at desc);
create index trainer_join_requests_trainer_idx on public.trainer_join_requests (trainer_id, status);
create index trainer_join_requests_decided_by_idx on public.trainer_join_requests (decided_by);

create trigger trainer_join_requests_keep_id
before update of id on public.trainer_join_requests
for each row execute function private.keep_primary_key();

alter table public.trainer_join_requests enable row level security;

create policy "trainer_join_requests: active accounts only"
on public.trainer_join_requests as restrictive for all to authenticated
using ((select private.caller_is_active())) with check ((select private.caller_is_active()));

create policy "trainer_join_requests: the person, their coach-to-be, admins"
on public.trainer_join_requests for select to authenticated
using (client_id = (select auth.uid()) or trainer_id = (select auth.uid()) or (select private.is_admin()));

-- Codes looked up by each person, to limit guessing (10 misses per 15 minutes). Outside the Data
-- API, granted to nobody, row-level security on with no policy; the definer functions own it.
create table private.invite_code_checks (
  id bigint generated always as identity primary key,
  user_id uuid not null references public.users (id) on delete cascade,
  valid boolean not null,
  checked_at timestamptz not null default now()
);
comment on table private.invite_code_checks is
  'Each join or invitation code a person tried, and whether it matched. Limits guessing; read by private.redeem_code only.';
create index invite_code_checks_user_idx on private.invite_code_checks (user_id, checked_at);
revoke all on table private.invite_code_checks from public, anon, authenticated, service_role;
alter table private.invite_code_checks enable row level security;

-- Helpers ----------------------------------------------------------------------------------------

create function private.sha256_hex(p_text text)
returns text
language sql
immutable
set search_path = ''
as $$
  select encode(sha256(convert_to(p_text, 'UTF8')), 'hex');
$$;

-- A random code from an alphabet without look-alikes (no I, L, O, 0, 1).
create function private.random_join_code()
returns text
language plpgsql
volatile
set search_path = ''
as $$
declare
  alphabet constant text := 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
  bytes bytea := extensions.gen_random_bytes(8);
  result text := '';
begin
  for i in 0..7 loop
    result := result || substr(alphabet, (get_byte(bytes, i) % char_length(alphabet)) + 1, 1);
  end loop;
  return result;
end;
$$;

-- An 8-digit code for a phone invitation (32 random bits reduced mod 10^8; the bias is under 3%).
create function private.random_invitation_code()
returns text
language plpgsql
volatile
set search_path = ''
as $$
declare
  bytes bytea := extensions.gen_random_bytes(4);
  n bigint := (get_byte(bytes, 0)::bigint << 24) | (get_byte(bytes, 1)::bigint << 16)
    | (get_byte(bytes, 2)::bigint << 8) | get_byte(bytes, 3)::bigint;
begin
  return lpad((n % 100000000)::text, 8, '0');
end;
$$;

-- The status a reader should see: an invitation past its date is expired even before anyone
-- touched it (the row is marked when someone tries it).
create function private.invitation_effective_status(p_status public.invitation_status, p_expires_at timestamptz)
returns public.invitation_status
language sql
stable
set search_path = ''
as $$
  select case when p_status = 'invited' and p_expires_at <= now() then 'expired'::public.invitation_status else p_status end;
$$;

-- The caller may manage invitations for p_trainer: an active staff member for themselves, an admin
-- for any active staff member or admin. Returns the trainer; raises otherwise.
create function private.invitation_trainer(p_trainer uuid)
returns uuid
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_me uuid := (select auth.uid());
  v_trainer uuid := coalesce(p_trainer, v_me);
begin
  if v_me is null or not (select private.is_staff()) then
    raise exception 'Only staff and admins can invite clients' using errcode = '42501';
  end if;
  if v_trainer <> v_me and not (select private.is_admin()) then
    raise exception 'Staff can only invite clients for themselves' using errcode = '42501';
  end if;
  if not exists (
    select 1 from public.users u where u.id = v_trainer and u.role in ('staff', 'admin') and u.status = 'active'
  ) then
    raise exception 'Choose an active trainer' using errcode = '22023';
  end if;
  return v_trainer;
end;
$$;

-- Issuing ----------------------------------------------------------------------------------------

-- A new invitation. Returns the token (and, for a phone, the code) once; only their hashes are kept.
-- An unexpired invitation to the same address for the same trainer is replaced (its link dies).
--   42501 not staff/admin, or a trainer other than yourself (staff)
--   22023 no email or phone, both, a malformed one, or an inactive trainer
create function private.create_client_invitation(
  p_email text, p_phone text, p_client_type public.client_type, p_trainer_id uuid
)
returns table (id uuid, token text, code text, expires_at timestamptz)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_me uuid := (select auth.uid());
  v_trainer uuid := private.invitation_trainer(p_trainer_id);
  v_email text := nullif(lower(btrim(coalesce(p_email, ''))), '');
  v_phone text := nullif(regexp_replace(coalesce(p_phone, ''), '[^0-9]', '', 'g'), '');
  v_token text := encode(extensions.gen_random_bytes(32), 'hex');
  v_code text;
  v_row public.client_invitations;
begin
  if (v_email is null) = (v_phone is null) then
    raise exception 'Enter an email address or a phone number' using errcode = '22023';
  end if;
  if v_email is not null and (char_length(v_email) > 320 or v_email !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$') then
    raise exception 'Enter a valid email address' using errcode = '22023';
  end if;
  if v_phone is not null and v_phone !~ '^[1-9][0-9]{7,14}$' then
    raise exception 'Enter a valid phone number' using errcode = '22023';
  end if;
  if exists (
    select 1 from public.users u
    where (u.email = v_email or u.phone = v_phone) and (u.role <> 'client' or u.assigned_to = v_trainer)
  ) then
    raise exception 'This person already has an account here: they are staff or already your client'
      using errcode = '23505';
  end if;
  if v_phone is not null then
    v_code := private.random_invitation_code();
  end if;
  update public.client_invitations i set status = 'revoked'
  where i.trainer_id = v_trainer and i.status = 'invited'
    and (i.email = v_email or i.phone = v_phone);
  insert into public.client_invitations (invited_by, trainer_id, client_type, email, phone, token_hash, code_hash)
  values (v_me, v_trainer, coalesce(p_client_type, 'programming'), v_email, v_phone,
          private.sha256_hex(v_token), case when v_code is null then null else private.sha256_hex(v_phone || ':' || v_code) end)
  returning * into v_row;
  return query select v_row.id, v_token, v_code, v_row.expires_at;
end;
$$;

-- Sends again: a new token (and code) and seven more days; the old link stops working.
--   42501 not yours   22023 accepted or revoked
create function private.resend_client_invitation(p_invitation_id uuid)
returns table (id uuid, token text, code text, expires_at timestamptz)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_row public.client_invitations;
  v_token text := encode(extensions.gen_random_bytes(32), 'hex');
  v_code text;
begin
  select i.* into v_row from public.client_invitations i where i.id = p_invitation_id for update;
  if v_row.id is null then
    raise exception 'Invitation not found' using errcode = 'PT404';
  end if;
  perform private.invitation_trainer(v_row.trainer_id);
  if v_row.status not in ('invited', 'expired') then
    raise exception 'Only an invitation that was not accepted or withdrawn can be sent again' using errcode = '22023';
  end if;
  if v_row.phone is not null then
    v_code := private.random_invitation_code();
  end if;
  update public.client_invitations i
  set token_hash = private.sha256_hex(v_token),
      code_hash = case when v_code is null then null else private.sha256_hex(v_row.phone || ':' || v_code) end,
      status = 'invited', sent_at = now(), expires_at = now() + interval '7 days'
  where i.id = v_row.id
  returning * into v_row;
  return query select v_row.id, v_token, v_code, v_row.expires_at;
end;
$$;

--   42501 not yours   22023 not outstanding
create function private.revoke_client_invitation(p_invitation_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row public.client_invitations;
begin
  select i.* into v_row from public.client_invitations i where i.id = p_invitation_id for update;
  if v_row.id is null then
    raise exception 'Invitation not found' using errcode = 'PT404';
  end if;
  perform private.invitation_trainer(v_row.trainer_id);
  if v_row.status not in ('invited', 'expired') then
    raise exception 'This invitation was already accepted or withdrawn' using errcode = '22023';
  end if;
  update public.client_invitations i set status = 'revoked' where i.id = v_row.id;
end;
$$;

-- Accepting --------------------------------------------------------------------------------------

-- Ties the caller to the invitation's trainer and client type. The caller's own row only; role is
-- never touched, and only a client account may accept. Errors say what to do, in words:
--   PT404 unknown token (404)      42501 not signed in, not a client, another address, another coach
--   22023 used, expired, withdrawn, or the coach is no longer active
create function private.accept_invitation(p_token text)
returns table (trainer_id uuid, client_type public.client_type)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_me uuid := (select auth.uid());
  v_user public.users;
  v_row public.client_invitations;
begin
  if v_me is null then
    raise exception 'Sign in to accept the invitation' using errcode = '42501';
  end if;
  if p_token is null or p_token !~ '^[0-9a-f]{64}$' then
    raise exception 'This invitation link is not valid. Check that you copied all of it.' using errcode = 'PT404';
  end if;
  -- The row lock: a second accept of the same token waits here, then sees it accepted.
  select i.* into v_row from public.client_invitations i where i.token_hash = private.sha256_hex(p_token) for update;
  if v_row.id is null then
    raise exception 'This invitation link is not valid. Check that you copied all of it.' using errcode = 'PT404';
  end if;
  perform private.check_invitation_for(v_row, v_me);
  select u.* into v_user from public.users u where u.id = v_me for update;
  update public.users u set assigned_to = v_row.trainer_id, client_type = v_row.client_type where u.id = v_me;
  insert into public.clients (id) values (v_me) on conflict do nothing;
  update public.client_invitations i set status = 'accepted', accepted_by = v_me, accepted_at = now()
  where i.id = v_row.id;
  update public.trainer_join_requests r set status = 'cancelled', decided_at = now()
  where r.client_id = v_me and r.status = 'pending';
  return query select v_row.trainer_id, v_row.client_type;
end;
$$;

-- Whether p_user may accept the (locked) invitation; raises with the reason in words when not.
create function private.check_invitation_for(p_row public.client_invitations, p_user uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user public.users;
begin
  if p_row.status = 'accepted' then
    raise exception 'This invitation has already been used. Sign in with the account that accepted it, or ask your coach for a new one.'
      using errcode = '22023';
  end if;
  if p_row.status = 'revoked' then
    raise exception 'This invitation was withdrawn by your coach. Ask them to send a new one.' using errcode = '22023';
  end if;
  if p_row.status = 'expired' or p_row.expires_at <= now() then
    -- Not marked here: the refusal rolls the transaction back. Readers see it expired by its date.
    raise exception 'This invitation has expired. Ask your coach to send a new one.' using errcode = '22023';
  end if;
  select u.* into v_user from public.users u where u.id = p_user;
  if v_user.id is null or v_user.status <> 'active' then
    raise exception 'Sign in with an active account to accept the invitation' using errcode = '42501';
  end if;
  if v_user.role <> 'client' then
    raise exception 'Invitations are for client accounts. Sign out and register as the client.' using errcode = '42501';
  end if;
  if (p_row.email is not null and v_user.email is distinct from p_row.email)
    or (p_row.phone is not null and v_user.phone is distinct from p_row.phone) then
    raise exception 'This invitation was sent to a different %. Register or sign in with the one it was sent to.',
      case when p_row.email is not null then 'email address' else 'phone number' end
      using errcode = '42501';
  end if;
  if v_user.assigned_to is not null and v_user.assigned_to <> p_row.trainer_id then
    raise exception 'You already have a coach. Ask an admin to move you to this one.' using errcode = '42501';
  end if;
  if not exists (
    select 1 from public.users t where t.id = p_row.trainer_id and t.role in ('staff', 'admin') and t.status = 'active'
  ) then
    raise exception 'This coach is no longer taking clients here.' using errcode = '22023';
  end if;
end;
$$;

-- What the join page shows before anyone registers, for the invitations edge function (the service
-- role): whether the token works and, if so, who invites, for which address and type. An unknown
-- token gives no row.
create function private.invitation_preview(p_token text)
returns table (
  status public.invitation_status, trainer_name text, client_type public.client_type,
  email text, phone text, expires_at timestamptz
)
language sql
stable
security definer
set search_path = ''
as $$
  select private.invitation_effective_status(i.status, i.expires_at),
         nullif(t.name, ''), i.client_type, i.email, i.phone, i.expires_at
  from public.client_invitations i
  join public.users t on t.id = i.trainer_id
  where p_token ~ '^[0-9a-f]{64}$' and i.token_hash = private.sha256_hex(p_token);
$$;

-- Codes typed at registration: a phone invitation's 8 digits, or a coach's join code. At most 10
-- codes that match nothing per person per 15 minutes. Returns what happened:
--   kind 'invitation' (accepted at once) or 'join_request' (pending), and the coach's name.
create function private.redeem_code(p_code text)
returns table (kind text, trainer_name text)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  max_misses constant integer := 10;
  miss_window constant interval := interval '15 minutes';
  v_me uuid := (select auth.uid());
  v_user public.users;
  v_code text := upper(regexp_replace(coalesce(p_code, ''), '[\s-]', '', 'g'));
  v_invitation public.client_invitations;
  v_trainer uuid;
begin
  if v_me is null or not (select private.caller_is_active()) then
    raise exception 'Sign in to use a code' using errcode = '42501';
  end if;
  select u.* into v_user from public.users u where u.id = v_me;
  if v_user.role <> 'client' then
    raise exception 'Codes are for client accounts' using errcode = '42501';
  end if;
  if (
    select count(*) from private.invite_code_checks c
    where c.user_id = v_me and not c.valid and c.checked_at > now() - miss_window
  ) >= max_misses then
    return query select 'limited'::text, null::text;
    return;
  end if;
  if v_code ~ '^[0-9]{8}$' and v_user.phone is not null then
    select i.* into v_invitation from public.client_invitations i
    where i.code_hash = private.sha256_hex(v_user.phone || ':' || v_code) and i.phone = v_user.phone
    for update;
  end if;
  if v_invitation.id is null and v_code ~ '^[A-HJ-NP-Z2-9]{8}$' then
    select j.trainer_id into v_trainer from public.trainer_join_codes j where j.code = v_code;
  end if;
  insert into private.invite_code_checks (user_id, valid) values (v_me, v_invitation.id is not null or v_trainer is not null);
  if v_invitation.id is not null then
    perform private.check_invitation_for(v_invitation, v_me);
    update public.users u set assigned_to = v_invitation.trainer_id, client_type = v_invitation.client_type
    where u.id = v_me;
    insert into public.clients (id) values (v_me) on conflict do nothing;
    update public.client_invitations i set status = 'accepted', accepted_by = v_me, accepted_at = now()
    where i.id = v_invitation.id;
    update public.trainer_join_requests r set status = 'cancelled', decided_at = now()
    where r.client_id = v_me and r.status = 'pending';
    return query select 'invitation'::text, (select nullif(t.name, '') from public.users t where t.id = v_invitation.trainer_id);
    return;
  end if;
  if v_trainer is null then
    return query select 'unknown'::text, null::text;
    return;
  end if;
  if v_user.assigned_to is not null then
    raise exception 'You already have a coach. Ask an admin to move you.' using errcode = '42501';
  end if;
  if not exists (select 1 from public.users t where t.id = v_trainer and t.status = 'active') then
    return query select 'unknown'::text, null::text;
    return;
  end if;
  update public.trainer_join_requests r set status = 'cancelled', decided_at = now()
  where r.client_id = v_me and r.status = 'pending';
  insert into public.trainer_join_requests (client_id, trainer_id) values (v_me, v_trainer);
  return query select 'join_request'::text, (select nullif(t.name, '') from public.users t where t.id = v_trainer);
end;
$$;

-- Join codes and requests ------------------------------------------------------------------------

-- The caller's join code, made on first use. Staff and admins only.
create function private.my_join_code(p_regenerate boolean)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_me uuid := (select auth.uid());
  v_code text;
begin
  if v_me is null or not (select private.is_staff()) then
    raise exception 'Only staff and admins have a join code' using errcode = '42501';
  end if;
  select j.code into v_code from public.trainer_join_codes j where j.trainer_id = v_me for update;
  if v_code is not null and not p_regenerate then
    return v_code;
  end if;
  loop
    v_code := private.random_join_code();
    exit when not exists (select 1 from public.trainer_join_codes j where j.code = v_code);
  end loop;
  insert into public.trainer_join_codes (trainer_id, code) values (v_me, v_code)
  on conflict (trainer_id) do update set code = excluded.code, created_at = now();
  return v_code;
end;
$$;

-- The pending join requests addressed to the caller (all of them for an admin), with the names of
-- people the caller cannot otherwise read yet.
create function private.pending_join_requests()
returns table (
  id uuid, client_id uuid, trainer_id uuid, name text, email text, phone text, created_at timestamptz
)
language sql
stable
security definer
set search_path = ''
as $$
  select r.id, r.client_id, r.trainer_id, nullif(u.name, ''), u.email, u.phone, r.created_at
  from public.trainer_join_requests r
  join public.users u on u.id = r.client_id
  where r.status = 'pending'
    and (select private.is_staff())
    and (r.trainer_id = (select auth.uid()) or (select private.is_admin()))
  order by r.created_at;
$$;

--   42501 not the coach (or an admin)   22023 already answered, or the person has a coach now
create function private.answer_join_request(p_request_id uuid, p_accept boolean, p_client_type public.client_type)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_me uuid := (select auth.uid());
  v_row public.trainer_join_requests;
begin
  select r.* into v_row from public.trainer_join_requests r where r.id = p_request_id for update;
  if v_row.id is null or not (select private.is_staff())
    or (v_row.trainer_id <> v_me and not (select private.is_admin())) then
    raise exception 'Join request not found' using errcode = 'PT404';
  end if;
  if v_row.status <> 'pending' then
    raise exception 'This request was already answered' using errcode = '22023';
  end if;
  if p_accept then
    if exists (select 1 from public.users u where u.id = v_row.client_id and (u.assigned_to is not null or u.role <> 'client')) then
      raise exception 'This person has a coach now' using errcode = '22023';
    end if;
    update public.users u set assigned_to = v_row.trainer_id, client_type = coalesce(p_client_type, 'programming')
    where u.id = v_row.client_id;
    insert into public.clients (id) values (v_row.client_id) on conflict do nothing;
  end if;
  update public.trainer_join_requests r
  set status = case when p_accept then 'accepted'::public.join_request_status else 'declined'::public.join_request_status end,
      client_type = case when p_accept then coalesce(p_client_type, 'programming') end,
      decided_at = now(), decided_by = v_me
  where r.id = v_row.id;
end;
$$;

-- The API: security invoker wrappers ----------------------------------------------------------------

create function public.create_client_invitation(
  p_email text default null, p_phone text default null,
  p_client_type public.client_type default 'programming', p_trainer_id uuid default null
)
returns table (id uuid, token text, code text, expires_at timestamptz)
language sql security invoker set search_path = ''
as $$ select * from private.create_client_invitation(p_email, p_phone, p_client_type, p_trainer_id); $$;

create function public.resend_client_invitation(p_invitation_id uuid)
returns table (id uuid, token text, code text, expires_at timestamptz)
language sql security invoker set search_path = ''
as $$ select * from private.resend_client_invitation(p_invitation_id); $$;

create function public.revoke_client_invitation(p_invitation_id uuid)
returns void
language sql security invoker set search_path = ''
as $$ select private.revoke_client_invitation(p_invitation_id); $$;

create function public.accept_invitation(p_token text)
returns table (trainer_id uuid, client_type public.client_type)
language sql security invoker set search_path = ''
as $$ select * from private.accept_invitation(p_token); $$;

create function public.invitation_preview(p_token text)
returns table (
  status public.invitation_status, trainer_name text, client_type public.client_type,
  email text, phone text, expires_at timestamptz
)
language sql security invoker set search_path = ''
as $$ select * from private.invitation_preview(p_token); $$;

create function public.redeem_code(p_code text)
returns table (kind text, trainer_name text)
language sql security invoker set search_path = ''
as $$ select * from private.redeem_code(p_code); $$;

create function public.my_join_code(p_regenerate boolean default false)
returns text
language sql security invoker set search_path = ''
as $$ select private.my_join_code(p_regenerate); $$;

create function public.pending_join_requests()
returns table (
  id uuid, client_id uuid, trainer_id uuid, name text, email text, phone text, created_at timestamptz
)
language sql security invoker set search_path = ''
as $$ select * from private.pending_join_requests(); $$;

create function public.answer_join_request(
  p_request_id uuid, p_accept boolean, p_client_type public.client_type default 'programming'
)
returns void
language sql security invoker set search_path = ''
as $$ select private.answer_join_request(p_request_id, p_accept, p_client_type); $$;

-- Privileges ---------------------------------------------------------------------------------------
-- Tables: readable without the hashes; written by the functions only (and the service role, which
-- tests and admin tooling use). No API role may select token_hash or code_hash.
grant select (id, invited_by, trainer_id, client_type, email, phone, status, expires_at, sent_at, accepted_by, accepted_at, created_at) on table public.client_invitations to authenticated, service_role;
grant insert, update, delete on table public.client_invitations to service_role;
grant select on table public.trainer_join_codes to authenticated;
grant select, insert, update, delete on table public.trainer_join_codes to service_role;
grant select on table public.trainer_join_requests to authenticated;
grant select, insert, update, delete on table public.trainer_join_requests to service_role;

revoke all on function private.sha256_hex(text) from public, anon, authenticated, service_role;
revoke all on function private.random_join_code() from public, anon, authenticated, service_role;
revoke all on function private.random_invitation_code() from public, anon, authenticated, service_role;
revoke all on function private.invitation_effective_status(public.invitation_status, timestamptz) from public, anon, authenticated, service_role;
revoke all on function private.invitation_trainer(uuid) from public, anon, authenticated, service_role;
revoke all on function private.check_invitation_for(public.client_invitations, uuid) from public, anon, authenticated, service_role;
revoke all on function private.create_client_invitation(text, text, public.client_type, uuid) from public, anon;
revoke all on function private.resend_client_invitation(uuid) from public, anon;
revoke all on function private.revoke_client_invitation(uuid) from public, anon;
revoke all on function private.accept_invitation(text) from public, anon;
revoke all on function private.invitation_preview(text) from public, anon, authenticated;
revoke all on function private.redeem_code(text) from public, anon;
revoke all on function private.my_join_code(boolean) from public, anon;
revoke all on function private.pending_join_requests() from public, anon;
revoke all on function private.answer_join_request(uuid, boolean, public.client_type) from public, anon;
grant execute on function private.create_client_invitation(text, text, public.client_type, uuid) to authenticated;
grant execute on function private.resend_client_invitation(uuid) to authenticated;
grant execute on function private.revoke_client_invitation(uuid) to authenticated;
grant execute on function private.accept_invitation(text) to authenticated;
grant execute on function private.invitation_preview(text) to service_role;
grant execute on function private.redeem_code(text) to authenticated;
grant execute on function private.my_join_code(boolean) to authenticated;
grant execute on function private.pending_join_requests() to authenticated;
grant execute on function private.answer_join_request(uuid, boolean, public.client_type) to authenticated;

revoke all on function public.create_client_invitation(text, text, public.client_type, uuid) from public, anon, service_role;
revoke all on function public.resend_client_invitation(uuid) from public, anon, service_role;
revoke all on function public.revoke_client_invitation(uuid) from public, anon, service_role;
revoke all on function public.accept_invitation(text) from public, anon, service_role;
revoke all on function public.invitation_preview(text) from public, anon, authenticated;
revoke all on function public.redeem_code(text) from public, anon, service_role;
revoke all on function public.my_join_code(boolean) from public, anon, service_role;
revoke all on function public.pending_join_requests() from public, anon, service_role;
revoke all on function public.answer_join_request(uuid, boolean, public.client_type) from public, anon, service_role;
grant execute on function public.create_client_invitation(text, text, public.client_type, uuid) to authenticated;
grant execute on function public.resend_client_invitation(uuid) to authenticated;
grant execute on function public.revoke_client_invitation(uuid) to authenticated;
grant execute on function public.accept_invitation(text) to authenticated;
grant execute on function public.invitation_preview(text) to service_role;
grant execute on function public.redeem_code(text) to authenticated;
grant execute on function public.my_join_code(boolean) to authenticated;
grant execute on function public.pending_join_requests() to authenticated;
grant execute on function public.answer_join_request(uuid, boolean, public.client_type) to authenticated;
