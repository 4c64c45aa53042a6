-- Check-in reminders (issue 33 follow-up, docs/check-ins.md): on the day a client's weekly check-in
-- is due, from 09:00 studio time, a client who has not answered this week's gets one in-app (and
-- push, if they opted in) notification: "Your weekly check-in is due", linking to Today.
--
-- * Run by the same runner as automations and booking reminders: public.run_automations() (pg_cron
--   every minute on hosted Supabase, the local layer's timer on the embedded backend) now also calls
--   private.send_check_in_reminders(now).
-- * Once per client per studio week, whoever runs it and however often: the notification's dedupe
--   key 'check_in_reminder:<client>:<week start>' is unique per recipient (notifications_dedupe),
--   so two overlapping runners send one. Only the due day itself reminds: a runner that was down
--   all that day does not send a stale reminder days later.
-- * The kind is 'automation' (Settings: "Messages from your coach's check-ins"), so a device's push
--   choices already cover it.

create function private.send_check_in_reminders(p_now timestamptz)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_tz text := coalesce((select s.time_zone from public.studio_settings s where s.id = 1), 'UTC');
  v_week_start smallint := coalesce((select s.week_start from public.studio_settings s where s.id = 1), 1);
  v_week date := private.studio_week_start(p_now);
  v_sent integer := 0;
  r record;
begin
  -- Nothing to remind of: one probe, not a walk over every client, each minute.
  if not exists (select 1 from public.check_in_forms) then
    return 0;
  end if;
  for r in
    with forms as (
      -- The form a client answers: their own, else their trainer's default (private.check_in_form_for).
      select u.id as client_id, coalesce(own.due_weekday, def.due_weekday) as due_weekday
      from public.users u
      left join public.check_in_forms own on own.client_id = u.id
      left join public.check_in_forms def on def.client_id is null and def.coach_id = u.assigned_to
      where u.role = 'client' and u.status = 'active' and (own.id is not null or def.id is not null)
    ), due as (
      select f.client_id,
             ((v_week + ((f.due_weekday - v_week_start + 7) % 7)) + time '09:00') at time zone v_tz as due_at
      from forms f
    )
    select d.client_id, 'check_in_reminder:' || d.client_id::text || ':' || v_week::text as dedupe_key
    from due d
    where p_now >= d.due_at and p_now < d.due_at + interval '1 day'
      and not exists (select 1 from public.weekly_check_ins c where c.client_id = d.client_id and c.week_start = v_week)
      and not exists (
        select 1 from public.notifications n
        where n.recipient_id = d.client_id and n.dedupe_key = 'check_in_reminder:' || d.client_id::text || ':' || v_week::text)
  loop
    if private.notify(
      r.client_id,
      'automation',
      'Your weekly check-in is due',
      'Answer it from Today: a few taps, and your coach sees how your week went.',
      '/',
      r.dedupe_key
    ) is not null then
      v_sent := v_sent + 1;
    end if;
  end loop;
  return v_sent;
end;
$$;

revoke execute on function private.send_check_in_reminders(timestamptz) from public, anon, authenticated;
grant execute on function private.send_check_in_reminders(timestamptz) to service_role;

-- The runner's entry point, as before, plus the check-in reminders (their count in the result).
create or replace function public.run_automations(p_now timestamptz default now())
returns jsonb language plpgsql security invoker set search_path = ''
as $$
begin
  if p_now is null or not isfinite(p_now) or p_now < '2000-01-01' or p_now >= '2200-01-01' then
    raise exception 'p_now must be a time between 2000 and 2200' using errcode = '22023';
  end if;
  return private.run_automations(p_now)
    || jsonb_build_object('check_in_reminders', private.send_check_in_reminders(p_now));
end;
$$;

revoke execute on function public.run_automations(timestamptz) from public, anon, authenticated;
grant execute on function public.run_automations(timestamptz) to service_role;
