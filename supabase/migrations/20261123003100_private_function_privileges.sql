-- Functions get execute-for-PUBLIC by PostgreSQL's global default, which `alter default privileges
-- in schema …` cannot take away; helpers added after the grants migration were therefore callable
-- by anyone. Take it back for them, and change the global default for every function this role
-- creates from now on, so a new helper is callable only by the roles it is granted to.
alter default privileges revoke execute on functions from public;

revoke execute on function private.caller_is_active() from public, anon;
grant execute on function private.caller_is_active() to authenticated, service_role;

-- Check constraints call it as the writing role: authenticated and service_role write, anon never.
revoke execute on function private.text_array_within(text[], integer, integer) from public, anon;
grant execute on function private.text_array_within(text[], integer, integer) to authenticated, service_role;

-- A trigger function fires without any execute privilege: nobody calls it directly.
revoke execute on function private.keep_primary_key() from public, anon, authenticated, service_role;
