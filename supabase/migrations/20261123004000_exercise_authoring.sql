-- Staff author the exercise library: a name unique within the active library (case-folded, so
-- "Goblet Squat" and "goblet squat " cannot both be live), an optional https demo video, and a
-- thumbnail uploaded to the public `exercise-media` bucket. Archiving (is_active false) frees the
-- name: history keeps the archived row, the library gets a new one.

-- The seed and importer never produced duplicates, but archive older twins before the index so a
-- hand-edited database still migrates.
update public.exercises e
set is_active = false
where e.is_active
  and exists (
    select 1 from public.exercises older
    where older.is_active
      and lower(btrim(older.name)) = lower(btrim(e.name))
      and (older.created_at, older.id) < (e.created_at, e.id)
  );

create unique index exercises_active_name_unique
on public.exercises (lower(btrim(name)))
where is_active;

alter table public.exercises
  add column demo_video_url text,
  add constraint exercises_demo_video_url_https check (demo_video_url ~ '^https://[^\s]+$'),
  add constraint exercises_demo_video_url_length check (char_length(demo_video_url) <= 2048);

comment on column public.exercises.demo_video_url is 'An https link to a demonstration video (YouTube, Vimeo, a file).';

-- Thumbnails: anyone may view (they are library pictures, not personal data); staff write into
-- their own folder "<user id>/<file>", admins anywhere. Type and size are checked by the bucket.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('exercise-media', 'exercise-media', true, 2097152, array['image/jpeg', 'image/png', 'image/webp'])
on conflict (id) do nothing;

create policy "exercise media: signed-in users view"
on storage.objects for select to authenticated
using (bucket_id = 'exercise-media');

create policy "exercise media: staff upload into their own folder"
on storage.objects for insert to authenticated
with check (
  bucket_id = 'exercise-media'
  and (select private.is_staff())
  and ((storage.foldername(name))[1] = (select auth.uid())::text or (select private.is_admin()))
);

create policy "exercise media: staff replace their own"
on storage.objects for update to authenticated
using (
  bucket_id = 'exercise-media'
  and (select private.is_staff())
  and ((storage.foldername(name))[1] = (select auth.uid())::text or (select private.is_admin()))
)
with check (
  bucket_id = 'exercise-media'
  and (select private.is_staff())
  and ((storage.foldername(name))[1] = (select auth.uid())::text or (select private.is_admin()))
);

create policy "exercise media: staff delete their own, admins any"
on storage.objects for delete to authenticated
using (
  bucket_id = 'exercise-media'
  and (select private.is_staff())
  and ((storage.foldername(name))[1] = (select auth.uid())::text or (select private.is_admin()))
);
