-- Message attachments (issue 33): a photo, a short video (a form check) or a file in a message.
--
-- * The file lives in the private bucket `message-attachments` at `<sender id>/<message id>/<file>`
--   (a thumbnail beside it), so the Storage policies find the message, and with it the
--   conversation, from the path alone.
-- * The message row carries the attachment (path, type, size, name, and width, height, length and
--   thumbnail when known). The path is tied to the row's own sender and id by a check, and the
--   insert trigger takes the size and type from Storage's own record of the object (the upload
--   must have finished), so a row cannot point at someone else's file or lie about it.
-- * Reading a file (downloading, signing a URL) follows the message: its sender, its recipient and
--   admins. Before the message exists, only the uploader reads their own upload (an upsert needs it).
-- * A file can be replaced (a retried upload writes the same path: never two files) only until
--   the message referencing it exists; after that it is fixed.
-- * The bucket refuses other types and files over 100 MiB (Storage answers 4xx); the row refuses
--   an image over 20 MiB and a document over 25 MiB.

-- Columns ------------------------------------------------------------------------------------------

alter table public.messages
  add column attachment_path text,
  add column attachment_mime text,
  add column attachment_size bigint,
  add column attachment_name text,
  add column attachment_width integer,
  add column attachment_height integer,
  add column attachment_duration_seconds numeric(9, 3),
  add column attachment_thumbnail_path text;

-- A message with an attachment may have no text (a caption is optional).
alter table public.messages drop constraint messages_body_check;
alter table public.messages
  add constraint messages_body_length check (
    char_length(body) <= 5000 and (char_length(body) >= 1 or attachment_path is not null)
  );

alter table public.messages
  add constraint messages_attachment_complete check (
    (attachment_path is null) = (attachment_mime is null)
    and (attachment_path is null) = (attachment_size is null)
    and (attachment_path is null) = (attachment_name is null)
    and (attachment_path is not null or (
      attachment_width is null and attachment_height is null
      and attachment_duration_seconds is null and attachment_thumbnail_path is null
    ))
  ),
  add constraint messages_attachment_path check (
    attachment_path is null or (
      char_length(attachment_path) <= 200
      and attachment_path ~ ('^' || sender_id::text || '/' || id::text || '/[A-Za-z0-9][A-Za-z0-9._-]{0,99}$')
    )
  ),
  add constraint messages_attachment_thumbnail_path check (
    attachment_thumbnail_path is null or (
      char_length(attachment_thumbnail_path) <= 200
      and attachment_thumbnail_path ~ ('^' || sender_id::text || '/' || id::text || '/thumb\.(jpg|png|webp)$')
    )
  ),
  add constraint messages_attachment_mime check (
    attachment_mime is null or attachment_mime in (
      'image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/heic', 'image/heif',
      'video/mp4', 'video/webm', 'video/quicktime',
      'application/pdf', 'text/plain', 'text/csv',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'application/msword', 'application/vnd.ms-excel'
    )
  ),
  add constraint messages_attachment_size check (
    attachment_size is null or (
      attachment_size between 1 and 104857600
      and (attachment_mime not like 'image/%' or attachment_size <= 20971520)
      and (attachment_mime like 'image/%' or attachment_mime like 'video/%' or attachment_size <= 26214400)
    )
  ),
  add constraint messages_attachment_name check (
    attachment_name is null or (
      char_length(attachment_name) between 1 and 255
      and attachment_name !~ '[\u0001-\u001F\u007F/\\]'
    )
  ),
  add constraint messages_attachment_dimensions check (
    (attachment_width is null or attachment_width between 1 and 20000)
    and (attachment_height is null or attachment_height between 1 and 20000)
    and (attachment_duration_seconds is null or attachment_duration_seconds between 0 and 86400)
  );

-- Finding a message by its attachment's folder is a primary key lookup (the id is in the path).

-- Bucket -------------------------------------------------------------------------------------------

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('message-attachments', 'message-attachments', false, 104857600,
        array['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/heic', 'image/heif',
              'video/mp4', 'video/webm', 'video/quicktime',
              'application/pdf', 'text/plain', 'text/csv',
              'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
              'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
              'application/msword', 'application/vnd.ms-excel'])
on conflict (id) do nothing;

-- Functions ----------------------------------------------------------------------------------------

-- The message a Storage path belongs to ('<sender>/<message>/<file>'), or null when the path has
-- another shape.
create function private.message_id_of_attachment(path text)
returns uuid
language sql
immutable
set search_path = ''
as $$
  select case
    when char_length(path) <= 200
      and path ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/[A-Za-z0-9][A-Za-z0-9._-]{0,99}$'
    then split_part(path, '/', 2)::uuid
  end;
$$;

-- The caller may read the file at `path`: they uploaded it (their own folder), or it belongs to a
-- message they sent or received, or they are an admin and a message holds it.
create function private.can_read_message_attachment(path text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select (select private.caller_is_active())
    and private.message_id_of_attachment(path) is not null
    and (
      split_part(path, '/', 1) = (select auth.uid())::text
      or exists (
        select 1 from public.messages m
        where m.id = private.message_id_of_attachment(path)
          and m.sender_id::text = split_part(path, '/', 1)
          and (m.sender_id = (select auth.uid()) or m.recipient_id = (select auth.uid()) or private.is_admin())
      )
    );
$$;

-- The caller may write (upload or replace) the file at `path`: their own folder, a well-formed
-- path, and no message holds it yet (a sent attachment is fixed).
create function private.can_write_message_attachment(path text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select (select private.caller_is_active())
    and private.message_id_of_attachment(path) is not null
    and split_part(path, '/', 1) = (select auth.uid())::text
    and not exists (select 1 from public.messages m where m.id = private.message_id_of_attachment(path));
$$;

-- Storage's record of an attachment (its metadata: size, mimetype), or null when it is not there.
create function private.stored_message_attachment(path text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(o.metadata, '{}'::jsonb)
  from storage.objects o
  where o.bucket_id = 'message-attachments' and o.name = path and char_length(path) <= 200;
$$;

-- An attachment must be in Storage before its message is sent; its size and type are Storage's.
-- Not security definer: `current_user` is the caller's role (the service role and the seed may
-- write a row as they like).
create function private.check_message_attachment()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  stored jsonb;
begin
  if new.attachment_path is null or current_user not in ('authenticated', 'anon') then
    return new;
  end if;
  if char_length(new.attachment_path) > 200
    or (new.attachment_thumbnail_path is not null and char_length(new.attachment_thumbnail_path) > 200) then
    raise exception 'The attachment path is not valid' using errcode = '22023';
  end if;
  stored := private.stored_message_attachment(new.attachment_path);
  if stored is null then
    raise exception 'Upload the attachment before sending the message' using errcode = '23503';
  end if;
  if new.attachment_thumbnail_path is not null
    and private.stored_message_attachment(new.attachment_thumbnail_path) is null then
    raise exception 'Upload the thumbnail before sending the message' using errcode = '23503';
  end if;
  if jsonb_typeof(stored -> 'size') = 'number' then
    new.attachment_size := (stored ->> 'size')::bigint;
  end if;
  if jsonb_typeof(stored -> 'mimetype') = 'string' then
    new.attachment_mime := stored ->> 'mimetype';
  end if;
  return new;
end;
$$;

-- A sent attachment cannot be changed (the recipient may update a row, but only to mark it read).
create function private.guard_message_attachment_update()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('authenticated', 'anon') and (
    new.attachment_path is distinct from old.attachment_path
    or new.attachment_mime is distinct from old.attachment_mime
    or new.attachment_size is distinct from old.attachment_size
    or new.attachment_name is distinct from old.attachment_name
    or new.attachment_width is distinct from old.attachment_width
    or new.attachment_height is distinct from old.attachment_height
    or new.attachment_duration_seconds is distinct from old.attachment_duration_seconds
    or new.attachment_thumbnail_path is distinct from old.attachment_thumbnail_path
  ) then
    raise exception 'Only read_at can change on a sent message' using errcode = '42501';
  end if;
  return new;
end;
$$;

revoke execute on function private.message_id_of_attachment(text) from public, anon;
grant execute on function private.message_id_of_attachment(text) to authenticated, service_role;
revoke execute on function private.can_read_message_attachment(text) from public, anon;
grant execute on function private.can_read_message_attachment(text) to authenticated, service_role;
revoke execute on function private.can_write_message_attachment(text) from public, anon;
grant execute on function private.can_write_message_attachment(text) to authenticated, service_role;
revoke execute on function private.stored_message_attachment(text) from public, anon;
grant execute on function private.stored_message_attachment(text) to authenticated, service_role;
revoke execute on function private.check_message_attachment() from public, anon, authenticated;
revoke execute on function private.guard_message_attachment_update() from public, anon, authenticated;

create trigger messages_check_attachment
before insert on public.messages
for each row execute function private.check_message_attachment();

create trigger messages_guard_attachment_update
before update on public.messages
for each row execute function private.guard_message_attachment_update();

-- Storage policies -----------------------------------------------------------------------------------

create policy "message attachments: the conversation reads"
on storage.objects for select to authenticated
using (bucket_id = 'message-attachments' and private.can_read_message_attachment(name));

create policy "message attachments: the sender uploads before sending"
on storage.objects for insert to authenticated
with check (bucket_id = 'message-attachments' and private.can_write_message_attachment(name));

create policy "message attachments: the sender replaces before sending"
on storage.objects for update to authenticated
using (bucket_id = 'message-attachments' and private.can_write_message_attachment(name))
with check (bucket_id = 'message-attachments' and private.can_write_message_attachment(name));

create policy "message attachments: the sender or an admin deletes"
on storage.objects for delete to authenticated
using (
  bucket_id = 'message-attachments'
  and (split_part(name, '/', 1) = (select auth.uid())::text or (select private.is_admin()))
);
