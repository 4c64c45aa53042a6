-- Body weight and habits (issue 33). See docs/habits.md.
--
-- * public.body_weight_entries: a client's body weight, one row per client per day (the client's own
--   calendar day, sent by the device; a second save that day replaces the first: upsert on
--   (client_id, measured_on)). Always kilograms, to the gram (docs/units.md). The client reads and
--   writes their own; their trainer and admins read. Body scans (assessments) stay the trainer's
--   occasional, detailed record; this is the client's quick daily one.
-- * public.habits: what a coach asks a client to do (drink 2 L of water, 8,000 steps, a custom one),
--   every day or a number of days a week. Staff write them for assigned clients (admins for any);
--   the client and their trainer read them. Archived, never deleted by a coach in the app, so old
--   ticks keep their meaning.
-- * public.habit_ticks: "done" for one habit on one day. The id is made on the device (the outbox's
--   item id), and (habit_id, tick_date) is unique, so a retried or duplicated send never counts
--   twice. Only the client ticks (and unticks: delete) their own active habits.

create type public.habit_frequency as enum ('daily', 'weekly');

-- Tables -----------------------------------------------------------------------------------------

create table public.body_weight_entries (
  id uuid primary key default gen_random_uuid(),
  client_id uuid not null references public.users (id) on delete cascade,
  measured_on date not null,
  -- A float, as every weight in the schema (the app rounds to the gram); NaN sorts above 400 and fails.
  weight_kg double precision not null check (weight_kg between 20 and 400),
  created_by uuid not null references public.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint body_weight_entries_one_per_day unique (client_id, measured_on),
  -- The device sends its own calendar day: up to a day ahead of the server's (time zones east of UTC).
  constraint body_weight_entries_measured_on_not_future check (measured_on <= current_date + 1),
  constraint body_weight_entries_measured_on_in_range check (measured_on >= '1900-01-01' and measured_on < '2200-01-01'),
  constraint body_weight_entries_created_at_in_range check (created_at >= '1900-01-01' and created_at < '2200-01-01'),
  constraint body_weight_entries_updated_at_in_range check (updated_at >= '1900-01-01' and updated_at < '2200-01-01')
);
comment on table public.body_weight_entries is
  'A client''s body weight in kg, one per client per day (their own day). Client writes own; trainer and admins read.';

create index body_weight_entries_created_by_idx on public.body_weight_entries (created_by);

create table public.habits (
  id uuid primary key default gen_random_uuid(),
  client_id uuid not null references public.users (id) on delete cascade,
  title text not null check (char_length(btrim(title)) between 1 and 80),
  notes text check (notes is null or char_length(notes) <= 500),
  frequency public.habit_frequency not null default 'daily',
  -- Weekly habits: days a week (1-6); a daily habit has none (every day).
  days_per_week smallint check (days_per_week between 1 and 6),
  starts_on date not null default current_date,
  archived_at timestamptz,
  created_by uuid not null references public.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint habits_target_matches_frequency check ((frequency = 'daily') = (days_per_week is null)),
  constraint habits_starts_on_in_range check (starts_on >= '1900-01-01' and starts_on < '2200-01-01'),
  constraint habits_archived_at_in_range check (archived_at is null or (archived_at >= '1900-01-01' and archived_at < '2200-01-01')),
  constraint habits_created_at_in_range check (created_at >= '1900-01-01' and created_at < '2200-01-01'),
  constraint habits_updated_at_in_range check (updated_at >= '1900-01-01' and updated_at < '2200-01-01')
);
comment on table public.habits is
  'Habits a coach assigns to a client, daily or N days a week. Staff write for assigned clients; client and trainer read.';

create index habits_client_idx on public.habits (client_id, archived_at);
create index habits_created_by_idx on public.habits (created_by);

create table public.habit_ticks (
  id uuid primary key,
  habit_id uuid not null references public.habits (id) on delete cascade,
  client_id uuid not null references public.users (id) on delete cascade,
  tick_date date not null,
  created_at timestamptz not null default now(),
  constraint habit_ticks_once_a_day unique (habit_id, tick_date),
  constraint habit_ticks_tick_date_not_future check (tick_date <= current_date + 1),
  constraint habit_ticks_tick_date_in_range check (tick_date >= '1900-01-01' and tick_date < '2200-01-01'),
  constraint habit_ticks_created_at_in_range check (created_at >= '1900-01-01' and created_at < '2200-01-01')
);
comment on table public.habit_ticks is
  'A habit done on a day (the client''s day). Id made on the device; one per habit per day. Client writes own.';

create index habit_ticks_client_date_idx on public.habit_ticks (client_id, tick_date);

create trigger body_weight_entries_keep_id
before update of id on public.body_weight_entries
for each row execute function private.keep_primary_key();

create trigger body_weight_entries_updated_at
before update on public.body_weight_entries
for each row execute function private.set_updated_at();

create trigger habits_keep_id
before update of id on public.habits
for each row execute function private.keep_primary_key();

create trigger habits_updated_at
before update on public.habits
for each row execute function private.set_updated_at();

create trigger habit_ticks_keep_id
before update of id on public.habit_ticks
for each row execute function private.keep_primary_key();

-- Row-level security -----------------------------------------------------------------------------

alter table public.body_weight_entries enable row level security;

create policy "body_weight_entries: active accounts only"
on public.body_weight_entries as restrictive for all to authenticated
using ((select private.caller_is_active())) with check ((select private.caller_is_active()));

create policy "body_weight_entries: read own, assigned, or all for admin"
on public.body_weight_entries for select to authenticated
using (client_id = (select auth.uid()) or client_id in (select private.assigned_client_ids()) or (select private.is_admin()));

create policy "body_weight_entries: a client adds their own"
on public.body_weight_entries for insert to authenticated
with check (client_id = (select auth.uid()) and created_by = (select auth.uid()));

create policy "body_weight_entries: a client edits their own"
on public.body_weight_entries for update to authenticated
using (client_id = (select auth.uid()))
with check (client_id = (select auth.uid()) and created_by = (select auth.uid()));

create policy "body_weight_entries: a client deletes their own"
on public.body_weight_entries for delete to authenticated
using (client_id = (select auth.uid()));

alter table public.habits enable row level security;

create policy "habits: active accounts only"
on public.habits as restrictive for all to authenticated
using ((select private.caller_is_active())) with check ((select private.caller_is_active()));

create policy "habits: read own, assigned, or all for admin"
on public.habits for select to authenticated
using (client_id = (select auth.uid()) or client_id in (select private.assigned_client_ids()) or (select private.is_admin()));

create policy "habits: staff assign them to assigned clients"
on public.habits for insert to authenticated
with check (
  created_by = (select auth.uid())
  and (select private.is_staff())
  and (client_id in (select private.assigned_client_ids()) or (select private.is_admin()))
);

create policy "habits: staff edit them for assigned clients"
on public.habits for update to authenticated
using ((select private.is_staff()) and (client_id in (select private.assigned_client_ids()) or (select private.is_admin())))
with check ((select private.is_staff()) and (client_id in (select private.assigned_client_ids()) or (select private.is_admin())));

create policy "habits: staff delete them for assigned clients"
on public.habits for delete to authenticated
using ((select private.is_staff()) and (client_id in (select private.assigned_client_ids()) or (select private.is_admin())));

alter table public.habit_ticks enable row level security;

create policy "habit_ticks: active accounts only"
on public.habit_ticks as restrictive for all to authenticated
using ((select private.caller_is_active())) with check ((select private.caller_is_active()));

create policy "habit_ticks: read own, assigned, or all for admin"
on public.habit_ticks for select to authenticated
using (client_id = (select auth.uid()) or client_id in (select private.assigned_client_ids()) or (select private.is_admin()));

-- The habit must be the caller's own and not archived (read under the caller's own habits policy).
create policy "habit_ticks: a client ticks their own active habits"
on public.habit_ticks for insert to authenticated
with check (
  client_id = (select auth.uid())
  and exists (
    select 1 from public.habits h
    where h.id = habit_id and h.client_id = (select auth.uid()) and h.archived_at is null
  )
);

create policy "habit_ticks: a client unticks their own"
on public.habit_ticks for delete to authenticated
using (client_id = (select auth.uid()));

-- Grants (hosted Supabase grants new tables to no API role by itself) ---------------------------

grant select, insert, update, delete on table public.body_weight_entries to authenticated, service_role;
grant select, insert, update, delete on table public.habits to authenticated, service_role;
grant select, insert, delete on table public.habit_ticks to authenticated;
grant select, insert, update, delete on table public.habit_ticks to service_role;
