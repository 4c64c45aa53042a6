-- Exercise media (issue 33): an exercise's demonstration images, `exercises.images`, in order (the
-- free-exercise-db records have two: the start and the end position). The column had no rule on
-- what an item may be; it now holds, like `thumbnail_url`, an https address or the Storage path of
-- an upload in the exercise-media bucket ("<author id>/<file>"), never another scheme (javascript:,
-- data:, http:) nor a path that climbs out of its folder. The app turns a path into the bucket's
-- public URL when it shows it (src/lib/exercise-media.ts). The demo video link stays an https link
-- (exercises_demo_video_url_https): the bucket takes images only.

create function private.exercise_media_references_ok(items text[])
returns boolean
language sql
immutable
set search_path = ''
as $$
  select items is null or not exists (
    select 1
    from unnest(items) as item
    where not coalesce(item ~ '^https://[^\s]+$' or item ~ '^[A-Za-z0-9_-]+(/[A-Za-z0-9_-][A-Za-z0-9._-]*)+$', false)
  );
$$;

-- Checks run as the writer: whoever may write an exercise needs the function (like text_array_within).
revoke execute on function private.exercise_media_references_ok(text[]) from public;
grant execute on function private.exercise_media_references_ok(text[]) to authenticated, service_role;

-- Rows written before the rule: an importer run without --image-base-url stored the dataset's
-- relative paths ("Barbell_Squat/0.jpg"), which would read as Storage paths; they become the
-- addresses the dataset publishes them at. Anything else the rule refuses is dropped.
update public.exercises
set images = array(
  select case
      -- A relative path only: an item with a scheme (javascript:, data:, http:) or a host (//) is
      -- not the dataset's, and is dropped below rather than given the dataset's address.
      when source = 'free-exercise-db' and item !~ '^[A-Za-z][A-Za-z0-9+.-]*:' and item !~ '^//'
        then 'https://raw.githubusercontent.com/yuhonas/free-exercise-db/main/exercises/' || ltrim(item, '/')
      else item
    end
  from unnest(images) with ordinality as image(item, position)
  order by position
)
where cardinality(images) > 0;

update public.exercises
set images = array(
  select item
  from unnest(images) with ordinality as image(item, position)
  where item is not null and private.exercise_media_references_ok(array[item])
  order by position
)
where not private.exercise_media_references_ok(images);

alter table public.exercises
  add constraint exercises_images_https_or_path check (private.exercise_media_references_ok(images));

comment on column public.exercises.images is
  'Demonstration images in order (start, end): https addresses or paths of uploads in the exercise-media bucket.';
