-- Trainers edit and delete their own comments on a logged workout, and the client sees that a
-- comment was edited.
--
-- * workout_log_comments.edited_at: when the text last changed. updated_at cannot say it: it also
--   moves when the author's account goes (author_id set null) or an admin corrects the author.
--   A trigger sets it, so no caller can forge or clear it.
-- * Editing is for the author only (while the client is still theirs). Admins used to be allowed
--   to rewrite any comment, which would put words under a trainer's name; they may still delete
--   one (moderation). Deleting stays author-or-admin.

alter table public.workout_log_comments
  add column edited_at timestamptz
    constraint workout_log_comments_edited_at_in_range
    check (edited_at is null or (edited_at >= '1900-01-01' and edited_at < '2200-01-01'));

create or replace function private.stamp_log_comment_edit()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    new.edited_at := null;
  elsif new.body is distinct from old.body then
    new.edited_at := now();
  else
    new.edited_at := old.edited_at;
  end if;
  return new;
end;
$$;

-- A trigger function fires without any execute privilege: nobody calls it directly.
revoke execute on function private.stamp_log_comment_edit() from public, anon, authenticated, service_role;

create trigger workout_log_comments_stamp_edit
before insert or update on public.workout_log_comments
for each row execute function private.stamp_log_comment_edit();

drop policy "workout_log_comments: authors edit their own comments; admins any" on public.workout_log_comments;

create policy "workout_log_comments: authors edit their own comments"
on public.workout_log_comments for update to authenticated
using (
  author_id = (select auth.uid())
  and (client_id in (select private.assigned_client_ids()) or (select private.is_admin()))
)
with check (
  author_id = (select auth.uid())
  and (client_id in (select private.assigned_client_ids()) or (select private.is_admin()))
  and private.log_belongs_to(log_id, client_id)
);
