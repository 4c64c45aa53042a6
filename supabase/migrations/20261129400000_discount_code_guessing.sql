-- Discount codes cannot be guessed: a client who tries many codes that do not work is told to wait,
-- and the checkout never says whether an unchecked code exists.
--
-- * `preview_checkout` (the "Apply" button) records every code it is asked about. After
--   `DISCOUNT_CODE_MAX_MISSES` codes that did not apply within `DISCOUNT_CODE_WINDOW`, it answers
--   "Too many codes tried" without looking the code up.
-- * `start_checkout` accepts a code only when the same client previewed it successfully in the last
--   hour (the app always previews first). Any other code is refused with the same words whether it
--   exists or not, so the checkout is no oracle for codes, however often it is called.
-- The checks live in `private` (outside the Data API) and are written by the definer functions only;
-- a refusal in `preview_checkout` returns a row instead of raising, so the record survives.

create table private.discount_code_checks (
  id bigint generated always as identity primary key,
  client_id uuid not null references public.users (id) on delete cascade,
  code text not null check (char_length(code) <= 64),
  valid boolean not null,
  checked_at timestamptz not null default now()
);
comment on table private.discount_code_checks is
  'Each discount code a client previewed, and whether it applied. Limits guessing; read by private.discount_for only.';
create index discount_code_checks_client_idx on private.discount_code_checks (client_id, checked_at);
revoke all on table private.discount_code_checks from public, anon, authenticated, service_role;
-- Outside the Data API and granted to no API role; row-level security on as well (no policy), so a
-- grant added by mistake would still show nothing. The definer functions own it and bypass it.
alter table private.discount_code_checks enable row level security;

-- A code's effect on a product for a client: (id, amount off, or the reason it does not apply).
-- p_lock is the checkout (takes the code's row lock, so the redemption counts cannot race, and needs
-- an earlier successful preview); without it, the preview (limited and recorded).
create or replace function private.discount_for(
  p_code text, p_kind public.order_kind, p_product_id uuid, p_client_id uuid, p_list_price integer, p_lock boolean
)
returns table (discount_id uuid, discount_minor integer, problem text)
language plpgsql
set search_path = ''
as $$
#variable_conflict use_column
declare
  max_misses constant integer := 10;
  miss_window constant interval := interval '15 minutes';
  preview_valid_for constant interval := interval '1 hour';
  d public.discount_codes;
  v_code text := upper(btrim(coalesce(p_code, '')));
  v_problem text;
begin
  if v_code = '' then
    return query select null::uuid, 0, null::text;
    return;
  end if;
  if char_length(v_code) > 64 then
    return query select null::uuid, 0, 'This code is not valid'::text;
    return;
  end if;
  if p_lock then
    if not exists (
      select 1 from private.discount_code_checks c
      where c.client_id = p_client_id and c.code = v_code and c.valid and c.checked_at > now() - preview_valid_for
    ) then
      return query select null::uuid, 0, 'Apply the code before paying'::text;
      return;
    end if;
    select x.* into d from public.discount_codes x where upper(x.code) = v_code for update;
  else
    if (
      select count(*) from private.discount_code_checks c
      where c.client_id = p_client_id and not c.valid and c.checked_at > now() - miss_window
    ) >= max_misses then
      return query select null::uuid, 0, 'Too many codes tried. Try again in 15 minutes.'::text;
      return;
    end if;
    select x.* into d from public.discount_codes x where upper(x.code) = v_code;
  end if;
  if d.id is null or d.is_archived then
    v_problem := 'This code is not valid';
  elsif p_kind not in ('pack', 'membership') or (d.product_ids is not null and not (p_product_id = any (d.product_ids))) then
    v_problem := 'This code does not apply to this product';
  elsif d.starts_at is not null and d.starts_at > now() then
    v_problem := 'This code is not valid yet';
  elsif d.ends_at is not null and d.ends_at <= now() then
    v_problem := 'This code has expired';
  elsif d.max_redemptions is not null and (select count(*) from public.discount_redemptions r
        where r.discount_id = d.id and r.released_at is null) >= d.max_redemptions then
    v_problem := 'This code has been used up';
  elsif d.max_per_client is not null and (select count(*) from public.discount_redemptions r
        where r.discount_id = d.id and r.client_id = p_client_id and r.released_at is null) >= d.max_per_client then
    v_problem := 'You have already used this code';
  end if;
  if not p_lock then
    insert into private.discount_code_checks (client_id, code, valid) values (p_client_id, v_code, v_problem is null);
  end if;
  if v_problem is not null then
    return query select null::uuid, 0, v_problem;
  else
    return query select d.id,
      case d.kind when 'percent' then (p_list_price::bigint * d.percent_off / 100)::integer
                  else least(d.amount_off_minor, p_list_price) end,
      null::text;
  end if;
end;
$$;
revoke all on function private.discount_for(text, public.order_kind, uuid, uuid, integer, boolean)
  from public, anon, authenticated, service_role;
