-- workouts and their exercises. A workout belongs to its creator; it may be made for one client
-- (client_id) and may be used by programs.
create table public.workouts (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  description text,
  is_ai_generated boolean not null default false,
  muscle_groups text[] not null default '{}',
  workout_type text not null default 'strength',
  difficulty text not null default 'intermediate' check (difficulty in ('beginner', 'intermediate', 'advanced', 'expert')),
  estimated_duration integer check (estimated_duration between 1 and 600),
  equipment text[] not null default '{}',
  created_by uuid not null references public.users (id) on delete cascade,
  client_id uuid references public.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint workouts_name_not_blank check (btrim(name) <> '')
);

create index workouts_created_by_idx on public.workouts (created_by, created_at desc);
create index workouts_client_id_idx on public.workouts (client_id);

create trigger workouts_set_updated_at
before update on public.workouts
for each row execute function private.set_updated_at();

create table public.workout_exercises (
  id uuid primary key default gen_random_uuid(),
  workout_id uuid not null references public.workouts (id) on delete cascade,
  exercise_id uuid not null references public.exercises (id) on delete restrict,
  "order" integer not null default 0,
  sets integer not null default 3 check (sets between 1 and 50),
  rep_single integer check (rep_single between 0 and 1000),
  rep_min integer check (rep_min between 0 and 1000),
  rep_max integer check (rep_max between 0 and 1000),
  rep_is_range boolean not null default false,
  is_time_based boolean not null default false,
  duration integer check (duration between 0 and 86400),
  weight double precision check (weight >= 0 and weight < 10000),
  rest_time integer check (rest_time between 0 and 3600),
  tempo text,
  notes text,
  created_at timestamptz not null default now(),
  constraint workout_exercises_rep_range_ordered check (not rep_is_range or rep_min is null or rep_max is null or rep_min <= rep_max)
);

create index workout_exercises_workout_idx on public.workout_exercises (workout_id, "order");
create index workout_exercises_exercise_idx on public.workout_exercises (exercise_id);
