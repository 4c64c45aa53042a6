-- A client renews their check-in key at most once a minute (issue 29's note: renewal was not
-- limited). Each renewal writes a new secret; a script renewing in a loop would only churn the row,
-- but nothing a person does needs two renewals within a minute. PT429 -> HTTP 429 on PostgREST.
create or replace function private.renew_access_key()
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  me public.users := private.require_active_caller();
  k public.access_keys;
begin
  perform private.require_client(me);
  select * into k from public.access_keys where client_id = me.id for update;
  if found and coalesce(k.renewed_at, k.created_at) > now() - interval '1 minute' and k.revoked_at is null then
    raise exception 'You renewed your code a moment ago. Try again in a minute.' using errcode = 'PT429';
  end if;
  insert into public.access_keys as a (client_id, secret) values (me.id, extensions.gen_random_bytes(20))
  on conflict (client_id) do update
    set secret = excluded.secret, renewed_at = now(), revoked_at = null, revoked_by = null, revoked_reason = null
  returning a.* into k;
  return private.access_key_json(k);
end;
$$;
