-- Storage: the buckets and who may read and write their objects. Paths start with the owner's
-- (or the client's) user id: "<user id>/<file>".

-- The private bucket for progress photos. Objects live under "<owner user id>/<file>"; the
-- owner manages them, their trainer and admins may view them.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('progress-photos', 'progress-photos', false, 10485760, array['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'])
on conflict (id) do nothing;

create policy "progress photos: owners, their trainers and admins view"
on storage.objects for select to authenticated
using (
  bucket_id = 'progress-photos'
  and (
    (storage.foldername(name))[1] = (select auth.uid())::text
    or (storage.foldername(name))[1] in (select client_id::text from private.assigned_client_ids() as client_id)
    or (select private.is_admin())
  )
);

create policy "progress photos: owners upload into their own folder"
on storage.objects for insert to authenticated
with check (bucket_id = 'progress-photos' and (storage.foldername(name))[1] = (select auth.uid())::text);

create policy "progress photos: owners replace their own"
on storage.objects for update to authenticated
using (bucket_id = 'progress-photos' and (storage.foldername(name))[1] = (select auth.uid())::text)
with check (bucket_id = 'progress-photos' and (storage.foldername(name))[1] = (select auth.uid())::text);

create policy "progress photos: owners and admins delete"
on storage.objects for delete to authenticated
using (
  bucket_id = 'progress-photos'
  and ((storage.foldername(name))[1] = (select auth.uid())::text or (select private.is_admin()))
);

create policy "progress photos: active accounts only"
on storage.objects as restrictive for all to authenticated
using ((select private.caller_is_active()))
with check ((select private.caller_is_active()));

-- Thumbnails: anyone may view (they are library pictures, not personal data); staff write into
-- their own folder "<user id>/<file>", admins anywhere. Type and size are checked by the bucket.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('exercise-media', 'exercise-media', true, 2097152, array['image/jpeg', 'image/png', 'image/webp'])
on conflict (id) do nothing;

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

-- Lab reports: private. Objects live under "<client id>/<file>". The client, their trainer and
-- admins read them; only staff (for their assigned clients) and admins write or remove them.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('assessment-reports', 'assessment-reports', false, 10485760,
        array['application/pdf', 'image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'])
on conflict (id) do nothing;

create policy "assessment reports: the client, their trainer and admins view"
on storage.objects for select to authenticated
using (
  bucket_id = 'assessment-reports'
  and (
    (storage.foldername(name))[1] = (select auth.uid())::text
    or (storage.foldername(name))[1] in (select client_id::text from private.assigned_client_ids() as client_id)
    or (select private.is_admin())
  )
);

create policy "assessment reports: staff upload for their clients"
on storage.objects for insert to authenticated
with check (
  bucket_id = 'assessment-reports'
  and (select private.is_staff())
  and (
    (storage.foldername(name))[1] in (select client_id::text from private.assigned_client_ids() as client_id)
    or (select private.is_admin())
  )
);

create policy "assessment reports: staff replace for their clients"
on storage.objects for update to authenticated
using (
  bucket_id = 'assessment-reports'
  and (select private.is_staff())
  and (
    (storage.foldername(name))[1] in (select client_id::text from private.assigned_client_ids() as client_id)
    or (select private.is_admin())
  )
)
with check (
  bucket_id = 'assessment-reports'
  and (select private.is_staff())
  and (
    (storage.foldername(name))[1] in (select client_id::text from private.assigned_client_ids() as client_id)
    or (select private.is_admin())
  )
);

create policy "assessment reports: staff remove for their clients"
on storage.objects for delete to authenticated
using (
  bucket_id = 'assessment-reports'
  and (select private.is_staff())
  and (
    (storage.foldername(name))[1] in (select client_id::text from private.assigned_client_ids() as client_id)
    or (select private.is_admin())
  )
);

create policy "exercise media: staff see their own folder, admins all"
on storage.objects for select to authenticated
using (
  bucket_id = 'exercise-media'
  and (select private.is_staff())
  and ((storage.foldername(name))[1] = (select auth.uid())::text or (select private.is_admin()))
);

