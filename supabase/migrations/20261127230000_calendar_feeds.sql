-- Calendar feeds and live calendars (issue 27).
--
-- * A private iCalendar subscription URL per person: /functions/v1/calendar-feed?token=<token>.
--   The token is the credential (a calendar app sends no sign-in), so only its SHA-256 is kept; the
--   plain token is returned once, by create_calendar_feed_token(). One active token per person;
--   creating a new one revokes the old (that is "renew"), revoke_calendar_feed_token() turns the
--   feed off. Nobody writes the table directly: the two functions below do, for the caller only.
-- * Realtime: bookings, sessions and waitlist places join the supabase_realtime publication, so an
--   open calendar hears a booking, a move or a cancel (row-level security decides who hears what,
--   on hosted Supabase and in the embedded backend alike). See docs/scheduling.md.

create table public.calendar_feed_tokens (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.users (id) on delete cascade,
  -- Lowercase hex SHA-256 of the token's UTF-8 text; the token itself is never stored.
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null default now()
    check (created_at >= '1900-01-01' and created_at < '2200-01-01'),
  revoked_at timestamptz check (revoked_at is null or (revoked_at >= '1900-01-01' and revoked_at < '2200-01-01'))
);
comment on table public.calendar_feed_tokens is
  'Calendar feed (.ics) tokens, as SHA-256 hashes; one active per user. Written only by create_/revoke_calendar_feed_token().';

create unique index calendar_feed_tokens_one_active on public.calendar_feed_tokens (user_id) where (revoked_at is null);
create index calendar_feed_tokens_user_idx on public.calendar_feed_tokens (user_id, created_at);

create trigger calendar_feed_tokens_keep_id
before update of id on public.calendar_feed_tokens
for each row execute function private.keep_primary_key();

alter table public.calendar_feed_tokens enable row level security;

create policy "calendar_feed_tokens: active accounts only"
on public.calendar_feed_tokens as restrictive for all to authenticated
using ((select private.caller_is_active())) with check ((select private.caller_is_active()));

create policy "calendar_feed_tokens: your own"
on public.calendar_feed_tokens for select to authenticated
using (user_id = (select auth.uid()));

grant select on table public.calendar_feed_tokens to authenticated;
grant select, insert, update, delete on table public.calendar_feed_tokens to service_role;

-- A new feed token for the caller: the old one (if any) stops working in the same transaction.
-- Returns the plain token, once; only its hash is kept. 256 random bits, as 64 hex characters.
-- As the booking functions do, each public function is security invoker and calls a security
-- definer twin in private (not exposed by the Data API), which acts for auth.uid() only.
--   42501 (403) not signed in, or the account is not active
create or replace function private.create_calendar_feed_token()
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_me uuid := (select auth.uid());
  v_token text;
begin
  if v_me is null or not (select private.caller_is_active()) then
    raise exception 'Sign in with an active account to make a calendar link' using errcode = '42501';
  end if;
  -- One at a time per person, so two clicks cannot both find "no active token".
  perform pg_advisory_xact_lock(hashtextextended('calendar_feed:' || v_me::text, 0));
  update public.calendar_feed_tokens set revoked_at = now() where user_id = v_me and revoked_at is null;
  v_token := encode(extensions.gen_random_bytes(32), 'hex');
  insert into public.calendar_feed_tokens (user_id, token_hash)
  values (v_me, encode(sha256(convert_to(v_token, 'UTF8')), 'hex'));
  return v_token;
end;
$$;

-- Turns the caller's feed off. Returns how many tokens were revoked (0 when none was active).
create or replace function private.revoke_calendar_feed_token()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_me uuid := (select auth.uid());
  v_count integer;
begin
  if v_me is null or not (select private.caller_is_active()) then
    raise exception 'Sign in with an active account to turn off a calendar link' using errcode = '42501';
  end if;
  update public.calendar_feed_tokens set revoked_at = now() where user_id = v_me and revoked_at is null;
  get diagnostics v_count = row_count;
  return v_count;
end;
$$;

create or replace function public.create_calendar_feed_token()
returns text
language sql
security invoker
set search_path = ''
as $$
  select private.create_calendar_feed_token();
$$;

create or replace function public.revoke_calendar_feed_token()
returns integer
language sql
security invoker
set search_path = ''
as $$
  select private.revoke_calendar_feed_token();
$$;

revoke all on function private.create_calendar_feed_token() from public, anon;
revoke all on function private.revoke_calendar_feed_token() from public, anon;
grant execute on function private.create_calendar_feed_token() to authenticated;
grant execute on function private.revoke_calendar_feed_token() to authenticated;
revoke all on function public.create_calendar_feed_token() from public, anon, service_role;
revoke all on function public.revoke_calendar_feed_token() from public, anon, service_role;
grant execute on function public.create_calendar_feed_token() to authenticated;
grant execute on function public.revoke_calendar_feed_token() to authenticated;

-- Realtime ---------------------------------------------------------------------------------------
-- The publication exists since 20260101000700_messaging.sql (hosted Supabase also creates it).
alter publication supabase_realtime add table public.bookings, public.service_sessions, public.waitlist_entries;
