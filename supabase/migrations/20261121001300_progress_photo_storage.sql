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
