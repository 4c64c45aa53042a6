-- Trainers' first names for booking (issue 27).
--
-- A client chooses a trainer when they book ("Book a session"), but row-level security on users
-- shows a client only their own trainer. bookable_trainer_names() gives the first name, and nothing
-- else, of the people among p_trainer_ids who are active staff or admins delivering at least one
-- active service: what a studio's booking page shows anyone. Anyone else in the list (a client, an
-- archived trainer, an unknown id) is left out. At most 100 ids a call.
--   42501 (403) not signed in, or the account is not active
--   22023 (400) more than 100 ids
create or replace function private.bookable_trainer_names(p_trainer_ids uuid[])
returns table (id uuid, first_name text)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if (select auth.uid()) is null or not (select private.caller_is_active()) then
    raise exception 'Sign in with an active account to see trainers' using errcode = '42501';
  end if;
  if coalesce(cardinality(p_trainer_ids), 0) > 100 then
    raise exception 'Ask for at most 100 trainers at a time' using errcode = '22023';
  end if;
  return query
  select u.id, u.first_name
  from public.users u
  where u.id = any (coalesce(p_trainer_ids, '{}'))
    and u.role in ('staff', 'admin')
    and u.status = 'active'
    and exists (
      select 1
      from public.service_trainers st
      join public.services s on s.id = st.service_id
      where st.trainer_id = u.id and not s.is_archived
    )
  order by u.first_name, u.id;
end;
$$;

create or replace function public.bookable_trainer_names(p_trainer_ids uuid[])
returns table (id uuid, first_name text)
language sql
stable
security invoker
set search_path = ''
as $$
  select * from private.bookable_trainer_names(p_trainer_ids);
$$;

revoke all on function private.bookable_trainer_names(uuid[]) from public, anon;
grant execute on function private.bookable_trainer_names(uuid[]) to authenticated;
revoke all on function public.bookable_trainer_names(uuid[]) from public, anon, service_role;
grant execute on function public.bookable_trainer_names(uuid[]) to authenticated;
