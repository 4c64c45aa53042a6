-- Payment housekeeping every minute (expiry of credits and checkouts, memberships ending at their
-- period's end): on a hosted project with Supabase Cron (pg_cron) enabled, scheduled here; where
-- the extension is absent (the embedded backend, a project without Cron) this does nothing, and the
-- embedded backend calls the same function from a timer (docs/payments.md, "Housekeeping").
do $$
begin
  if exists (select 1 from pg_catalog.pg_extension where extname = 'pg_cron') then
    execute $cron$
      select cron.schedule('liftwise-payment-housekeeping', '* * * * *', 'select public.run_payment_housekeeping()')
    $cron$;
  end if;
end
$$;
