-- The client profile (issue 8B): private coach notes, trainer comments on logged workouts, cycle
-- sharing the client controls, and the onboarding "ask me later" marker.
--
-- * Coach notes leave public.clients: a client reads their own clients row, so a column there is
--   readable by the very person it must be hidden from (guard_coach_notes only stopped writes).
--   They move to public.client_notes, which only staff assigned to the client (and admins) reach.
-- * public.workout_log_comments: a trainer's comment on one logged workout; the client reads it.
-- * users.cycle_shared_with_trainer (off by default): cycle entries reach the client's trainer or
--   an admin only while the client has tracking on AND shares. Enforced in the select policy.
-- * users.onboarding_dismissed_at: the client skipped the onboarding questions for now.
-- Tests: tests/integration/rls/client-profile.test.ts, client-records.test.ts (cycle entries).

-- Users: the two client-controlled settings -------------------------------------------------------
alter table public.users
  add column cycle_shared_with_trainer boolean not null default false,
  add column onboarding_dismissed_at timestamptz
    constraint users_onboarding_dismissed_at_in_range
    check (onboarding_dismissed_at is null or (onboarding_dismissed_at >= '1900-01-01' and onboarding_dismissed_at < '2200-01-01'));

-- Consent is the client's own: not even an admin flips it for them.
create or replace function private.guard_cycle_consent()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('authenticated', 'anon')
    and new.cycle_shared_with_trainer is distinct from old.cycle_shared_with_trainer
    and new.id is distinct from (select auth.uid())
  then
    raise exception 'Only the client can change whether their cycle is shared' using errcode = '42501';
  end if;
  return new;
end;
$$;

create trigger users_guard_cycle_consent
before update on public.users
for each row execute function private.guard_cycle_consent();

-- Whether a client's cycle entries may be shown to staff: tracking on and sharing agreed.
create or replace function private.cycle_shared_with_staff(target uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select u.cycle_tracking_enabled and u.cycle_shared_with_trainer from public.users u where u.id = target),
    false);
$$;

revoke execute on function private.cycle_shared_with_staff(uuid) from public, anon;
grant execute on function private.cycle_shared_with_staff(uuid) to authenticated, service_role;

drop policy "cycle_entries: read own, assigned, or all for admin" on public.cycle_entries;

create policy "cycle_entries: read own; staff only what the client shares"
on public.cycle_entries for select to authenticated
using (
  user_id = (select auth.uid())
  or ((user_id in (select private.assigned_client_ids()) or (select private.is_admin()))
    and private.cycle_shared_with_staff(user_id))
);

-- Coach notes --------------------------------------------------------------------------------------
create table public.client_notes (
  id uuid primary key default gen_random_uuid(),
  client_id uuid not null references public.users (id) on delete cascade,
  author_id uuid references public.users (id) on delete set null default auth.uid(),
  body text not null constraint client_notes_body_length check (char_length(btrim(body)) between 1 and 10000),
  created_at timestamptz not null default now()
    constraint client_notes_created_at_in_range check (created_at >= '1900-01-01' and created_at < '2200-01-01'),
  updated_at timestamptz not null default now()
    constraint client_notes_updated_at_in_range check (updated_at >= '1900-01-01' and updated_at < '2200-01-01')
);

comment on table public.client_notes is
  'Private notes staff keep on a client. Never readable by the client.';

create index client_notes_client_created_idx on public.client_notes (client_id, created_at desc);
create index client_notes_author_idx on public.client_notes (author_id);

create trigger client_notes_set_updated_at
before update on public.client_notes
for each row execute function private.set_updated_at();

create trigger client_notes_keep_author before update on public.client_notes
for each row execute function private.keep_column_unless_admin('author_id');

create trigger client_notes_keep_id before update of id on public.client_notes
for each row execute function private.keep_primary_key();

alter table public.client_notes enable row level security;

create policy "client_notes: staff read notes on assigned clients; admins all"
on public.client_notes for select to authenticated
using ((select private.is_staff()) and (client_id in (select private.assigned_client_ids()) or (select private.is_admin())));

create policy "client_notes: staff write them as themselves for assigned clients"
on public.client_notes for insert to authenticated
with check (
  author_id = (select auth.uid())
  and (select private.is_staff())
  and (client_id in (select private.assigned_client_ids()) or (select private.is_admin()))
);

create policy "client_notes: authors edit their own notes on assigned clients; admins any"
on public.client_notes for update to authenticated
using ((author_id = (select auth.uid()) and client_id in (select private.assigned_client_ids())) or (select private.is_admin()))
with check ((author_id = (select auth.uid()) and client_id in (select private.assigned_client_ids())) or (select private.is_admin()));

create policy "client_notes: authors delete their own notes on assigned clients; admins any"
on public.client_notes for delete to authenticated
using ((author_id = (select auth.uid()) and client_id in (select private.assigned_client_ids())) or (select private.is_admin()));

create policy "client_notes: active accounts only"
on public.client_notes as restrictive for all to authenticated
using ((select private.caller_is_active())) with check ((select private.caller_is_active()));

grant select, insert, update, delete on table public.client_notes to authenticated;
grant select, insert, update, delete on table public.client_notes to service_role;

-- The old column's notes become the first note, written by the client's trainer at the time.
insert into public.client_notes (client_id, author_id, body, created_at)
select c.id, u.assigned_to, c.coach_notes, c.updated_at
from public.clients c
join public.users u on u.id = c.id
where c.coach_notes is not null and btrim(c.coach_notes) <> '';

drop trigger clients_guard_coach_notes on public.clients;
drop function private.guard_coach_notes();
alter table public.clients drop column coach_notes;

-- Trainer comments on a logged workout ------------------------------------------------------------
create table public.workout_log_comments (
  id uuid primary key default gen_random_uuid(),
  log_id uuid not null references public.workout_logs (id) on delete cascade,
  client_id uuid not null references public.users (id) on delete cascade,
  author_id uuid references public.users (id) on delete set null default auth.uid(),
  body text not null constraint workout_log_comments_body_length check (char_length(btrim(body)) between 1 and 2000),
  created_at timestamptz not null default now()
    constraint workout_log_comments_created_at_in_range check (created_at >= '1900-01-01' and created_at < '2200-01-01'),
  updated_at timestamptz not null default now()
    constraint workout_log_comments_updated_at_in_range check (updated_at >= '1900-01-01' and updated_at < '2200-01-01')
);

comment on table public.workout_log_comments is
  'A coach''s comment on one logged workout; the client reads it. client_id is the log''s owner.';

create index workout_log_comments_log_idx on public.workout_log_comments (log_id, created_at);
create index workout_log_comments_client_created_idx on public.workout_log_comments (client_id, created_at desc);
create index workout_log_comments_author_idx on public.workout_log_comments (author_id);

create trigger workout_log_comments_set_updated_at
before update on public.workout_log_comments
for each row execute function private.set_updated_at();

create trigger workout_log_comments_keep_author before update on public.workout_log_comments
for each row execute function private.keep_column_unless_admin('author_id');

create trigger workout_log_comments_keep_id before update of id on public.workout_log_comments
for each row execute function private.keep_primary_key();

alter table public.workout_log_comments enable row level security;

create policy "workout_log_comments: read own, assigned, or all for admin"
on public.workout_log_comments for select to authenticated
using (client_id = (select auth.uid()) or client_id in (select private.assigned_client_ids()) or (select private.is_admin()));

-- private.log_belongs_to keeps client_id honest: the comment sits on a log of that client.
create policy "workout_log_comments: staff comment as themselves on assigned clients' logs"
on public.workout_log_comments for insert to authenticated
with check (
  author_id = (select auth.uid())
  and (select private.is_staff())
  and (client_id in (select private.assigned_client_ids()) or (select private.is_admin()))
  and private.log_belongs_to(log_id, client_id)
);

create policy "workout_log_comments: authors edit their own comments; admins any"
on public.workout_log_comments for update to authenticated
using ((author_id = (select auth.uid()) and client_id in (select private.assigned_client_ids())) or (select private.is_admin()))
with check (
  ((author_id = (select auth.uid()) and client_id in (select private.assigned_client_ids())) or (select private.is_admin()))
  and private.log_belongs_to(log_id, client_id)
);

create policy "workout_log_comments: authors delete their own comments; admins any"
on public.workout_log_comments for delete to authenticated
using ((author_id = (select auth.uid()) and client_id in (select private.assigned_client_ids())) or (select private.is_admin()));

create policy "workout_log_comments: active accounts only"
on public.workout_log_comments as restrictive for all to authenticated
using ((select private.caller_is_active())) with check ((select private.caller_is_active()));

grant select, insert, update, delete on table public.workout_log_comments to authenticated;
grant select, insert, update, delete on table public.workout_log_comments to service_role;
