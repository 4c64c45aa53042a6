-- The automation runner every minute (docs/automation.md, "Scheduling"): on a hosted project with
-- Supabase Cron (pg_cron) enabled, scheduled here; where the extension is absent (the embedded
-- backend, a project without Cron) this does nothing, and the embedded backend's local layer calls
-- the same function from a timer (supabase/local/automation/local-automation.ts).
do $$
begin
  if exists (select 1 from pg_catalog.pg_extension where extname = 'pg_cron') then
    execute $cron$
      select cron.schedule('liftwise-automations', '* * * * *', 'select public.run_automations()')
    $cron$;
  end if;
end
$$;
