-- progress_photos: one row per photo day; the images live in the private "progress-photos"
-- Storage bucket under "<user id>/...". The bucket and its policies are set up where a storage
-- schema exists (always on Supabase; locally when the embedded backend enables storage).
create table public.progress_photos (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.users (id) on delete cascade,
  date date not null default current_date,
  front_photo text,
  side_photo text,
  back_photo text,
  body_weight double precision check (body_weight > 0 and body_weight < 1000),
  notes text,
  created_at timestamptz not null default now(),
  constraint progress_photos_has_a_photo check (coalesce(front_photo, side_photo, back_photo) is not null)
);

create index progress_photos_user_date_idx on public.progress_photos (user_id, date);

alter table public.progress_photos enable row level security;

create policy "progress_photos: read own, assigned, or all for admin"
on public.progress_photos for select to authenticated
using (user_id = (select auth.uid()) or user_id in (select private.assigned_client_ids()) or (select private.is_admin()));

create policy "progress_photos: add your own"
on public.progress_photos for insert to authenticated
with check (user_id = (select auth.uid()));

create policy "progress_photos: edit your own"
on public.progress_photos for update to authenticated
using (user_id = (select auth.uid()))
with check (user_id = (select auth.uid()));

create policy "progress_photos: delete your own; admins any"
on public.progress_photos for delete to authenticated
using (user_id = (select auth.uid()) or (select private.is_admin()));
