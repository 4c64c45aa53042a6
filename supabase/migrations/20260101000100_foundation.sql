-- Foundation: the schemas, the extension, the default privileges and the small helpers every
-- other migration uses. The migrations were folded into one file per concern on 2026-11-27
-- (issue 26): each table, function and policy is defined once, in its current form, and from
-- here on migrations are append-only (docs/architecture.md, "Database"). The whole schema as
-- PostgreSQL dumps it is supabase/schema.sql.

-- private holds the policy helpers and internal functions: never exposed through the Data API.
create schema if not exists private;

-- Extensions live in their own schema, as on every hosted Supabase project. In public, every
-- function of an extension is part of the Data API (anyone could call /rest/v1/rpc/gen_salt or
-- pgp_sym_encrypt), and Supabase's linter flags it (extension_in_public). Objects that call an
-- extension's functions name the schema (extensions.crypt), so nothing depends on a search_path.
create schema if not exists extensions;
create extension if not exists pgcrypto with schema extensions;

-- Supabase no longer grants new public tables to the API roles (new projects since May 2026,
-- every project from 30 October 2026), and the embedded backend is made to behave the same
-- (supabase/local/db/api-grants.ts). Objects the migration role creates get no privileges until
-- granted, PostgreSQL's own execute-for-everyone on functions included (`in schema ...` cannot
-- take that one away, hence the global default). Every grant is in the api_grants migration.
alter default privileges in schema public revoke all on tables from anon, authenticated, service_role;
alter default privileges in schema public revoke all on sequences from anon, authenticated, service_role;
alter default privileges in schema public revoke execute on functions from public, anon, authenticated, service_role;
alter default privileges in schema private revoke execute on functions from public;
alter default privileges revoke execute on functions from public;

-- Helpers ---------------------------------------------------------------------------------------

create function private.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at = now();
  return new;
end;
$$;

-- Limits on what a signed-in user can store are sized to each column's use (the spec, the seed
-- and the exercise dataset all fit with room to spare), plus two integrity rules on every table:
--
-- * `id` never changes on update (the `<table>_keep_id` trigger): a message's recipient could
--   otherwise rewrite its primary key (guard_message_update checks the other columns only).
-- * Every date and timestamptz column is finite and between 1900 and 2200 (`<table>_<column>_in_range`;
--   `infinity` and year 294277 would pass a type check). Floats refuse NaN and infinity: `x >= 0`
--   lets NaN through, since PostgreSQL sorts NaN above every number, so checks say
--   `x <> 'NaN' and x < 'Infinity'`.
-- schema-security.test.ts checks that every table keeps the id guard and that every text, array
-- and jsonb column a user can write has a limit.

-- An array of short strings: at most `max_items` items of at most `max_chars` characters each.
create function private.text_array_within(items text[], max_items integer, max_chars integer)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select items is null
    or (cardinality(items) <= max_items
      and coalesce((select max(char_length(item)) from unnest(items) as item), 0) <= max_chars);
$$;

create function private.keep_primary_key()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.id is distinct from old.id then
    raise exception 'The id of a row cannot change' using errcode = '42501';
  end if;
  return new;
end;
$$;

-- The text items of a JSON array (null for a JSON null or a missing key); 22023 for anything else.
create function private.json_text_items(p_value jsonb, p_what text)
returns text[]
language plpgsql
immutable
set search_path = ''
as $$
begin
  if p_value is null or jsonb_typeof(p_value) = 'null' then
    return null;
  end if;
  if jsonb_typeof(p_value) <> 'array'
    or exists (select 1 from jsonb_array_elements(p_value) e where jsonb_typeof(e) <> 'string') then
    raise exception '% must be a list of words', p_what using errcode = '22023';
  end if;
  return array(select btrim(e) from jsonb_array_elements_text(p_value) e where btrim(e) <> '');
end;
$$;

-- Estimated one-rep max (Epley, reps capped at 12; a single is its own max), the same rule as
-- src/features/training/lib/strength-math.ts. Its search_path is pinned (the linter's
-- function_search_path_mutable), which costs inlining: measured in docs/security.md.
create function private.estimated_one_rep_max(p_weight double precision, p_reps integer)
returns double precision
language sql
immutable
set search_path = ''
as $$
  select case
    when p_weight is null or p_reps is null or p_weight <= 0 or p_reps <= 0 then null
    when p_reps = 1 then p_weight
    else p_weight * (1 + least(p_reps, 12) / 30.0)
  end;
$$;

-- How many times a weekday (0 = Sunday ... 6 = Saturday) falls between two dates, both included.
-- The gap plus 7 is never negative, so the division is exact even when the weekday's first
-- occurrence comes after p_to (a range shorter than a week counts 0, not 1).
create function private.weekday_count(p_dow integer, p_from date, p_to date)
returns integer
language sql
immutable
set search_path = ''
as $$
  select case
    when p_from is null or p_to is null or p_to < p_from then 0
    else greatest(0, (p_to - (p_from + ((p_dow - extract(dow from p_from)::integer + 7) % 7)) + 7) / 7)
  end;
$$;
