-- Client tags and saved replies (issue 33): a coach's own labels on their clients, and a coach's own
-- short texts to insert in a message.
--
-- * client_tags: a trainer's labels ("Marathon", "Online", "VIP"). A tag belongs to the trainer who
--   made it: they see, rename and delete their own; admins see everyone's (and make their own).
--   Names are unique per trainer, whatever the case.
-- * client_tag_assignments: a tag on a client. The tag's owner puts their tag on a client they
--   coach (an admin on any client) and takes it off; they see it while they coach that client, so a
--   client moved to another trainer takes none of the old coach's labels along. Clients never see a
--   tag, their own included: a label is the coach's note, not something said to the client.
-- * saved_replies: a staff member's saved texts, theirs alone (admins included: these are working
--   notes, not studio records). `{first_name}` in a reply is filled in when it is inserted.

-- Tables -----------------------------------------------------------------------------------------

create table public.client_tags (
  id uuid primary key default gen_random_uuid(),
  trainer_id uuid not null default auth.uid() references public.users (id) on delete cascade,
  name text not null,
  created_at timestamptz not null default now(),
  constraint client_tags_name_length check (char_length(name) <= 40 and char_length(btrim(name)) >= 1),
  constraint client_tags_name_trimmed check (name = btrim(name)),
  constraint client_tags_created_at_in_range check (created_at >= '1900-01-01' and created_at < '2200-01-01')
);
comment on table public.client_tags is
  'A trainer''s own labels for their clients (issue 33). The owner changes them; admins read all; clients never.';

create unique index client_tags_trainer_name_key on public.client_tags (trainer_id, lower(name));

create table public.client_tag_assignments (
  id uuid primary key default gen_random_uuid(),
  tag_id uuid not null references public.client_tags (id) on delete cascade,
  client_id uuid not null references public.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  constraint client_tag_assignments_once unique (tag_id, client_id),
  constraint client_tag_assignments_created_at_in_range check (created_at >= '1900-01-01' and created_at < '2200-01-01')
);
comment on table public.client_tag_assignments is
  'A tag on a client: the tag''s owner, on a client they coach (admins: any client). Never visible to clients.';

create index client_tag_assignments_client_idx on public.client_tag_assignments (client_id);

create table public.saved_replies (
  id uuid primary key default gen_random_uuid(),
  trainer_id uuid not null default auth.uid() references public.users (id) on delete cascade,
  title text not null,
  body text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint saved_replies_title_length check (char_length(title) <= 80 and char_length(btrim(title)) >= 1),
  constraint saved_replies_body_length check (char_length(body) <= 2000 and char_length(btrim(body)) >= 1),
  constraint saved_replies_created_at_in_range check (created_at >= '1900-01-01' and created_at < '2200-01-01'),
  constraint saved_replies_updated_at_in_range check (updated_at >= '1900-01-01' and updated_at < '2200-01-01')
);
comment on table public.saved_replies is
  'A staff member''s saved message texts (issue 33), inserted from the composer. Owner only.';

create index saved_replies_trainer_idx on public.saved_replies (trainer_id, title);

create trigger saved_replies_set_updated_at
before update on public.saved_replies
for each row execute function private.set_updated_at();

-- An id never changes (schema-security checks every table for this trigger).
create trigger client_tags_keep_id before update of id on public.client_tags
for each row execute function private.keep_primary_key();
create trigger client_tag_assignments_keep_id before update of id on public.client_tag_assignments
for each row execute function private.keep_primary_key();
create trigger saved_replies_keep_id before update of id on public.saved_replies
for each row execute function private.keep_primary_key();

-- Helpers ----------------------------------------------------------------------------------------

-- The caller's own tag (staff or admin, active). Definer, so the assignment policies ask one
-- indexed question instead of repeating client_tags' own policies.
create function private.owns_client_tag(p_tag_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.client_tags t
    where t.id = p_tag_id and t.trainer_id = (select auth.uid())
  ) and (select private.is_staff());
$$;

-- A client the caller may label: one they coach, or for an admin any client.
create function private.can_tag_client(p_client_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.users u
    where u.id = p_client_id
      and u.role = 'client'
      and (u.assigned_to = (select auth.uid()) or (select private.is_admin()))
  ) and (select private.is_staff());
$$;

-- Row-level security -----------------------------------------------------------------------------

alter table public.client_tags enable row level security;
alter table public.client_tag_assignments enable row level security;
alter table public.saved_replies enable row level security;

create policy "client_tags: active accounts only"
on public.client_tags as restrictive for all to authenticated
using ((select private.caller_is_active())) with check ((select private.caller_is_active()));

create policy "client_tags: the owner reads theirs; admins all"
on public.client_tags for select to authenticated
using (trainer_id = (select auth.uid()) or (select private.is_admin()));

create policy "client_tags: staff make their own"
on public.client_tags for insert to authenticated
with check (trainer_id = (select auth.uid()) and (select private.is_staff()));

create policy "client_tags: the owner renames"
on public.client_tags for update to authenticated
using (trainer_id = (select auth.uid()) and (select private.is_staff()))
with check (trainer_id = (select auth.uid()));

create policy "client_tags: the owner deletes"
on public.client_tags for delete to authenticated
using (trainer_id = (select auth.uid()) and (select private.is_staff()));

create policy "client_tag_assignments: active accounts only"
on public.client_tag_assignments as restrictive for all to authenticated
using ((select private.caller_is_active())) with check ((select private.caller_is_active()));

create policy "client_tag_assignments: the tag's owner on a client they coach; admins all"
on public.client_tag_assignments for select to authenticated
using (
  (private.owns_client_tag(tag_id) and client_id in (select private.assigned_client_ids()))
  or (select private.is_admin())
);

create policy "client_tag_assignments: the tag's owner tags a client they coach"
on public.client_tag_assignments for insert to authenticated
with check (private.owns_client_tag(tag_id) and private.can_tag_client(client_id));

create policy "client_tag_assignments: the tag's owner untags"
on public.client_tag_assignments for delete to authenticated
using (private.owns_client_tag(tag_id));

create policy "saved_replies: active accounts only"
on public.saved_replies as restrictive for all to authenticated
using ((select private.caller_is_active())) with check ((select private.caller_is_active()));

create policy "saved_replies: staff read their own"
on public.saved_replies for select to authenticated
using (trainer_id = (select auth.uid()) and (select private.is_staff()));

create policy "saved_replies: staff write their own"
on public.saved_replies for insert to authenticated
with check (trainer_id = (select auth.uid()) and (select private.is_staff()));

create policy "saved_replies: staff edit their own"
on public.saved_replies for update to authenticated
using (trainer_id = (select auth.uid()) and (select private.is_staff()))
with check (trainer_id = (select auth.uid()));

create policy "saved_replies: staff delete their own"
on public.saved_replies for delete to authenticated
using (trainer_id = (select auth.uid()) and (select private.is_staff()));

-- Grants -----------------------------------------------------------------------------------------

grant select, insert, delete on table public.client_tags to authenticated;
grant update (name) on table public.client_tags to authenticated;
grant select, insert, update, delete on table public.client_tags to service_role;
grant select, insert, delete on table public.client_tag_assignments to authenticated;
grant select, insert, update, delete on table public.client_tag_assignments to service_role;
grant select, insert, delete on table public.saved_replies to authenticated;
grant update (title, body) on table public.saved_replies to authenticated;
grant select, insert, update, delete on table public.saved_replies to service_role;

revoke execute on function private.owns_client_tag(uuid) from public, anon, service_role;
grant execute on function private.owns_client_tag(uuid) to authenticated;
revoke execute on function private.can_tag_client(uuid) from public, anon, service_role;
grant execute on function private.can_tag_client(uuid) to authenticated;
