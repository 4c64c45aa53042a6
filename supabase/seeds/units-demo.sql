-- Weight units demo data (issue 11): the demo accounts train in kilograms (their seeded logs,
-- plans and coach notes are metric), so they say so rather than follow the browser's locale.
-- An account made later (sign-up, a coach adding a client) has no unit until the person chooses:
-- the app then uses the locale (pounds for en-US). Runs after every other seed (config.toml sql_paths).
do $seed$
begin
  update public.users
  set weight_unit = 'kg'
  where weight_unit is null
    and email like '%@demo.liftwise.app';
end;
$seed$;
