-- Each person's weight unit (issue 11). Weights stay in kilograms everywhere in the database; this
-- only says how the app shows and reads them for this person. Null: not chosen yet, the app uses
-- the browser's locale (pounds for the United States, kilograms elsewhere).
-- authenticated already has table-wide update on public.users, limited by the "update own profile"
-- policy and the privileged-columns trigger, so the person can set their own unit and nobody else's
-- (an admin excepted).
alter table public.users
  add column weight_unit text null
    constraint users_weight_unit_check check (weight_unit in ('kg', 'lb'));

comment on column public.users.weight_unit is
  'kg or lb: how weights are shown and entered for this person (stored values are always kg); null = locale default';
