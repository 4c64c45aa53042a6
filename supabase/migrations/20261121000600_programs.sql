-- programs: an ordered set of workouts assigned to a client, on a weekly schedule (day_of_week)
-- or a flexible one (rotation by position, from starting_workout_index).
create table public.programs (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  description text,
  client_id uuid references public.users (id) on delete cascade,
  created_by uuid not null references public.users (id) on delete cascade,
  status text not null default 'active' check (status in ('draft', 'active', 'completed', 'archived')),
  flex_schedule boolean not null default false,
  starting_workout_index integer not null default 0 check (starting_workout_index >= 0),
  difficulty text check (difficulty in ('beginner', 'intermediate', 'advanced', 'expert')),
  goals text[] not null default '{}',
  duration_weeks integer check (duration_weeks between 1 and 104),
  start_date date,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint programs_name_not_blank check (btrim(name) <> '')
);

create index programs_client_status_idx on public.programs (client_id, status, created_at desc);
create index programs_created_by_idx on public.programs (created_by);

create trigger programs_set_updated_at
before update on public.programs
for each row execute function private.set_updated_at();

create table public.program_workouts (
  id uuid primary key default gen_random_uuid(),
  program_id uuid not null references public.programs (id) on delete cascade,
  workout_id uuid not null references public.workouts (id) on delete cascade,
  position integer not null default 0,
  day_of_week smallint check (day_of_week between 0 and 6),
  notes text,
  created_at timestamptz not null default now()
);

create index program_workouts_program_idx on public.program_workouts (program_id, position);
create index program_workouts_workout_idx on public.program_workouts (workout_id);
