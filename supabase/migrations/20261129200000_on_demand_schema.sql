-- On demand (issue 30): the studio's library of videos, documents, images, links and follow-along
-- workouts that clients use on their own, organised by labels and ordered collections, and granted
-- per collection. docs/on-demand.md explains the model.
--
-- * The library is the studio's: every staff member and admin reads and edits all of it.
-- * A client sees an item only through a published collection granted to them (to every client,
--   to their client type, to them by name, or to holders of a membership plan or a credit pack),
--   and only while the item itself is published. private.can_see_on_demand() is that one rule; the
--   table policies and the Storage policies of the private `on-demand` bucket both call it.
-- * A grant through a plan lasts while the client holds an active (or past-due, within the grace
--   the payment functions allow) membership of it; through a pack, while a lot bought with that
--   pack has credits left and has not expired. Nothing has to revoke it: the rule reads the
--   memberships and credit lots as they are now.
-- * Files live under "<item id>/<file>" (a resource's file and thumbnail, a collection's cover),
--   so the Storage policy finds the item from the path alone.
-- * A collection's items and their order are written only by set_on_demand_collection_items, which
--   replaces the whole ordered list against the revision the editor loaded: two staff members
--   reordering at once never interleave, the second is told to reload.

create type public.on_demand_kind as enum ('video', 'document', 'image', 'link');
create type public.on_demand_collection_kind as enum ('resources', 'workouts');
create type public.on_demand_audience as enum ('everyone', 'client_type', 'client', 'membership_plan', 'package');

-- Labels --------------------------------------------------------------------------------------------
create table public.on_demand_labels (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(btrim(name)) between 1 and 60),
  created_by uuid references public.users (id) on delete set null,
  created_at timestamptz not null default now()
);
comment on table public.on_demand_labels is
  'Labels ("Mobility", "Nutrition") that organise on-demand resources and workouts. Names are unique, case-insensitively.';
create unique index on_demand_labels_name_once on public.on_demand_labels (lower(btrim(name)));
create index on_demand_labels_created_by_idx on public.on_demand_labels (created_by);

-- Resources -----------------------------------------------------------------------------------------
create table public.on_demand_resources (
  id uuid primary key default gen_random_uuid(),
  kind public.on_demand_kind not null,
  title text not null check (char_length(btrim(title)) between 1 and 200),
  description text not null default '' check (char_length(description) <= 5000),
  -- An uploaded file ("<id>/<file>" in the on-demand bucket); null for links and until uploaded.
  storage_path text check (char_length(storage_path) <= 400),
  mime_type text check (char_length(mime_type) <= 100),
  size_bytes bigint check (size_bytes between 0 and 524288000),
  url text check (url ~ '^https://[^[:space:]]+$' and char_length(url) <= 2000),
  thumbnail_path text check (char_length(thumbnail_path) <= 400),
  duration_seconds integer check (duration_seconds between 1 and 86400),
  is_published boolean not null default false,
  created_by uuid references public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint on_demand_resources_source check (
    case kind when 'link' then storage_path is null and url is not null else url is null end
  ),
  constraint on_demand_resources_files_under_id check (
    (storage_path is null or storage_path like id::text || '/_%')
    and (thumbnail_path is null or thumbnail_path like id::text || '/_%')
  ),
  constraint on_demand_resources_duration_for_video check (duration_seconds is null or kind = 'video'),
  -- A published file resource has its file.
  constraint on_demand_resources_published_complete check (not is_published or kind = 'link' or storage_path is not null)
);
comment on table public.on_demand_resources is
  'A video, PDF, image or link in the on-demand library. Clients see it only through a granted, published collection.';
create index on_demand_resources_created_by_idx on public.on_demand_resources (created_by);

-- Workouts published for on-demand use ----------------------------------------------------------------
create table public.on_demand_workouts (
  id uuid primary key default gen_random_uuid(),
  workout_id uuid not null unique references public.workouts (id) on delete cascade,
  -- The optional follow-along video.
  video_resource_id uuid references public.on_demand_resources (id) on delete set null,
  description text not null default '' check (char_length(description) <= 5000),
  is_published boolean not null default false,
  created_by uuid references public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.on_demand_workouts is
  'A library workout offered on demand, with an optional follow-along video. The workout itself stays in the library.';
create index on_demand_workouts_video_idx on public.on_demand_workouts (video_resource_id);
create index on_demand_workouts_created_by_idx on public.on_demand_workouts (created_by);

-- Which label is on which resource or on-demand workout.
create table public.on_demand_item_labels (
  id uuid primary key default gen_random_uuid(),
  label_id uuid not null references public.on_demand_labels (id) on delete cascade,
  resource_id uuid references public.on_demand_resources (id) on delete cascade,
  workout_id uuid references public.on_demand_workouts (id) on delete cascade,
  created_at timestamptz not null default now(),
  constraint on_demand_item_labels_one_item check (num_nonnulls(resource_id, workout_id) = 1),
  constraint on_demand_item_labels_once unique nulls not distinct (label_id, resource_id, workout_id)
);
create index on_demand_item_labels_resource_idx on public.on_demand_item_labels (resource_id);
create index on_demand_item_labels_workout_idx on public.on_demand_item_labels (workout_id);

-- Collections -----------------------------------------------------------------------------------------
create table public.on_demand_collections (
  id uuid primary key default gen_random_uuid(),
  kind public.on_demand_collection_kind not null,
  title text not null check (char_length(btrim(title)) between 1 and 200),
  description text not null default '' check (char_length(description) <= 5000),
  cover_path text check (cover_path like id::text || '/_%' and char_length(cover_path) <= 400),
  is_published boolean not null default false,
  -- Counts changes to the item list: set_on_demand_collection_items refuses a stale one.
  revision integer not null default 1 check (revision >= 1),
  created_by uuid references public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.on_demand_collections is
  'An ordered list of resources ("Nutrition guides") or of on-demand workouts ("4-week home programme"), granted as a whole.';
create index on_demand_collections_created_by_idx on public.on_demand_collections (created_by);

create table public.on_demand_collection_items (
  id uuid primary key default gen_random_uuid(),
  collection_id uuid not null references public.on_demand_collections (id) on delete cascade,
  resource_id uuid references public.on_demand_resources (id) on delete cascade,
  workout_id uuid references public.on_demand_workouts (id) on delete cascade,
  position integer not null check (position between 0 and 499),
  constraint on_demand_collection_items_one_item check (num_nonnulls(resource_id, workout_id) = 1),
  constraint on_demand_collection_items_position_once unique (collection_id, position)
);
create index on_demand_collection_items_resource_idx on public.on_demand_collection_items (resource_id);
create index on_demand_collection_items_workout_idx on public.on_demand_collection_items (workout_id);

create table public.on_demand_grants (
  id uuid primary key default gen_random_uuid(),
  collection_id uuid not null references public.on_demand_collections (id) on delete cascade,
  audience public.on_demand_audience not null,
  client_type public.client_type,
  client_id uuid references public.users (id) on delete cascade,
  plan_id uuid references public.membership_plans (id) on delete cascade,
  package_id uuid references public.packages (id) on delete cascade,
  created_by uuid references public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  constraint on_demand_grants_target check (
    case audience
      when 'everyone' then num_nonnulls(client_type, client_id, plan_id, package_id) = 0
      when 'client_type' then client_type is not null and num_nonnulls(client_id, plan_id, package_id) = 0
      when 'client' then client_id is not null and num_nonnulls(client_type, plan_id, package_id) = 0
      when 'membership_plan' then plan_id is not null and num_nonnulls(client_type, client_id, package_id) = 0
      else package_id is not null and num_nonnulls(client_type, client_id, plan_id) = 0
    end
  ),
  constraint on_demand_grants_once unique nulls not distinct (collection_id, audience, client_type, client_id, plan_id, package_id)
);
comment on table public.on_demand_grants is
  'Who may see a collection: every client, a client type, one client, or the holders of a membership plan or a credit pack (while it lasts).';
create index on_demand_grants_client_idx on public.on_demand_grants (client_id);
create index on_demand_grants_plan_idx on public.on_demand_grants (plan_id);
create index on_demand_grants_package_idx on public.on_demand_grants (package_id);
create index on_demand_grants_created_by_idx on public.on_demand_grants (created_by);

-- What a client has opened and finished, and where a video was left.
create table public.on_demand_progress (
  id uuid primary key default gen_random_uuid(),
  client_id uuid not null references public.users (id) on delete cascade,
  resource_id uuid references public.on_demand_resources (id) on delete cascade,
  workout_id uuid references public.on_demand_workouts (id) on delete cascade,
  opened_at timestamptz not null default now(),
  completed_at timestamptz,
  position_seconds integer not null default 0 check (position_seconds between 0 and 86400),
  updated_at timestamptz not null default now(),
  constraint on_demand_progress_one_item check (num_nonnulls(resource_id, workout_id) = 1),
  constraint on_demand_progress_once unique nulls not distinct (client_id, resource_id, workout_id)
);
create index on_demand_progress_resource_idx on public.on_demand_progress (resource_id);
create index on_demand_progress_workout_idx on public.on_demand_progress (workout_id);

-- Every table: ids never change, updated_at follows, dates stay finite ---------------------------------
do $$
declare
  t text;
begin
  foreach t in array array['on_demand_labels', 'on_demand_resources', 'on_demand_workouts', 'on_demand_item_labels',
    'on_demand_collections', 'on_demand_collection_items', 'on_demand_grants', 'on_demand_progress']
  loop
    execute format(
      'create trigger %I before update of id on public.%I for each row execute function private.keep_primary_key()',
      t || '_keep_id', t);
  end loop;
  foreach t in array array['on_demand_resources', 'on_demand_workouts', 'on_demand_collections', 'on_demand_progress']
  loop
    execute format(
      'create trigger %I before update on public.%I for each row execute function private.set_updated_at()',
      t || '_set_updated_at', t);
  end loop;
end
$$;

do $$
declare
  col record;
begin
  for col in
    select c.relname as relation, a.attname as name
    from pg_attribute a
    join pg_class c on c.oid = a.attrelid
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      and c.relname like 'on\_demand\_%' and c.relkind = 'r'
      and a.atttypid in ('date'::regtype, 'timestamptz'::regtype, 'timestamp'::regtype)
  loop
    execute format(
      'alter table public.%I add constraint %I check (%I is null or (%I >= ''1900-01-01'' and %I < ''2200-01-01''))',
      col.relation, left(col.relation || '_' || col.name || '_in_range', 63), col.name, col.name, col.name);
  end loop;
end
$$;

-- The one access rule --------------------------------------------------------------------------------
-- Can the caller see this on-demand item (a collection, a resource or an on-demand workout, by id)?
-- Staff and admins: everything. A client: a published collection granted to them now; a published
-- resource or on-demand workout in such a collection; the published follow-along video of a
-- published workout in such a collection. Anyone else (signed out, inactive): nothing.
create function private.can_see_on_demand(p_item uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  with me as (
    select u.id, u.client_type from public.users u
    where u.id = (select auth.uid()) and u.status = 'active' and u.role = 'client'
  ),
  granted as (
    select c.id from public.on_demand_collections c
    where c.is_published and exists (
      select 1 from public.on_demand_grants g cross join me
      where g.collection_id = c.id
        and (
          g.audience = 'everyone'
          or (g.audience = 'client_type' and g.client_type = me.client_type)
          or (g.audience = 'client' and g.client_id = me.id)
          or (g.audience = 'membership_plan' and exists (
            select 1 from public.memberships m
            where m.client_id = me.id and m.plan_id = g.plan_id and m.status in ('active', 'past_due')
              and m.ended_at is null
          ))
          or (g.audience = 'package' and exists (
            select 1 from public.credit_lots l join public.orders o on o.id = l.order_id
            where l.client_id = me.id and o.package_id = g.package_id and l.remaining > 0
              and (l.expires_at is null or l.expires_at > now())
          ))
        )
    )
  )
  select p_item is not null and (
    (select private.is_staff())
    or exists (select 1 from granted where granted.id = p_item)
    or exists (
      select 1 from public.on_demand_collection_items i
      join granted on granted.id = i.collection_id
      join public.on_demand_resources r on r.id = i.resource_id
      where r.id = p_item and r.is_published
    )
    or exists (
      select 1 from public.on_demand_collection_items i
      join granted on granted.id = i.collection_id
      join public.on_demand_workouts w on w.id = i.workout_id
      where w.is_published
        and (w.id = p_item or exists (
          select 1 from public.on_demand_resources r
          where r.id = w.video_resource_id and r.id = p_item and r.is_published
        ))
    )
  );
$$;

-- Writing a collection's ordered items ------------------------------------------------------------------
-- The body runs as its owner in private (it writes items, which no API role may); the RPC in public
-- is a security invoker wrapper, as every RPC here (docs/security.md: no definer function is an RPC).
create function private.set_on_demand_collection_items(p_collection_id uuid, p_item_ids uuid[], p_revision integer)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  target public.on_demand_collections;
  next_revision integer;
begin
  if not (select private.is_staff()) then
    raise exception 'Only staff edit on-demand collections' using errcode = '42501';
  end if;
  if p_item_ids is null or cardinality(p_item_ids) > 500 then
    raise exception 'A collection holds up to 500 items' using errcode = '22023';
  end if;
  if exists (select 1 from unnest(p_item_ids) as x where x is null)
    or (select count(distinct x) from unnest(p_item_ids) as x) <> cardinality(p_item_ids) then
    raise exception 'Each item appears once in a collection' using errcode = '22023';
  end if;
  select * into target from public.on_demand_collections where id = p_collection_id for update;
  if not found then
    raise exception 'Collection not found' using errcode = 'PT404';
  end if;
  if p_revision is distinct from target.revision then
    raise exception 'Someone else changed this collection: reload it and try again' using errcode = 'PT409';
  end if;
  if target.kind = 'resources' and exists (
    select 1 from unnest(p_item_ids) as x where not exists (select 1 from public.on_demand_resources r where r.id = x)
  ) then
    raise exception 'A resource in the list does not exist' using errcode = '22023';
  end if;
  if target.kind = 'workouts' and exists (
    select 1 from unnest(p_item_ids) as x where not exists (select 1 from public.on_demand_workouts w where w.id = x)
  ) then
    raise exception 'A workout in the list is not offered on demand' using errcode = '22023';
  end if;

  delete from public.on_demand_collection_items where collection_id = target.id;
  insert into public.on_demand_collection_items (collection_id, resource_id, workout_id, position)
  select target.id,
    case when target.kind = 'resources' then t.item end,
    case when target.kind = 'workouts' then t.item end,
    (t.ordinality - 1)::integer
  from unnest(p_item_ids) with ordinality as t(item, ordinality);
  update public.on_demand_collections set revision = revision + 1 where id = target.id
  returning revision into next_revision;
  return next_revision;
end;
$$;

create function public.set_on_demand_collection_items(p_collection_id uuid, p_item_ids uuid[], p_revision integer)
returns integer
language sql
security invoker
set search_path = ''
as $$
  select private.set_on_demand_collection_items(p_collection_id, p_item_ids, p_revision);
$$;
comment on function public.set_on_demand_collection_items(uuid, uuid[], integer) is
  'Replaces a collection''s ordered items (staff), refusing a revision other than the one loaded (PT409).';

-- Row-level security -------------------------------------------------------------------------------
alter table public.on_demand_labels enable row level security;
alter table public.on_demand_resources enable row level security;
alter table public.on_demand_workouts enable row level security;
alter table public.on_demand_item_labels enable row level security;
alter table public.on_demand_collections enable row level security;
alter table public.on_demand_collection_items enable row level security;
alter table public.on_demand_grants enable row level security;
alter table public.on_demand_progress enable row level security;

-- Active accounts only, on every new table (20261123002000_deactivation_cuts_access.sql).
do $$
declare
  t text;
begin
  foreach t in array array['on_demand_labels', 'on_demand_resources', 'on_demand_workouts', 'on_demand_item_labels',
    'on_demand_collections', 'on_demand_collection_items', 'on_demand_grants', 'on_demand_progress']
  loop
    execute format(
      'create policy %I on public.%I as restrictive for all to authenticated
       using ((select private.caller_is_active())) with check ((select private.caller_is_active()))',
      t || ': active accounts only', t);
  end loop;
end
$$;

-- Labels: everyone signed in reads them (a client browses by label); staff edit.
create policy "on_demand_labels: everyone reads" on public.on_demand_labels for select to authenticated using (true);

-- The library: staff write all of it; a client reads what private.can_see_on_demand() allows.
do $$
declare
  t text;
begin
  foreach t in array array['on_demand_labels', 'on_demand_resources', 'on_demand_item_labels', 'on_demand_collections',
    'on_demand_grants']
  loop
    execute format(
      'create policy %I on public.%I for insert to authenticated with check ((select private.is_staff()))',
      t || ': staff add', t);
    execute format(
      'create policy %I on public.%I for update to authenticated
       using ((select private.is_staff())) with check ((select private.is_staff()))',
      t || ': staff edit', t);
    execute format(
      'create policy %I on public.%I for delete to authenticated using ((select private.is_staff()))',
      t || ': staff remove', t);
  end loop;
end
$$;

create policy "on_demand_resources: staff, and clients it is granted to" on public.on_demand_resources
for select to authenticated using (private.can_see_on_demand(id));
create policy "on_demand_collections: staff, and clients it is granted to" on public.on_demand_collections
for select to authenticated using (private.can_see_on_demand(id));
create policy "on_demand_workouts: staff, and clients it is granted to" on public.on_demand_workouts
for select to authenticated using (private.can_see_on_demand(id));
create policy "on_demand_item_labels: staff, and clients who see the item" on public.on_demand_item_labels
for select to authenticated using (private.can_see_on_demand(coalesce(resource_id, workout_id)));
create policy "on_demand_collection_items: staff, and clients who see the collection" on public.on_demand_collection_items
for select to authenticated using (private.can_see_on_demand(collection_id));
-- Who else may see a collection is the studio's business, not a client's.
create policy "on_demand_grants: staff read" on public.on_demand_grants
for select to authenticated using ((select private.is_staff()));

-- An on-demand workout is offered only from a workout the staff member may read.
create policy "on_demand_workouts: staff add from workouts they read" on public.on_demand_workouts
for insert to authenticated with check ((select private.is_staff()) and private.can_read_workout(workout_id));
create policy "on_demand_workouts: staff edit" on public.on_demand_workouts for update to authenticated
using ((select private.is_staff())) with check ((select private.is_staff()) and private.can_read_workout(workout_id));
create policy "on_demand_workouts: staff remove" on public.on_demand_workouts for delete to authenticated
using ((select private.is_staff()));

-- Progress: a client records their own, on items they may see; their trainer and admins read it.
create policy "on_demand_progress: the client, their trainer; admins all" on public.on_demand_progress
for select to authenticated
using (client_id = (select auth.uid()) or client_id in (select private.assigned_client_ids()) or (select private.is_admin()));
create policy "on_demand_progress: clients record what they see" on public.on_demand_progress
for insert to authenticated
with check (client_id = (select auth.uid()) and private.can_see_on_demand(coalesce(resource_id, workout_id)));
create policy "on_demand_progress: clients update their own" on public.on_demand_progress
for update to authenticated
using (client_id = (select auth.uid()))
with check (client_id = (select auth.uid()) and private.can_see_on_demand(coalesce(resource_id, workout_id)));

grant select, insert, update, delete on table public.on_demand_labels to authenticated;
grant select, insert, update, delete on table public.on_demand_resources to authenticated;
grant select, insert, update, delete on table public.on_demand_workouts to authenticated;
grant select, insert, update, delete on table public.on_demand_item_labels to authenticated;
grant select, insert, update, delete on table public.on_demand_collections to authenticated;
grant select, insert, update, delete on table public.on_demand_grants to authenticated;
grant select on table public.on_demand_collection_items to authenticated;
grant select, insert, update on table public.on_demand_progress to authenticated;
grant select, insert, update, delete on table public.on_demand_labels to service_role;
grant select, insert, update, delete on table public.on_demand_resources to service_role;
grant select, insert, update, delete on table public.on_demand_workouts to service_role;
grant select, insert, update, delete on table public.on_demand_item_labels to service_role;
grant select, insert, update, delete on table public.on_demand_collections to service_role;
grant select, insert, update, delete on table public.on_demand_grants to service_role;
grant select, insert, update, delete on table public.on_demand_collection_items to service_role;
grant select, insert, update, delete on table public.on_demand_progress to service_role;

revoke execute on function private.can_see_on_demand(uuid) from public, anon;
grant execute on function private.can_see_on_demand(uuid) to authenticated, service_role;
revoke execute on function private.set_on_demand_collection_items(uuid, uuid[], integer) from public, anon;
grant execute on function private.set_on_demand_collection_items(uuid, uuid[], integer) to authenticated;
revoke execute on function public.set_on_demand_collection_items(uuid, uuid[], integer) from public, anon;
grant execute on function public.set_on_demand_collection_items(uuid, uuid[], integer) to authenticated;

-- Storage: the private on-demand bucket ---------------------------------------------------------------
-- Videos up to 500 MiB (the bucket's ceiling); the app refuses a PDF over 25 MiB and an image over
-- 10 MiB before uploading (docs/on-demand.md). Only these types are stored.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('on-demand', 'on-demand', false, 524288000,
        array['video/mp4', 'video/webm', 'video/quicktime', 'application/pdf', 'image/jpeg', 'image/png', 'image/webp'])
on conflict (id) do nothing;

-- Reading (downloading, signing a URL) follows the item the path's first folder names.
create policy "on demand: who sees the item reads its files"
on storage.objects for select to authenticated
using (
  bucket_id = 'on-demand'
  and private.can_see_on_demand(
    case when (storage.foldername(name))[1] ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
      then ((storage.foldername(name))[1])::uuid end
  )
);

create policy "on demand: staff upload"
on storage.objects for insert to authenticated
with check (bucket_id = 'on-demand' and (select private.is_staff()));

create policy "on demand: staff replace"
on storage.objects for update to authenticated
using (bucket_id = 'on-demand' and (select private.is_staff()))
with check (bucket_id = 'on-demand' and (select private.is_staff()));

create policy "on demand: staff delete"
on storage.objects for delete to authenticated
using (bucket_id = 'on-demand' and (select private.is_staff()));
