-- The training log. workout_sessions holds the workout in progress (resumable on any device);
-- finishing writes one workout_logs row and one workout_log_sets row per performed set. Ids of
-- logs and sets are made on the device, so a retried save never duplicates.
create table public.workout_sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.users (id) on delete cascade,
  workout_id uuid references public.workouts (id) on delete set null,
  workout_name text not null default '',
  status text not null default 'active' check (status in ('active', 'completed', 'discarded')),
  state jsonb not null default '{}'::jsonb,
  revision integer not null default 0 check (revision >= 0),
  started_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  completed_at timestamptz
);

create index workout_sessions_user_status_idx on public.workout_sessions (user_id, status, started_at desc);
create index workout_sessions_workout_idx on public.workout_sessions (workout_id);

create trigger workout_sessions_set_updated_at
before update on public.workout_sessions
for each row execute function private.set_updated_at();

create table public.workout_logs (
  id uuid primary key,
  user_id uuid not null references public.users (id) on delete cascade,
  workout_id uuid references public.workouts (id) on delete set null,
  session_id uuid unique,
  workout_name text not null default '',
  started_at timestamptz,
  completed_at timestamptz,
  duration_seconds integer check (duration_seconds >= 0),
  total_volume double precision not null default 0 check (total_volume >= 0),
  notes text,
  created_at timestamptz not null default now()
);

create index workout_logs_user_created_idx on public.workout_logs (user_id, created_at desc);
create index workout_logs_workout_idx on public.workout_logs (workout_id);

create table public.workout_log_sets (
  id uuid primary key,
  log_id uuid not null references public.workout_logs (id) on delete cascade,
  user_id uuid not null references public.users (id) on delete cascade,
  exercise_id uuid not null references public.exercises (id) on delete restrict,
  workout_exercise_id uuid references public.workout_exercises (id) on delete set null,
  set_number integer not null check (set_number between 1 and 100),
  reps integer check (reps between 0 and 1000),
  weight double precision check (weight >= 0 and weight < 10000),
  duration_seconds integer check (duration_seconds between 0 and 86400),
  rpe real check (rpe between 1 and 10),
  completed boolean not null default true,
  is_warmup boolean not null default false,
  notes text,
  performed_at timestamptz not null default now(),
  created_at timestamptz not null default now()
);

create index workout_log_sets_log_idx on public.workout_log_sets (log_id, set_number);
create index workout_log_sets_user_exercise_idx on public.workout_log_sets (user_id, exercise_id, performed_at desc);
create index workout_log_sets_user_performed_idx on public.workout_log_sets (user_id, performed_at desc);
create index workout_log_sets_exercise_idx on public.workout_log_sets (exercise_id);
create index workout_log_sets_workout_exercise_idx on public.workout_log_sets (workout_exercise_id);

-- A set always belongs to the same person as its log.
create or replace function private.log_belongs_to(log uuid, owner uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.workout_logs l where l.id = log and l.user_id = owner);
$$;

grant execute on all functions in schema private to authenticated, service_role;

alter table public.workout_sessions enable row level security;

create policy "workout_sessions: read own, assigned, or all for admin"
on public.workout_sessions for select to authenticated
using (user_id = (select auth.uid()) or user_id in (select private.assigned_client_ids()) or (select private.is_admin()));

create policy "workout_sessions: start your own"
on public.workout_sessions for insert to authenticated
with check (user_id = (select auth.uid()));

create policy "workout_sessions: update your own"
on public.workout_sessions for update to authenticated
using (user_id = (select auth.uid()))
with check (user_id = (select auth.uid()));

create policy "workout_sessions: discard your own; admins any"
on public.workout_sessions for delete to authenticated
using (user_id = (select auth.uid()) or (select private.is_admin()));

alter table public.workout_logs enable row level security;

create policy "workout_logs: read own, assigned, or all for admin"
on public.workout_logs for select to authenticated
using (user_id = (select auth.uid()) or user_id in (select private.assigned_client_ids()) or (select private.is_admin()));

create policy "workout_logs: log your own"
on public.workout_logs for insert to authenticated
with check (user_id = (select auth.uid()));

create policy "workout_logs: edit your own"
on public.workout_logs for update to authenticated
using (user_id = (select auth.uid()))
with check (user_id = (select auth.uid()));

create policy "workout_logs: delete your own; admins any"
on public.workout_logs for delete to authenticated
using (user_id = (select auth.uid()) or (select private.is_admin()));

alter table public.workout_log_sets enable row level security;

create policy "workout_log_sets: read own, assigned, or all for admin"
on public.workout_log_sets for select to authenticated
using (user_id = (select auth.uid()) or user_id in (select private.assigned_client_ids()) or (select private.is_admin()));

create policy "workout_log_sets: log sets into your own logs"
on public.workout_log_sets for insert to authenticated
with check (user_id = (select auth.uid()) and private.log_belongs_to(log_id, (select auth.uid())));

create policy "workout_log_sets: edit your own"
on public.workout_log_sets for update to authenticated
using (user_id = (select auth.uid()))
with check (user_id = (select auth.uid()) and private.log_belongs_to(log_id, (select auth.uid())));

create policy "workout_log_sets: delete your own; admins any"
on public.workout_log_sets for delete to authenticated
using (user_id = (select auth.uid()) or (select private.is_admin()));
