-- Foundation shared by every table: the private schema for policy helpers (never exposed through
-- the Data API), and the updated_at trigger function.
create schema if not exists private;
grant usage on schema private to authenticated, service_role;

-- Policies call auth.uid(); the request roles must be able to resolve it.
grant usage on schema auth to anon, authenticated, service_role;

create or replace function private.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at = now();
  return new;
end;
$$;
