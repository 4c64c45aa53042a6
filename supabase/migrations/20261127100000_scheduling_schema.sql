-- Appointments and classes (issue 27): the data model and its guarantees. The booking functions
-- are in the next migration; docs/scheduling.md explains the model, the rules and the time zones.
--
-- * A service session is a trainer's time for one service: a 1:1 appointment (capacity 1) or one
--   occurrence of a class (capacity > 1). Its busy range includes the service's buffers, and one
--   exclusion constraint keeps a trainer's scheduled sessions from overlapping, appointments and
--   classes alike (two tables could not share one constraint).
-- * A booking is a client's place in a session. A second exclusion constraint keeps one client's
--   active bookings from overlapping. Seats of a class are counted on the session row, under its
--   row lock.
-- * Nobody writes sessions, bookings or waitlist entries directly: the API roles may only read
--   them (row-level security decides which), and the functions of the next migration write them.

-- btree_gist: equality on uuid inside a GiST exclusion constraint. Hosted Supabase ships it; the
-- embedded backend loads it when PGlite boots (supabase/local/backend.ts).
create extension if not exists btree_gist with schema extensions;

create type public.booking_status as enum (
  'requested', 'booked', 'attended', 'no_show', 'cancelled', 'late_cancelled', 'declined'
);
comment on type public.booking_status is
  'requested, booked, attended and no_show hold the time; cancelled, late_cancelled and declined free it.';
create type public.session_status as enum ('scheduled', 'cancelled');
create type public.service_location as enum ('in_person', 'virtual');
create type public.penalty_outcome as enum ('forfeit_credit', 'fee', 'nothing');
create type public.client_booking_mode as enum ('book', 'request', 'staff_only');
create type public.waitlist_status as enum ('waiting', 'promoted', 'left');

-- Studio settings: one row ---------------------------------------------------------------------
create table public.studio_settings (
  id smallint primary key default 1 check (id = 1),
  time_zone text not null default 'UTC' check (char_length(time_zone) between 1 and 64),
  -- 0 = Sunday ... 6 = Saturday (as programs' day_of_week).
  week_start smallint not null default 1 check (week_start between 0 and 6),
  min_notice_minutes integer not null default 120 check (min_notice_minutes between 0 and 43200),
  max_advance_days integer not null default 60 check (max_advance_days between 1 and 730),
  cancel_window_minutes integer not null default 1440 check (cancel_window_minutes between 0 and 43200),
  late_cancel_outcome public.penalty_outcome not null default 'forfeit_credit',
  late_cancel_fee_minor integer not null default 0 check (late_cancel_fee_minor between 0 and 10000000),
  no_show_outcome public.penalty_outcome not null default 'forfeit_credit',
  no_show_fee_minor integer not null default 0 check (no_show_fee_minor between 0 and 10000000),
  currency text not null default 'USD' check (currency ~ '^[A-Z]{3}$'),
  max_bookings_per_day integer check (max_bookings_per_day between 1 and 50),
  max_bookings_per_week integer check (max_bookings_per_week between 1 and 200),
  max_upcoming_bookings integer check (max_upcoming_bookings between 1 and 500),
  client_booking_mode public.client_booking_mode not null default 'book',
  updated_at timestamptz not null default now()
);
comment on table public.studio_settings is
  'The studio''s one row of booking rules: time zone, notice, advance, cancel window, penalties (money in minor units), limits.';

insert into public.studio_settings (id) values (1);

-- A time zone the database does not know would make every expansion fail later: refuse it now.
create or replace function private.check_studio_time_zone()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not exists (select 1 from pg_catalog.pg_timezone_names z where z.name = new.time_zone) then
    raise exception 'Unknown time zone "%": use an IANA name such as Europe/London', new.time_zone
      using errcode = '22023';
  end if;
  return new;
end;
$$;

create trigger studio_settings_check_time_zone
before insert or update of time_zone on public.studio_settings
for each row execute function private.check_studio_time_zone();

create trigger studio_settings_set_updated_at
before update on public.studio_settings
for each row execute function private.set_updated_at();

-- Services ---------------------------------------------------------------------------------------
create table public.services (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(btrim(name)) between 1 and 120),
  description text not null default '' check (char_length(description) <= 2000),
  duration_minutes integer not null check (duration_minutes between 5 and 720),
  buffer_before_minutes integer not null default 0 check (buffer_before_minutes between 0 and 240),
  buffer_after_minutes integer not null default 0 check (buffer_after_minutes between 0 and 240),
  -- 1 = appointment; more = class.
  capacity integer not null default 1 check (capacity between 1 and 500),
  location public.service_location not null default 'in_person',
  video_url text check (video_url is null or (video_url ~ '^https://' and char_length(video_url) <= 500)),
  colour text not null default '#2563eb' check (colour ~ '^#[0-9a-fA-F]{6}$'),
  -- null: every client type may book; otherwise only these (public.client_type values). text[], not
  -- client_type[]: lite's Data API sends a JSON array to an enum-array column without braces
  -- (22P02, docs/local-backend.md); the check keeps the values the enum's.
  allowed_client_types text[] check (
    allowed_client_types is null
    or (cardinality(allowed_client_types) > 0
      and allowed_client_types <@ enum_range(null::public.client_type)::text[])
  ),
  is_archived boolean not null default false,
  created_by uuid references public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint services_virtual_has_link check (location = 'in_person' or video_url is not null)
);
comment on table public.services is
  'Service types: appointments (capacity 1) and classes. Archived services take no new bookings and keep their history.';

create index services_created_by_idx on public.services (created_by);
create index services_active_name_idx on public.services (is_archived, name);

create trigger services_set_updated_at
before update on public.services
for each row execute function private.set_updated_at();

-- Which trainers deliver which service.
create table public.service_trainers (
  id uuid primary key default gen_random_uuid(),
  service_id uuid not null references public.services (id) on delete cascade,
  trainer_id uuid not null references public.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  constraint service_trainers_once unique (service_id, trainer_id)
);
create index service_trainers_trainer_idx on public.service_trainers (trainer_id);

-- Availability -----------------------------------------------------------------------------------
-- Weekly hours: local wall-clock times in the studio's time zone, several ranges a day.
create table public.trainer_hours (
  id uuid primary key default gen_random_uuid(),
  trainer_id uuid not null references public.users (id) on delete cascade,
  weekday smallint not null check (weekday between 0 and 6),
  start_time time not null,
  end_time time not null,
  created_at timestamptz not null default now(),
  constraint trainer_hours_order check (start_time < end_time),
  constraint trainer_hours_no_overlap exclude using gist (
    trainer_id with =,
    weekday with =,
    tsrange('2000-01-01'::date + start_time, '2000-01-01'::date + end_time) with &&
  )
);
comment on table public.trainer_hours is
  'Weekly hours, local times in the studio time zone; weekday 0 = Sunday. A date override replaces them for its date.';

-- Date overrides: other hours on one date, or none (start_time and end_time null: not working).
create table public.trainer_date_overrides (
  id uuid primary key default gen_random_uuid(),
  trainer_id uuid not null references public.users (id) on delete cascade,
  on_date date not null,
  start_time time,
  end_time time,
  note text not null default '' check (char_length(note) <= 200),
  created_at timestamptz not null default now(),
  constraint trainer_date_overrides_times check (
    (start_time is null and end_time is null) or (start_time is not null and end_time is not null and start_time < end_time)
  ),
  constraint trainer_date_overrides_no_overlap exclude using gist (
    trainer_id with =,
    tsrange(on_date + coalesce(start_time, '00:00'::time), on_date + coalesce(end_time, '24:00'::time)) with &&
  )
);

-- Blockouts: absolute periods away (holiday, sick day), any length.
create table public.trainer_blockouts (
  id uuid primary key default gen_random_uuid(),
  trainer_id uuid not null references public.users (id) on delete cascade,
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  reason text not null default '' check (char_length(reason) <= 200),
  created_at timestamptz not null default now(),
  constraint trainer_blockouts_order check (starts_at < ends_at)
);
create index trainer_blockouts_trainer_idx on public.trainer_blockouts using gist (trainer_id, tstzrange(starts_at, ends_at));

-- Sessions ---------------------------------------------------------------------------------------
create table public.service_sessions (
  id uuid primary key default gen_random_uuid(),
  service_id uuid not null references public.services (id) on delete restrict,
  trainer_id uuid not null references public.users (id) on delete cascade,
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  buffer_before_minutes integer not null default 0 check (buffer_before_minutes between 0 and 240),
  buffer_after_minutes integer not null default 0 check (buffer_after_minutes between 0 and 240),
  -- [starts_at - buffer before, ends_at + buffer after): set by trigger from the columns above.
  busy tstzrange not null,
  capacity integer not null check (capacity between 1 and 500),
  seats_taken integer not null default 0,
  status public.session_status not null default 'scheduled',
  series_id uuid,
  created_by uuid references public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  cancelled_at timestamptz,
  constraint service_sessions_order check (starts_at < ends_at and ends_at <= starts_at + interval '24 hours'),
  constraint service_sessions_seats check (seats_taken between 0 and capacity),
  -- No double booking of a trainer, buffers included, for scheduled sessions only.
  constraint service_sessions_trainer_free exclude using gist (trainer_id with =, busy with &&)
    where (status = 'scheduled')
);
comment on table public.service_sessions is
  'A trainer''s time for one service: an appointment (capacity 1) or a class occurrence. Written only by the booking functions.';

create index service_sessions_service_idx on public.service_sessions (service_id, starts_at);
create index service_sessions_starts_idx on public.service_sessions (starts_at);
create index service_sessions_created_by_idx on public.service_sessions (created_by);

create or replace function private.set_session_busy()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.busy := tstzrange(
    new.starts_at - make_interval(mins => new.buffer_before_minutes),
    new.ends_at + make_interval(mins => new.buffer_after_minutes),
    '[)'
  );
  return new;
end;
$$;

create trigger service_sessions_set_busy
before insert or update of starts_at, ends_at, buffer_before_minutes, buffer_after_minutes, busy
on public.service_sessions
for each row execute function private.set_session_busy();

create trigger service_sessions_set_updated_at
before update on public.service_sessions
for each row execute function private.set_updated_at();

-- Bookings ---------------------------------------------------------------------------------------
create table public.bookings (
  id uuid primary key default gen_random_uuid(),
  session_id uuid not null references public.service_sessions (id) on delete cascade,
  service_id uuid not null references public.services (id) on delete restrict,
  trainer_id uuid not null references public.users (id) on delete cascade,
  client_id uuid not null references public.users (id) on delete cascade,
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  during tstzrange generated always as (tstzrange(starts_at, ends_at, '[)')) stored,
  status public.booking_status not null default 'booked',
  note text not null default '' check (char_length(note) <= 500),
  series_id uuid,
  series_index integer check (series_index between 1 and 200),
  -- What a late cancel or a no-show costs (the money side is wired by the packages issue).
  outcome public.penalty_outcome,
  fee_minor integer check (fee_minor between 0 and 10000000),
  cancel_reason text check (char_length(cancel_reason) <= 500),
  cancelled_at timestamptz,
  cancelled_by uuid references public.users (id) on delete set null,
  attendance_marked_at timestamptz,
  -- Staff may book past a rule; which rules, and who, are kept.
  overridden boolean not null default false,
  overridden_rules text[] not null default '{}',
  overridden_by uuid references public.users (id) on delete set null,
  booked_by uuid references public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint bookings_order check (starts_at < ends_at),
  constraint bookings_override_recorded check (not overridden or overridden_by is not null),
  -- No client in two places at once (active statuses only).
  constraint bookings_client_free exclude using gist (client_id with =, during with &&)
    where (status in ('requested', 'booked', 'attended', 'no_show'))
);
comment on table public.bookings is
  'A client''s place in a service session. Written only by the booking functions; overrides record who and which rules.';

create unique index bookings_one_place_per_session on public.bookings (session_id, client_id)
  where (status in ('requested', 'booked', 'attended', 'no_show'));
create index bookings_trainer_starts_idx on public.bookings (trainer_id, starts_at);
create index bookings_service_idx on public.bookings (service_id);
create index bookings_series_idx on public.bookings (series_id, starts_at) where series_id is not null;
create index bookings_cancelled_by_idx on public.bookings (cancelled_by);
create index bookings_overridden_by_idx on public.bookings (overridden_by);
create index bookings_booked_by_idx on public.bookings (booked_by);

create trigger bookings_set_updated_at
before update on public.bookings
for each row execute function private.set_updated_at();

-- Waitlist ---------------------------------------------------------------------------------------
create table public.waitlist_entries (
  id uuid primary key default gen_random_uuid(),
  session_id uuid not null references public.service_sessions (id) on delete cascade,
  client_id uuid not null references public.users (id) on delete cascade,
  -- First come, first promoted: the order of joining (seq breaks ties of the same instant).
  seq bigint generated always as identity,
  joined_at timestamptz not null default now(),
  status public.waitlist_status not null default 'waiting',
  promoted_booking_id uuid references public.bookings (id) on delete set null,
  promoted_at timestamptz,
  left_at timestamptz
);
create index waitlist_entries_session_idx on public.waitlist_entries (session_id, status, seq);
create unique index waitlist_entries_once on public.waitlist_entries (session_id, client_id) where (status = 'waiting');
create index waitlist_entries_client_idx on public.waitlist_entries (client_id);
create index waitlist_entries_promoted_booking_idx on public.waitlist_entries (promoted_booking_id);

-- Every table: ids never change, dates stay finite (as 20261123002100_value_limits.sql does). ------
do $$
declare
  t text;
begin
  foreach t in array array['studio_settings', 'services', 'service_trainers', 'trainer_hours',
    'trainer_date_overrides', 'trainer_blockouts', 'service_sessions', 'bookings', 'waitlist_entries']
  loop
    execute format(
      'create trigger %I before update of id on public.%I for each row execute function private.keep_primary_key()',
      t || '_keep_id', t);
  end loop;
end
$$;

do $$
declare
  col record;
begin
  for col in
    select c.relname as relation, a.attname as name
    from pg_attribute a
    join pg_class c on c.oid = a.attrelid
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      and c.relname in ('studio_settings', 'services', 'service_trainers', 'trainer_hours', 'trainer_date_overrides',
        'trainer_blockouts', 'service_sessions', 'bookings', 'waitlist_entries')
      and a.atttypid in ('date'::regtype, 'timestamptz'::regtype, 'timestamp'::regtype)
  loop
    execute format(
      'alter table public.%I add constraint %I check (%I is null or (%I >= ''1900-01-01'' and %I < ''2200-01-01''))',
      col.relation, left(col.relation || '_' || col.name || '_in_range', 63), col.name, col.name, col.name);
  end loop;
end
$$;

-- Row-level security -------------------------------------------------------------------------------
-- Sessions a caller sees beyond their own and the class timetable: those they, or their assigned
-- clients, hold a place in. Definer so the policy on sessions does not depend on bookings' policy.
create or replace function private.visible_session_ids()
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select b.session_id from public.bookings b
  where (select private.caller_is_active())
    and (b.client_id = (select auth.uid()) or b.client_id in (select private.assigned_client_ids()));
$$;

-- The trainer of a session (waitlist visibility).
create or replace function private.session_trainer_id(p_session_id uuid)
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select s.trainer_id from public.service_sessions s where s.id = p_session_id;
$$;

alter table public.studio_settings enable row level security;
alter table public.services enable row level security;
alter table public.service_trainers enable row level security;
alter table public.trainer_hours enable row level security;
alter table public.trainer_date_overrides enable row level security;
alter table public.trainer_blockouts enable row level security;
alter table public.service_sessions enable row level security;
alter table public.bookings enable row level security;
alter table public.waitlist_entries enable row level security;

-- Active accounts only, on every new table (20261123002000_deactivation_cuts_access.sql).
do $$
declare
  t text;
begin
  foreach t in array array['studio_settings', 'services', 'service_trainers', 'trainer_hours',
    'trainer_date_overrides', 'trainer_blockouts', 'service_sessions', 'bookings', 'waitlist_entries']
  loop
    execute format(
      'create policy %I on public.%I as restrictive for all to authenticated
       using ((select private.caller_is_active())) with check ((select private.caller_is_active()))',
      t || ': active accounts only', t);
  end loop;
end
$$;

create policy "studio_settings: everyone signed in reads the rules"
on public.studio_settings for select to authenticated using (true);
create policy "studio_settings: admins change them"
on public.studio_settings for update to authenticated
using ((select private.is_admin())) with check ((select private.is_admin()));

create policy "services: everyone reads active services; staff read archived ones too"
on public.services for select to authenticated
using (not is_archived or (select private.is_staff()));
create policy "services: admins add"
on public.services for insert to authenticated with check ((select private.is_admin()));
create policy "services: admins edit"
on public.services for update to authenticated
using ((select private.is_admin())) with check ((select private.is_admin()));
create policy "services: admins delete (unused services only; archive the rest)"
on public.services for delete to authenticated using ((select private.is_admin()));

create policy "service_trainers: everyone reads who delivers what"
on public.service_trainers for select to authenticated using (true);
create policy "service_trainers: admins assign"
on public.service_trainers for insert to authenticated with check ((select private.is_admin()));
create policy "service_trainers: admins unassign"
on public.service_trainers for delete to authenticated using ((select private.is_admin()));

-- Availability: a trainer manages their own; admins everyone's. Clients find slots through
-- free_slots(), never the raw hours.
do $$
declare
  t text;
begin
  foreach t in array array['trainer_hours', 'trainer_date_overrides', 'trainer_blockouts']
  loop
    execute format(
      'create policy %I on public.%I for select to authenticated
       using (trainer_id = (select auth.uid()) or (select private.is_admin()))',
      t || ': trainers read their own; admins all', t);
    execute format(
      'create policy %I on public.%I for insert to authenticated
       with check ((trainer_id = (select auth.uid()) and (select private.is_staff())) or (select private.is_admin()))',
      t || ': trainers add their own; admins any', t);
    execute format(
      'create policy %I on public.%I for update to authenticated
       using ((trainer_id = (select auth.uid()) and (select private.is_staff())) or (select private.is_admin()))
       with check ((trainer_id = (select auth.uid()) and (select private.is_staff())) or (select private.is_admin()))',
      t || ': trainers edit their own; admins any', t);
    execute format(
      'create policy %I on public.%I for delete to authenticated
       using ((trainer_id = (select auth.uid()) and (select private.is_staff())) or (select private.is_admin()))',
      t || ': trainers delete their own; admins any', t);
  end loop;
end
$$;

create policy "service_sessions: own, the class timetable, sessions you or your clients are in; admins all"
on public.service_sessions for select to authenticated
using (
  trainer_id = (select auth.uid())
  or (capacity > 1 and status = 'scheduled')
  or id in (select private.visible_session_ids())
  or (select private.is_admin())
);

create policy "bookings: the client, the session's trainer, the client's trainer; admins all"
on public.bookings for select to authenticated
using (
  client_id = (select auth.uid())
  or trainer_id = (select auth.uid())
  or client_id in (select private.assigned_client_ids())
  or (select private.is_admin())
);

create policy "waitlist_entries: the client, their trainer, the class's trainer; admins all"
on public.waitlist_entries for select to authenticated
using (
  client_id = (select auth.uid())
  or client_id in (select private.assigned_client_ids())
  or private.session_trainer_id(session_id) = (select auth.uid())
  or (select private.is_admin())
);

-- Grants: exactly what the policies cover (schema-security.test.ts checks both ways).
grant select, update on table public.studio_settings to authenticated;
grant select, insert, update, delete on table public.services to authenticated;
grant select, insert, delete on table public.service_trainers to authenticated;
grant select, insert, update, delete on table public.trainer_hours to authenticated;
grant select, insert, update, delete on table public.trainer_date_overrides to authenticated;
grant select, insert, update, delete on table public.trainer_blockouts to authenticated;
grant select on table public.service_sessions to authenticated;
grant select on table public.bookings to authenticated;
grant select on table public.waitlist_entries to authenticated;

grant select, insert, update, delete on table
  public.studio_settings, public.services, public.service_trainers, public.trainer_hours,
  public.trainer_date_overrides, public.trainer_blockouts, public.service_sessions, public.bookings,
  public.waitlist_entries
to service_role;

revoke execute on function private.check_studio_time_zone() from public, anon, authenticated, service_role;
revoke execute on function private.set_session_busy() from public, anon, authenticated, service_role;
revoke execute on function private.visible_session_ids() from public, anon;
grant execute on function private.visible_session_ids() to authenticated, service_role;
revoke execute on function private.session_trainer_id(uuid) from public, anon;
grant execute on function private.session_trainer_id(uuid) to authenticated, service_role;
