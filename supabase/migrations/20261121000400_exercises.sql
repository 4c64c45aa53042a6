-- exercises: the shared library. Everyone signed in reads active exercises; staff maintain it.
create table public.exercises (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique,
  name text not null,
  description text,
  instructions text[] not null default '{}',
  muscle_groups text[] not null default '{}',
  secondary_muscles text[] not null default '{}',
  equipment text,
  category text not null default 'strength',
  level text not null default 'beginner' check (level in ('beginner', 'intermediate', 'expert')),
  mechanic text check (mechanic in ('compound', 'isolation')),
  force text check (force in ('push', 'pull', 'static')),
  thumbnail_url text,
  images text[] not null default '{}',
  is_active boolean not null default true,
  source text not null default 'liftwise',
  source_ref text,
  created_by uuid references public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint exercises_name_not_blank check (btrim(name) <> ''),
  -- Imported exercises are matched by their dataset id; rows without one never conflict.
  constraint exercises_source_ref_unique unique (source, source_ref)
);

create index exercises_name_lower_idx on public.exercises (lower(name));
create index exercises_muscle_groups_idx on public.exercises using gin (muscle_groups);
create index exercises_equipment_idx on public.exercises (equipment);
create index exercises_created_by_idx on public.exercises (created_by);
create index exercises_active_name_idx on public.exercises (is_active, name);

create trigger exercises_set_updated_at
before update on public.exercises
for each row execute function private.set_updated_at();

alter table public.exercises enable row level security;

create policy "exercises: signed-in users read active ones; staff read all"
on public.exercises for select to authenticated
using (is_active or (select private.is_staff()));

create policy "exercises: staff add exercises as themselves"
on public.exercises for insert to authenticated
with check ((select private.is_staff()) and created_by = (select auth.uid()));

create policy "exercises: staff edit their own; admins edit any"
on public.exercises for update to authenticated
using ((select private.is_admin()) or ((select private.is_staff()) and created_by = (select auth.uid())))
with check ((select private.is_admin()) or ((select private.is_staff()) and created_by = (select auth.uid())));

create policy "exercises: admins delete"
on public.exercises for delete to authenticated
using ((select private.is_admin()));
