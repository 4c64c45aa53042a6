-- The exercise library: shared by everyone signed in (active exercises), authored by staff; the
-- importer fills it from the open dataset. Thumbnails live in the exercise-media bucket (storage).

-- Tables -----------------------------------------------------------------------------------------

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
  demo_video_url text,
  constraint exercises_name_not_blank check (btrim(name) <> ''),
  -- Imported exercises are matched by their dataset id; rows without one never conflict.
  constraint exercises_source_ref_unique unique (source, source_ref),
  constraint exercises_slug_length check (char_length(slug) <= 200),
  constraint exercises_name_length check (char_length(name) <= 200),
  constraint exercises_description_length check (char_length(description) <= 5000),
  constraint exercises_instructions_size check (private.text_array_within(instructions, 100, 4000)),
  constraint exercises_muscle_groups_size check (private.text_array_within(muscle_groups, 30, 100)),
  constraint exercises_secondary_muscles_size check (private.text_array_within(secondary_muscles, 30, 100)),
  constraint exercises_equipment_length check (char_length(equipment) <= 100),
  constraint exercises_category_length check (char_length(category) <= 100),
  constraint exercises_thumbnail_url_length check (char_length(thumbnail_url) <= 2048),
  constraint exercises_images_size check (private.text_array_within(images, 20, 2048)),
  constraint exercises_source_length check (char_length(source) <= 100),
  constraint exercises_source_ref_length check (char_length(source_ref) <= 500),
  constraint exercises_demo_video_url_https check (demo_video_url ~ '^https://[^\s]+$'),
  constraint exercises_demo_video_url_length check (char_length(demo_video_url) <= 2048),
  constraint exercises_thumbnail_url_https_or_path check ( thumbnail_url ~ '^https://[^\s]+$' or thumbnail_url ~ '^[A-Za-z0-9_-]+(/[A-Za-z0-9_-][A-Za-z0-9._-]*)+$' ),
  constraint exercises_created_at_in_range check (created_at is null or (created_at >= '1900-01-01' and created_at < '2200-01-01')),
  constraint exercises_updated_at_in_range check (updated_at is null or (updated_at >= '1900-01-01' and updated_at < '2200-01-01'))
);

create index exercises_name_lower_idx on public.exercises (lower(name));

create index exercises_muscle_groups_idx on public.exercises using gin (muscle_groups);

create index exercises_equipment_idx on public.exercises (equipment);

create index exercises_created_by_idx on public.exercises (created_by);

create index exercises_active_name_idx on public.exercises (is_active, name);

-- Staff author the exercise library: a name unique within the active library (case-folded, so
-- "Goblet Squat" and "goblet squat " cannot both be live), an optional https demo video, and a
-- thumbnail uploaded to the public `exercise-media` bucket. Archiving (is_active false) frees the
-- name: history keeps the archived row, the library gets a new one.

create unique index exercises_active_name_unique
on public.exercises (lower(btrim(name)))
where is_active;

comment on column public.exercises.demo_video_url is 'An https link to a demonstration video (YouTube, Vimeo, a file).';

-- An exercise's thumbnail_url accepted any text, `javascript:` included (issue 24; shown only as an
-- <img> source today, but one renderer away from a link). It now holds either an https address or
-- the Storage path of an upload in the exercise-media bucket ("<author id>/<file>"), which the app
-- turns into the bucket's public URL when it shows it (src/lib/exercise-media.ts). Neither the seed
-- nor the importer writes thumbnails.

comment on column public.exercises.thumbnail_url is
  'An https address, or the path of an upload in the exercise-media bucket ("<author id>/<file>").';

-- Triggers ---------------------------------------------------------------------------------------

create trigger exercises_set_updated_at
before update on public.exercises
for each row execute function private.set_updated_at();

create trigger exercises_keep_id before update of id on public.exercises
for each row execute function private.keep_primary_key();

create trigger exercises_keep_author before update on public.exercises
for each row execute function private.keep_column_unless_admin('created_by');

-- Row-level security -----------------------------------------------------------------------------

alter table public.exercises enable row level security;

create policy "exercises: active accounts only"
on public.exercises as restrictive for all to authenticated
using ((select private.caller_is_active())) with check ((select private.caller_is_active()));

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
