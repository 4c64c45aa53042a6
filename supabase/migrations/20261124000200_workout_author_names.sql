-- Author filter by name on /workouts (docs/authoring.md): staff see workouts written by other staff,
-- but the users policies (rightly) do not let a trainer read another trainer's profile. This
-- returns only a display name, and only to active staff and admins, for the ids asked: staff and
-- admins (colleagues), the caller's own clients and the caller; an admin gets any name. Nothing
-- else of the profile leaves. security definer with a pinned search_path; at most 500 ids a call.
create or replace function public.author_names(p_ids uuid[])
returns table (id uuid, name text)
language sql
stable
security definer
set search_path = ''
as $$
  select u.id,
         coalesce(nullif(btrim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), ''), 'Unnamed')
  from public.users u
  where (select private.is_staff())
    and u.id = any ((p_ids)[1:500])
    and (
      u.role in ('staff', 'admin')
      or u.id = (select auth.uid())
      or u.id in (select private.assigned_client_ids())
      or (select private.is_admin())
    )
  order by 2, 1;
$$;

revoke execute on function public.author_names(uuid[]) from public, anon;
grant execute on function public.author_names(uuid[]) to authenticated;
