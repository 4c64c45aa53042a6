-- An exercise's thumbnail_url accepted any text, `javascript:` included (issue 24; shown only as an
-- <img> source today, but one renderer away from a link). It now holds either an https address or
-- the Storage path of an upload in the exercise-media bucket ("<author id>/<file>"), which the app
-- turns into the bucket's public URL when it shows it (src/lib/exercise-media.ts). Neither the seed
-- nor the importer writes thumbnails.

-- Uploads saved before this migration stored the public URL (http:// on a local backend): keep them
-- as their path; drop anything else that would not pass.
update public.exercises
set thumbnail_url = substring(thumbnail_url from '/storage/v1/object/public/exercise-media/(.+)$')
where thumbnail_url ~ '^https?://[^\s/]+/storage/v1/object/public/exercise-media/[A-Za-z0-9_-]+(/[A-Za-z0-9_-][A-Za-z0-9._-]*)+$';

update public.exercises
set thumbnail_url = null
where thumbnail_url is not null
  and not (thumbnail_url ~ '^https://[^\s]+$'
    or thumbnail_url ~ '^[A-Za-z0-9_-]+(/[A-Za-z0-9_-][A-Za-z0-9._-]*)+$');

alter table public.exercises
  add constraint exercises_thumbnail_url_https_or_path check (
    thumbnail_url ~ '^https://[^\s]+$'
    or thumbnail_url ~ '^[A-Za-z0-9_-]+(/[A-Za-z0-9_-][A-Za-z0-9._-]*)+$'
  );

comment on column public.exercises.thumbnail_url is
  'An https address, or the path of an upload in the exercise-media bucket ("<author id>/<file>").';
