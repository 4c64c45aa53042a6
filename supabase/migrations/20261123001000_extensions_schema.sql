-- Extensions live in their own schema, as on every hosted Supabase project. In public, every
-- function of an extension is part of the Data API (anyone could call /rest/v1/rpc/gen_salt or
-- pgp_sym_encrypt), and Supabase's linter flags it (extension_in_public). Objects that call an
-- extension's functions name the schema (extensions.crypt), so nothing depends on a search_path.
create schema if not exists extensions;

do $$
declare
  current_schema_name name := (
    select n.nspname from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pgcrypto'
  );
begin
  if current_schema_name is null then
    create extension pgcrypto with schema extensions;
  elsif current_schema_name <> 'extensions' then
    -- Databases made before this migration (the embedded backend's) had it in public.
    alter extension pgcrypto set schema extensions;
  end if;
end
$$;
