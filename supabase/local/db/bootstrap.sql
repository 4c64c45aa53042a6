-- Local only: what a Supabase project has before any migration runs. The request roles exist on
-- every Supabase database; PGlite starts without them.
do $$
begin
  if not exists (select from pg_roles where rolname = 'anon') then
    create role anon nologin;
  end if;
  if not exists (select from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin;
  end if;
  if not exists (select from pg_roles where rolname = 'service_role') then
    create role service_role nologin bypassrls;
  end if;
end
$$;

-- Extensions live in their own schema, as on a hosted project (see the extensions_schema migration).
create schema if not exists extensions;
create extension if not exists pgcrypto with schema extensions;
create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  name text,
  statements text[]
);
