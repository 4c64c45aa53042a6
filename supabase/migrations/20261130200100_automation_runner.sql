-- Automation functions (issue 31, docs/automation.md): the runner, saving a flow and its steps, who
-- would enter a flow now, the timeline, and pausing / resuming / stopping. All security definer with
-- their own checks (the tables they write have no API write grants); the runner is the service
-- role's only (pg_cron on a hosted project, the local layer's timer on the embedded backend).

-- A step's due time: the studio-local date of enrolment plus day_offset days, at time_of_day in the
-- studio's time zone. Local date + local time, then back to an instant: right across daylight saving
-- (09:00 stays 09:00 on the wall clock whichever offset that day has).
create function private.automation_due_at(p_enrolled_at timestamptz, p_day_offset integer, p_time time, p_time_zone text)
returns timestamptz
language sql
stable
set search_path = ''
as $$
  select (((p_enrolled_at at time zone p_time_zone)::date + p_day_offset) + p_time) at time zone p_time_zone;
$$;

-- A whole number from a JSON value, or null for absent / JSON null; anything else is bad input.
create function private.automation_int(p_value jsonb, p_what text, p_min integer, p_max integer)
returns integer
language plpgsql
immutable
set search_path = ''
as $$
declare
  v numeric;
begin
  if p_value is null or jsonb_typeof(p_value) = 'null' then
    return null;
  end if;
  if jsonb_typeof(p_value) <> 'number' then
    raise exception '% must be a whole number from % to %', p_what, p_min, p_max using errcode = '22023';
  end if;
  v := (p_value #>> '{}')::numeric;
  if v <> trunc(v) or v < p_min or v > p_max then
    raise exception '% must be a whole number from % to %', p_what, p_min, p_max using errcode = '22023';
  end if;
  return v::integer;
end;
$$;

-- The clients a flow applies to: active clients of its trainer (every client when it has none) who
-- meet its conditions (client type, their trainer, a membership plan they hold).
create function private.automation_flow_clients(p_flow public.automation_flows)
returns table (id uuid, created_at timestamptz)
language sql
stable
set search_path = ''
as $$
  select u.id, u.created_at
  from public.users u
  where u.role = 'client' and u.status = 'active'
    and (p_flow.trainer_id is null or u.assigned_to = p_flow.trainer_id)
    and (coalesce(cardinality(p_flow.condition_client_types), 0) = 0 or u.client_type = any (p_flow.condition_client_types))
    and (coalesce(cardinality(p_flow.condition_trainer_ids), 0) = 0 or u.assigned_to = any (p_flow.condition_trainer_ids))
    and (coalesce(cardinality(p_flow.condition_plan_ids), 0) = 0 or exists (
      select 1 from public.memberships m
      where m.client_id = u.id and m.status in ('active', 'past_due') and m.plan_id = any (p_flow.condition_plan_ids)));
$$;

-- The clients for whom a flow's trigger holds at p_now (and who meet its conditions), with the reason
-- in words. Onboarding ('joined'): the joins not yet taken up, with when they happened.
create function private.automation_trigger_clients(p_flow public.automation_flows, p_now timestamptz)
returns table (client_id uuid, reason text, join_id uuid, since timestamptz)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_tz text := (select s.time_zone from public.studio_settings s where s.id = 1);
  v_today date := (p_now at time zone v_tz)::date;
  v_days interval := make_interval(days => coalesce(p_flow.trigger_days, 0));
begin
  case p_flow.trigger_kind
  when 'joined' then
    return query
    select distinct on (j.client_id) j.client_id, 'Joined ' || coalesce(t.name, 'their trainer'), j.id, j.joined_at
    from private.automation_joins j
    join private.automation_flow_clients(p_flow) e on e.id = j.client_id
    join public.users u on u.id = j.client_id and u.assigned_to = j.trainer_id
    left join public.users t on t.id = j.trainer_id
    where j.processed_at is null and j.joined_at >= p_flow.created_at and j.joined_at <= p_now
      and not exists (select 1 from public.automation_enrolments x where x.flow_id = p_flow.id and x.join_id = j.id)
    order by j.client_id, j.joined_at desc;
  when 'no_visit' then
    return query
    select e.id, format('No studio visit in %s days', p_flow.trigger_days), null::uuid, null::timestamptz
    from private.automation_flow_clients(p_flow) e
    where e.created_at <= p_now - v_days
      and not exists (
        select 1 from public.check_ins c
        where c.client_id = e.id and c.checked_in_at > p_now - v_days and c.checked_in_at <= p_now);
  when 'no_workout' then
    return query
    select e.id, format('No workout logged in %s days', p_flow.trigger_days), null::uuid, null::timestamptz
    from private.automation_flow_clients(p_flow) e
    where e.created_at <= p_now - v_days
      and not exists (
        select 1 from public.workout_logs l
        where l.user_id = e.id and l.created_at > p_now - v_days and l.created_at <= p_now);
  when 'missed_workouts' then
    -- Weekly programs: the planned workouts of the last 7 whole days (not before the program started)
    -- less the workouts logged on each of those days.
    return query
    with program as (
      select distinct on (p.client_id) p.id, p.client_id,
             coalesce(p.start_date, (p.created_at at time zone v_tz)::date) as starts_on
      from public.programs p
      join private.automation_flow_clients(p_flow) e on e.id = p.client_id
      where p.status = 'active' and not p.flex_schedule
      order by p.client_id, p.created_at desc
    ),
    planned as (
      select pr.client_id, d.day, count(*)::integer as workouts
      from program pr
      cross join lateral (
        select g::date as day from generate_series(greatest(v_today - 7, pr.starts_on), v_today - 1, interval '1 day') g
      ) d
      join public.program_workouts pw on pw.program_id = pr.id and pw.day_of_week = extract(dow from d.day)::integer
      group by pr.client_id, d.day
    ),
    missed as (
      select pl.client_id, sum(greatest(pl.workouts - coalesce(t.workouts, 0), 0))::integer as missed
      from planned pl
      left join public.client_training_days t on t.user_id = pl.client_id and t.day = pl.day
      group by pl.client_id
    )
    select m.client_id, format('Missed %s planned workouts in the last 7 days', m.missed), null::uuid, null::timestamptz
    from missed m
    where m.missed >= p_flow.trigger_count;
  when 'program_ending' then
    return query
    select distinct on (p.client_id) p.client_id,
           format('Program "%s" ends on %s', p.name, to_char(x.ends_on, 'FMDD Mon YYYY')), null::uuid, null::timestamptz
    from public.programs p
    join private.automation_flow_clients(p_flow) e on e.id = p.client_id
    cross join lateral (
      select coalesce(p.start_date, (p.created_at at time zone v_tz)::date) + p.duration_weeks * 7 as ends_on
    ) x
    where p.status = 'active' and p.duration_weeks is not null
      and x.ends_on >= v_today and x.ends_on - v_today <= p_flow.trigger_days
    order by p.client_id, x.ends_on;
  when 'membership_expiring' then
    return query
    select distinct on (m.client_id) m.client_id,
           format('Membership "%s" ends on %s', m.description, to_char(m.current_period_end at time zone v_tz, 'FMDD Mon YYYY')),
           null::uuid, null::timestamptz
    from public.memberships m
    join private.automation_flow_clients(p_flow) e on e.id = m.client_id
    where m.status = 'active' and m.cancel_at_period_end
      and m.current_period_end > p_now and m.current_period_end <= p_now + v_days
    order by m.client_id, m.current_period_end;
  when 'membership_past_due' then
    return query
    select distinct on (m.client_id) m.client_id, format('Membership "%s" is past due', m.description),
           null::uuid, null::timestamptz
    from public.memberships m
    join private.automation_flow_clients(p_flow) e on e.id = m.client_id
    where m.status = 'past_due'
    order by m.client_id, m.past_due_since;
  when 'credits_low' then
    -- Clients who have held credits: what is left now, unexpired, below N.
    return query
    select l.client_id, format('%s credits left', coalesce(sum(l.remaining) filter (
             where l.expires_at is null or l.expires_at > p_now), 0)), null::uuid, null::timestamptz
    from public.credit_lots l
    join private.automation_flow_clients(p_flow) e on e.id = l.client_id
    where l.created_at <= p_now
    group by l.client_id
    having coalesce(sum(l.remaining) filter (where l.expires_at is null or l.expires_at > p_now), 0) < p_flow.trigger_count;
  when 'first_booking' then
    -- A client whose first booking came after the flow was made (not everyone who ever booked).
    return query
    select b.client_id, 'Made their first booking', null::uuid, null::timestamptz
    from public.bookings b
    join private.automation_flow_clients(p_flow) e on e.id = b.client_id
    where b.created_at <= p_now
    group by b.client_id
    having min(b.created_at) >= p_flow.created_at;
  when 'date' then
    return query
    select e.id, format('On %s', to_char(p_flow.trigger_date, 'FMDD Mon YYYY')), null::uuid, null::timestamptz
    from private.automation_flow_clients(p_flow) e
    where v_today = p_flow.trigger_date;
  end case;
end;
$$;

-- What one step does for one client. Returns 'done', or 'skipped' when there is nothing to do (the
-- onboarding form is already in). Raises when it cannot (the runner retries, then marks it failed).
create function private.run_automation_step(p_run_id uuid)
returns public.automation_run_status
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_run public.automation_step_runs;
  v_step public.automation_steps;
  v_flow public.automation_flows;
  v_client public.users;
  v_trainer uuid;
  v_first text;
  v_body text;
  v_program public.programs;
  v_copy uuid;
  v_task uuid;
  v_today date;
begin
  select * into v_run from public.automation_step_runs where id = p_run_id;
  select * into v_step from public.automation_steps where id = v_run.step_id;
  select f.* into v_flow from public.automation_flows f
    join public.automation_enrolments e on e.flow_id = f.id where e.id = v_run.enrolment_id;
  select u.* into v_client from public.users u
    join public.automation_enrolments e on e.client_id = u.id where e.id = v_run.enrolment_id;
  -- From the flow's trainer; a flow for every client speaks for each client's own trainer.
  v_trainer := coalesce(v_flow.trainer_id, v_client.assigned_to);
  if v_trainer is null then
    raise exception 'The client has no trainer to send this from';
  end if;
  v_first := coalesce(nullif(btrim(v_client.first_name), ''), 'there');

  case v_step.action
  when 'message' then
    v_body := btrim(replace(coalesce(v_step.message_body, ''), '{first_name}', v_first));
    if v_body = '' then
      raise exception 'The message is empty';
    end if;
    -- A normal message from the trainer: the notifications trigger tells the client once.
    insert into public.messages (sender_id, recipient_id, body) values (v_trainer, v_client.id, left(v_body, 5000));
  when 'onboarding_form' then
    if exists (select 1 from public.onboarding_forms o where o.client_id = v_client.id) then
      return 'skipped';
    end if;
    v_body := btrim(replace(coalesce(nullif(btrim(v_step.message_body), ''),
      'Hi {first_name}, please fill in your onboarding questions so I can tailor your training: Settings, Onboarding.'),
      '{first_name}', v_first));
    insert into public.messages (sender_id, recipient_id, body) values (v_trainer, v_client.id, left(v_body, 5000));
    perform private.notify(v_client.id, 'automation', 'Please complete your onboarding form',
      'Your trainer asked you to fill in your onboarding questions.', '/settings', 'automation:' || p_run_id::text);
  when 'assign_program' then
    select * into v_program from public.programs where id = v_step.program_id;
    if not found then
      raise exception 'The program of this step no longer exists';
    end if;
    if not exists (select 1 from public.program_workouts where program_id = v_program.id) then
      raise exception 'The program "%" has no workouts', v_program.name;
    end if;
    v_today := (now() at time zone (select s.time_zone from public.studio_settings s where s.id = 1))::date;
    update public.programs set status = 'completed' where client_id = v_client.id and status = 'active';
    insert into public.programs (name, description, client_id, created_by, status, flex_schedule, starting_workout_index,
                                 difficulty, goals, training_styles, duration_weeks, start_date, source_program_id)
    values (v_program.name, v_program.description, v_client.id, v_trainer, 'active', v_program.flex_schedule,
            v_program.starting_workout_index, v_program.difficulty, v_program.goals, v_program.training_styles,
            v_program.duration_weeks, v_today, v_program.id)
    returning id into v_copy;
    insert into public.program_workouts (program_id, workout_id, position, day_of_week, notes)
    select v_copy, pw.workout_id, pw.position, pw.day_of_week, pw.notes
    from public.program_workouts pw where pw.program_id = v_program.id;
  when 'assign_collection' then
    if v_step.collection_id is null
      or not exists (select 1 from public.on_demand_collections c where c.id = v_step.collection_id) then
      raise exception 'The on-demand collection of this step no longer exists';
    end if;
    insert into public.on_demand_grants (collection_id, audience, client_id, created_by)
    values (v_step.collection_id, 'client', v_client.id, v_trainer)
    on conflict do nothing;
  when 'task' then
    v_body := btrim(replace(coalesce(v_step.task_title, ''), '{first_name}', v_first));
    if v_body = '' then
      raise exception 'The task has no title';
    end if;
    insert into public.trainer_tasks (trainer_id, client_id, title, due_at, step_run_id)
    values (v_trainer, v_client.id, left(v_body, 200), v_run.due_at, p_run_id)
    on conflict (step_run_id) do nothing
    returning id into v_task;
    if v_task is not null then
      perform private.notify(v_trainer, 'task', left(v_body, 200), 'A task from the flow "' || v_flow.name || '"',
        '/clients/profile/' || v_client.id::text, 'task:' || v_task::text);
    end if;
  end case;
  return 'done';
end;
$$;

-- The booking reminders due at p_now: each booked session, at each of studio_settings.reminder_hours
-- before it, once (private.booking_reminders_sent); a reminder whose time passed before the booking
-- was made (or moved) is not sent, and when several are due at once only the nearest is.
create function private.send_booking_reminders(p_now timestamptz)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_settings public.studio_settings;
  v_max integer;
  v_sent integer := 0;
  r record;
begin
  select * into v_settings from public.studio_settings where id = 1;
  v_max := (select max(h) from unnest(v_settings.reminder_hours) h);
  if v_max is null then
    return 0;
  end if;
  for r in
    with due as (
      select b.id, b.client_id, b.starts_at, h.hours
      from public.bookings b
      cross join unnest(v_settings.reminder_hours) as h (hours)
      where b.status = 'booked' and b.starts_at > p_now and b.starts_at <= p_now + make_interval(hours => v_max)
        and b.starts_at <= p_now + make_interval(hours => h.hours)
        and b.updated_at <= b.starts_at - make_interval(hours => h.hours)
        and not exists (
          select 1 from private.booking_reminders_sent s
          where s.booking_id = b.id and s.hours = h.hours and s.starts_at = b.starts_at)
    ),
    recorded as (
      insert into private.booking_reminders_sent (booking_id, hours, starts_at)
      select d.id, d.hours, d.starts_at from due d
      on conflict do nothing
      returning booking_id, hours, starts_at
    )
    select distinct on (x.booking_id) x.booking_id, x.hours, x.starts_at, b.client_id, sv.name as service_name
    from recorded x
    join public.bookings b on b.id = x.booking_id
    join public.services sv on sv.id = b.service_id
    order by x.booking_id, x.hours
  loop
    perform private.notify(
      r.client_id,
      'booking_reminder',
      left(r.service_name, 150) || case when r.hours >= 24 and r.hours % 24 = 0
        then ' in ' || (r.hours / 24)::text || case when r.hours = 24 then ' day' else ' days' end
        else ' in ' || r.hours::text || case when r.hours = 1 then ' hour' else ' hours' end end,
      'Starts ' || to_char(r.starts_at at time zone v_settings.time_zone, 'FMDay DD Mon, HH24:MI') || ' (studio time)',
      '/schedule',
      'booking_reminder:' || r.booking_id::text || ':' || r.hours::text || ':' || extract(epoch from r.starts_at)::bigint::text
    );
    v_sent := v_sent + 1;
  end loop;
  return v_sent;
end;
$$;

create index bookings_booked_starts_idx on public.bookings (starts_at) where status = 'booked';

-- The runner -----------------------------------------------------------------------------------------
-- Everything due at p_now, idempotently: (1) enrolments end where the client left the flow's trainer
-- or was deactivated; (2) every active flow enrols the clients its trigger holds for (a trigger that
-- stays true enrols once until it has been seen false) and gives each new enrolment a pending run per
-- step; (3) each due run of an active enrolment in an active flow runs once (`for update skip
-- locked` + unique (enrolment, step)), a failure retried up to 3 attempts and then marked failed;
-- (4) enrolments with nothing left to run complete; (5) booking reminders.
create function private.run_automations(p_now timestamptz)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_now timestamptz := coalesce(p_now, now());
  v_tz text := (select s.time_zone from public.studio_settings s where s.id = 1);
  v_flow public.automation_flows;
  v_holding uuid[];
  v_new uuid[] := '{}';
  v_batch uuid[];
  v_touched uuid[] := '{}';
  v_stopped uuid[];
  v_cleared integer := 0;
  v_count integer;
  v_done integer := 0;
  v_skipped integer := 0;
  v_retried integer := 0;
  v_failed integer := 0;
  v_completed integer := 0;
  v_reminders integer;
  v_outcome public.automation_run_status;
  r record;
begin
  -- 1. Ends.
  with ended as (
    update public.automation_enrolments e
    set status = 'stopped', ended_at = v_now,
        stopped_reason = case when u.status <> 'active' or u.role <> 'client' then 'The client''s account is not active'
                              else 'The client moved to another trainer' end
    from public.automation_flows f, public.users u
    where f.id = e.flow_id and u.id = e.client_id and e.status in ('active', 'paused')
      and (u.status <> 'active' or u.role <> 'client' or (f.trainer_id is not null and u.assigned_to is distinct from f.trainer_id))
    returning e.id
  )
  select coalesce(array_agg(ended.id), '{}') into v_stopped from ended;
  update public.automation_step_runs set status = 'skipped'
  where status = 'pending' and enrolment_id = any (v_stopped);

  -- 2. Enrolments.
  for v_flow in select * from public.automation_flows f where f.status = 'active' order by f.created_at loop
    if v_flow.kind = 'onboarding' then
      with added as (
        insert into public.automation_enrolments (flow_id, client_id, enrolled_at, join_id, trigger_cleared_at)
        select v_flow.id, t.client_id, t.since, t.join_id, t.since
        from private.automation_trigger_clients(v_flow, v_now) t
        on conflict do nothing
        returning id
      )
      select coalesce(array_agg(added.id), '{}') into v_batch from added;
    else
      select coalesce(array_agg(t.client_id), '{}') into v_holding
      from private.automation_trigger_clients(v_flow, v_now) t;
      update public.automation_enrolments e set trigger_cleared_at = v_now
      where e.flow_id = v_flow.id and e.trigger_cleared_at is null
        and e.client_id not in (select unnest(v_holding));
      get diagnostics v_count = row_count;
      v_cleared := v_cleared + v_count;
      with added as (
        insert into public.automation_enrolments (flow_id, client_id, enrolled_at)
        select v_flow.id, c.id, v_now
        from unnest(v_holding) as c (id)
        where not exists (
          select 1 from public.automation_enrolments e
          where e.flow_id = v_flow.id and e.client_id = c.id and e.trigger_cleared_at is null)
        on conflict do nothing
        returning id
      )
      select coalesce(array_agg(added.id), '{}') into v_batch from added;
    end if;
    v_new := v_new || v_batch;
  end loop;
  update private.automation_joins set processed_at = v_now where processed_at is null and joined_at <= v_now;
  insert into public.automation_step_runs (enrolment_id, step_id, due_at)
  select e.id, s.id, private.automation_due_at(e.enrolled_at, s.day_offset, s.time_of_day, v_tz)
  from public.automation_enrolments e
  join public.automation_steps s on s.flow_id = e.flow_id and s.removed_at is null
  where e.id = any (v_new)
  on conflict do nothing;

  -- 3. Due runs, each once. Driven from the pending runs' due index (not from the enrolments), so
  -- a minute with nothing due costs one index probe whatever the planner's statistics say.
  for r in
    select sr.id, sr.attempts, sr.enrolment_id
    from public.automation_step_runs sr
    where sr.status = 'pending'
      and sr.id in (
        with due as materialized (
          select x.id, x.enrolment_id, x.step_id, x.due_at
          from public.automation_step_runs x
          where x.status = 'pending' and x.due_at <= v_now
        )
        select d.id
        from due d
        where exists (
            select 1 from public.automation_enrolments e join public.automation_flows f on f.id = e.flow_id
            where e.id = d.enrolment_id and e.status = 'active' and f.status = 'active')
          and exists (select 1 from public.automation_steps s where s.id = d.step_id and s.removed_at is null)
        order by d.due_at, d.id
        limit 20000)
    order by sr.due_at, sr.id
    for update of sr skip locked
  loop
    begin
      v_outcome := private.run_automation_step(r.id);
      update public.automation_step_runs
      set status = v_outcome, attempts = r.attempts + 1, ran_at = v_now, last_error = null
      where id = r.id;
      if v_outcome = 'done' then v_done := v_done + 1; else v_skipped := v_skipped + 1; end if;
    exception when others then
      update public.automation_step_runs
      set attempts = r.attempts + 1, last_error = left(sqlerrm, 1000), ran_at = v_now,
          status = case when r.attempts + 1 >= 3 then 'failed'::public.automation_run_status else 'pending' end
      where id = r.id;
      if r.attempts + 1 >= 3 then v_failed := v_failed + 1; else v_retried := v_retried + 1; end if;
    end;
    v_touched := v_touched || r.enrolment_id;
  end loop;

  -- 4. Completions: enrolments (new or just run) with nothing pending.
  update public.automation_enrolments e set status = 'completed', ended_at = v_now
  where e.status = 'active' and (e.id = any (v_touched) or e.id = any (v_new))
    and not exists (select 1 from public.automation_step_runs sr where sr.enrolment_id = e.id and sr.status = 'pending');
  get diagnostics v_completed = row_count;

  -- 5. Booking reminders.
  v_reminders := private.send_booking_reminders(v_now);

  return jsonb_build_object(
    'now', v_now, 'stopped', cardinality(v_stopped), 'enrolled', cardinality(v_new), 'cleared', v_cleared,
    'done', v_done, 'skipped', v_skipped, 'retried', v_retried, 'failed', v_failed, 'completed', v_completed,
    'reminders', v_reminders);
end;
$$;

-- p_now must be a real time: 'infinity' would make every future step due at once and the runner
-- would walk without end (the malformed-input sweep calls it so); 22023 -> 400.
create function public.run_automations(p_now timestamptz default now())
returns jsonb language plpgsql security invoker set search_path = ''
as $$
begin
  if p_now is null or not isfinite(p_now) or p_now < '2000-01-01' or p_now >= '2200-01-01' then
    raise exception 'p_now must be a time between 2000 and 2200' using errcode = '22023';
  end if;
  return private.run_automations(p_now);
end;
$$;

-- Saving a flow ----------------------------------------------------------------------------------------
-- p_flow: { id?, kind, name, trainer_id?, status?, trigger_kind?, trigger_days?, trigger_count?,
-- trigger_date?, condition_client_types?, condition_trainer_ids?, condition_plan_ids? }; p_steps: up to
-- 30 of { id?, day_offset, time_of_day ('HH:MM'), action, message_body?, program_id?, collection_id?,
-- task_title? } in order. A stale p_revision: PT409. Steps left out are removed (kept with their runs
-- when any ran); open enrolments get their not-yet-run steps re-timed, and runs for new steps (skipped
-- where the new step's time has already passed for them).
create function private.save_automation_flow(p_flow jsonb, p_steps jsonb, p_revision integer)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_caller public.users;
  v_admin boolean;
  v_id uuid;
  v_old public.automation_flows;
  v_kind public.automation_flow_kind;
  v_status public.automation_flow_status;
  v_trigger public.automation_trigger;
  v_trainer uuid;
  v_name text;
  v_types public.client_type[];
  v_trainers uuid[];
  v_plans uuid[];
  v_date date;
  v_days integer;
  v_count integer;
  v_tz text := (select s.time_zone from public.studio_settings s where s.id = 1);
  v_step jsonb;
  v_index bigint;
  v_step_id uuid;
  v_action public.automation_action;
  v_time time;
  v_kept uuid[] := '{}';
  v_text text;
begin
  select * into v_caller from public.users u where u.id = (select auth.uid()) and u.status = 'active';
  if not found or v_caller.role not in ('staff', 'admin') then
    raise exception 'Only staff can save automation flows' using errcode = '42501';
  end if;
  v_admin := v_caller.role = 'admin';
  if p_flow is null or jsonb_typeof(p_flow) <> 'object' then
    raise exception 'Send the flow as an object' using errcode = '22023';
  end if;
  p_steps := coalesce(p_steps, '[]'::jsonb);
  if jsonb_typeof(p_steps) <> 'array' then
    raise exception 'Send the steps as a list' using errcode = '22023';
  end if;
  if jsonb_array_length(p_steps) > 30 then
    raise exception 'A flow has at most 30 steps' using errcode = '22023';
  end if;

  if p_flow ? 'id' and jsonb_typeof(p_flow -> 'id') <> 'null' then
    v_id := private.uuid_or_null(p_flow ->> 'id');
    select * into v_old from public.automation_flows f where f.id = v_id for update;
    if v_id is null or not found or not (v_admin or v_old.trainer_id = v_caller.id) then
      raise exception 'Flow not found, or not yours to edit' using errcode = 'PT404';
    end if;
    if p_revision is not null and p_revision <> v_old.revision then
      raise exception 'This flow was changed meanwhile: reload it and make your edit again' using errcode = 'PT409';
    end if;
  end if;

  v_text := coalesce(p_flow ->> 'kind', v_old.kind::text);
  if v_text is null or not v_text = any (enum_range(null::public.automation_flow_kind)::text[]) then
    raise exception 'kind must be onboarding or autoflow' using errcode = '22023';
  end if;
  v_kind := v_text::public.automation_flow_kind;
  if v_old.id is not null and v_kind <> v_old.kind then
    raise exception 'A flow''s kind cannot change' using errcode = '22023';
  end if;

  v_name := btrim(coalesce(p_flow ->> 'name', v_old.name, ''));
  if char_length(v_name) not between 1 and 120 then
    raise exception 'Give the flow a name of 1 to 120 characters' using errcode = '22023';
  end if;

  v_text := coalesce(p_flow ->> 'status', v_old.status::text, 'active');
  if not v_text = any (enum_range(null::public.automation_flow_status)::text[]) then
    raise exception 'status must be active or paused' using errcode = '22023';
  end if;
  v_status := v_text::public.automation_flow_status;

  v_text := coalesce(p_flow ->> 'trigger_kind', v_old.trigger_kind::text,
                     case when v_kind = 'onboarding' then 'joined' end);
  if v_text is null or not v_text = any (enum_range(null::public.automation_trigger)::text[]) then
    raise exception 'Choose a trigger' using errcode = '22023';
  end if;
  v_trigger := v_text::public.automation_trigger;
  if (v_kind = 'onboarding') <> (v_trigger = 'joined') then
    raise exception 'Onboarding flows start when a client joins; autoflows need another trigger' using errcode = '22023';
  end if;

  if p_flow ? 'trainer_id' then
    v_trainer := private.uuid_or_null(p_flow ->> 'trainer_id');
    if p_flow ->> 'trainer_id' is not null and v_trainer is null then
      raise exception 'trainer_id must be an id' using errcode = '22023';
    end if;
  elsif v_old.id is not null then
    v_trainer := v_old.trainer_id;
  elsif not v_admin then
    v_trainer := v_caller.id;
  end if;
  if not v_admin and v_trainer is distinct from v_caller.id then
    raise exception 'A trainer''s flows are for their own clients: only an admin can make one for another trainer or for every client'
      using errcode = '42501';
  end if;
  if v_trainer is not null and not exists (
    select 1 from public.users u where u.id = v_trainer and u.role in ('staff', 'admin')) then
    raise exception 'trainer_id is not a trainer' using errcode = '22023';
  end if;

  if p_flow ? 'trigger_date' and jsonb_typeof(p_flow -> 'trigger_date') <> 'null' then
    if jsonb_typeof(p_flow -> 'trigger_date') <> 'string' or (p_flow ->> 'trigger_date') !~ '^\d{4}-\d{2}-\d{2}$' then
      raise exception 'trigger_date must be a date (YYYY-MM-DD)' using errcode = '22023';
    end if;
    begin
      v_date := (p_flow ->> 'trigger_date')::date;
    exception when others then
      raise exception 'trigger_date must be a date (YYYY-MM-DD)' using errcode = '22023';
    end;
  elsif not p_flow ? 'trigger_date' then
    v_date := v_old.trigger_date;
  end if;

  if p_flow ? 'condition_client_types' then
    if jsonb_typeof(p_flow -> 'condition_client_types') not in ('array', 'null')
      or exists (select 1 from jsonb_array_elements_text(coalesce(nullif(p_flow -> 'condition_client_types', 'null'), '[]')) x
                 where not x = any (enum_range(null::public.client_type)::text[])) then
      raise exception 'condition_client_types must list client types' using errcode = '22023';
    end if;
    v_types := nullif(array(select distinct x::public.client_type
                            from jsonb_array_elements_text(coalesce(nullif(p_flow -> 'condition_client_types', 'null'), '[]')) x), '{}');
  else
    v_types := v_old.condition_client_types;
  end if;
  if p_flow ? 'condition_trainer_ids' then
    if jsonb_typeof(p_flow -> 'condition_trainer_ids') not in ('array', 'null')
      or exists (select 1 from jsonb_array_elements_text(coalesce(nullif(p_flow -> 'condition_trainer_ids', 'null'), '[]')) x
                 where private.uuid_or_null(x) is null) then
      raise exception 'condition_trainer_ids must list trainer ids' using errcode = '22023';
    end if;
    v_trainers := nullif(array(select distinct x::uuid
                               from jsonb_array_elements_text(coalesce(nullif(p_flow -> 'condition_trainer_ids', 'null'), '[]')) x), '{}');
  else
    v_trainers := v_old.condition_trainer_ids;
  end if;
  if p_flow ? 'condition_plan_ids' then
    if jsonb_typeof(p_flow -> 'condition_plan_ids') not in ('array', 'null')
      or exists (select 1 from jsonb_array_elements_text(coalesce(nullif(p_flow -> 'condition_plan_ids', 'null'), '[]')) x
                 where private.uuid_or_null(x) is null) then
      raise exception 'condition_plan_ids must list membership plan ids' using errcode = '22023';
    end if;
    v_plans := nullif(array(select distinct x::uuid
                            from jsonb_array_elements_text(coalesce(nullif(p_flow -> 'condition_plan_ids', 'null'), '[]')) x), '{}');
  else
    v_plans := v_old.condition_plan_ids;
  end if;

  v_days := case when p_flow ? 'trigger_days'
                 then private.automation_int(p_flow -> 'trigger_days', 'trigger_days', 1, 365) else v_old.trigger_days end;
  v_count := case when p_flow ? 'trigger_count'
                  then private.automation_int(p_flow -> 'trigger_count', 'trigger_count', 1, 1000) else v_old.trigger_count end;
  if v_trigger in ('no_visit', 'no_workout', 'program_ending', 'membership_expiring') and v_days is null then
    raise exception 'Say how many days (trigger_days) this trigger waits for' using errcode = '22023';
  end if;
  if v_trigger in ('missed_workouts', 'credits_low') and v_count is null then
    raise exception 'Say how many (trigger_count) this trigger counts' using errcode = '22023';
  end if;
  if v_trigger = 'date' and v_date is null then
    raise exception 'Choose the date (trigger_date) this flow starts on' using errcode = '22023';
  end if;

  if v_old.id is null then
    insert into public.automation_flows (kind, name, trainer_id, status, trigger_kind, trigger_days, trigger_count,
                                         trigger_date, condition_client_types, condition_trainer_ids, condition_plan_ids,
                                         created_by)
    values (v_kind, v_name, v_trainer, v_status, v_trigger, v_days, v_count, v_date, v_types, v_trainers, v_plans, v_caller.id)
    returning id into v_id;
  else
    update public.automation_flows f
    set name = v_name, trainer_id = v_trainer, status = v_status, trigger_kind = v_trigger,
        trigger_days = v_days, trigger_count = v_count,
        trigger_date = v_date, condition_client_types = v_types, condition_trainer_ids = v_trainers,
        condition_plan_ids = v_plans, revision = f.revision + 1
    where f.id = v_id;
  end if;

  -- Steps, in the order given.
  for v_step, v_index in select x, n from jsonb_array_elements(p_steps) with ordinality as t (x, n) loop
    if jsonb_typeof(v_step) <> 'object' then
      raise exception 'Step %: send it as an object', v_index using errcode = '22023';
    end if;
    v_step_id := null;
    if v_step ? 'id' and jsonb_typeof(v_step -> 'id') <> 'null' then
      v_step_id := private.uuid_or_null(v_step ->> 'id');
      if v_step_id is null or not exists (
        select 1 from public.automation_steps s where s.id = v_step_id and s.flow_id = v_id and s.removed_at is null) then
        raise exception 'Step %: not a step of this flow', v_index using errcode = '22023';
      end if;
      if v_step_id = any (v_kept) then
        raise exception 'Step %: listed twice', v_index using errcode = '22023';
      end if;
    end if;
    v_text := v_step ->> 'action';
    if v_text is null or not v_text = any (enum_range(null::public.automation_action)::text[]) then
      raise exception 'Step %: choose what it does (message, onboarding_form, assign_program, assign_collection or task)', v_index
        using errcode = '22023';
    end if;
    v_action := v_text::public.automation_action;
    v_text := coalesce(v_step ->> 'time_of_day', '09:00');
    if v_text !~ '^([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9])?$' then
      raise exception 'Step %: time_of_day must be HH:MM', v_index using errcode = '22023';
    end if;
    v_time := v_text::time;
    if private.automation_int(v_step -> 'day_offset', format('Step %s: day_offset', v_index), 0, 365) is null then
      raise exception 'Step %: day_offset must be a whole number from 0 to 365', v_index using errcode = '22023';
    end if;
    if char_length(v_step ->> 'message_body') > 5000 then
      raise exception 'Step %: the message is longer than 5000 characters', v_index using errcode = '22023';
    end if;
    if v_action = 'message' and btrim(coalesce(v_step ->> 'message_body', '')) = '' then
      raise exception 'Step %: write the message', v_index using errcode = '22023';
    end if;
    if v_action = 'assign_program' and not exists (
      select 1 from public.programs p
      where p.id = private.uuid_or_null(v_step ->> 'program_id') and p.client_id is null) then
      raise exception 'Step %: choose a program from the library', v_index using errcode = '22023';
    end if;
    if v_action = 'assign_collection' and not exists (
      select 1 from public.on_demand_collections c where c.id = private.uuid_or_null(v_step ->> 'collection_id')) then
      raise exception 'Step %: choose an on-demand collection', v_index using errcode = '22023';
    end if;
    if v_action = 'task' and char_length(btrim(coalesce(v_step ->> 'task_title', ''))) not between 1 and 200 then
      raise exception 'Step %: give the task a title of 1 to 200 characters', v_index using errcode = '22023';
    end if;

    if v_step_id is null then
      insert into public.automation_steps (flow_id, position, day_offset, time_of_day, action, message_body, program_id,
                                           collection_id, task_title)
      values (v_id, v_index - 1, (v_step ->> 'day_offset')::integer, v_time, v_action,
              nullif(btrim(v_step ->> 'message_body'), ''),
              case when v_action = 'assign_program' then (v_step ->> 'program_id')::uuid end,
              case when v_action = 'assign_collection' then (v_step ->> 'collection_id')::uuid end,
              case when v_action = 'task' then btrim(v_step ->> 'task_title') end)
      returning id into v_step_id;
    else
      update public.automation_steps
      set position = v_index - 1, day_offset = (v_step ->> 'day_offset')::integer, time_of_day = v_time,
          action = v_action, message_body = nullif(btrim(v_step ->> 'message_body'), ''),
          program_id = case when v_action = 'assign_program' then (v_step ->> 'program_id')::uuid end,
          collection_id = case when v_action = 'assign_collection' then (v_step ->> 'collection_id')::uuid end,
          task_title = case when v_action = 'task' then btrim(v_step ->> 'task_title') end
      where id = v_step_id;
    end if;
    v_kept := v_kept || v_step_id;
  end loop;

  -- Steps left out: their runs not yet done are skipped; a step nobody ran goes, one with history stays.
  update public.automation_step_runs r set status = 'skipped'
  from public.automation_steps s
  where s.id = r.step_id and s.flow_id = v_id and s.removed_at is null and not (s.id = any (v_kept))
    and r.status = 'pending';
  delete from public.automation_steps s
  where s.flow_id = v_id and s.removed_at is null and not (s.id = any (v_kept))
    and not exists (select 1 from public.automation_step_runs r where r.step_id = s.id and r.status <> 'skipped');
  update public.automation_steps s set removed_at = now()
  where s.flow_id = v_id and s.removed_at is null and not (s.id = any (v_kept));

  -- Open enrolments: re-time what has not run, add runs for new steps.
  update public.automation_step_runs r
  set due_at = private.automation_due_at(e.enrolled_at, s.day_offset, s.time_of_day, v_tz)
  from public.automation_enrolments e, public.automation_steps s
  where e.id = r.enrolment_id and s.id = r.step_id and e.flow_id = v_id and e.status in ('active', 'paused')
    and r.status = 'pending';
  insert into public.automation_step_runs (enrolment_id, step_id, due_at, status)
  select e.id, s.id, x.due_at, case when x.due_at < now() then 'skipped' else 'pending' end::public.automation_run_status
  from public.automation_enrolments e
  join public.automation_steps s on s.flow_id = e.flow_id and s.removed_at is null
  cross join lateral (select private.automation_due_at(e.enrolled_at, s.day_offset, s.time_of_day, v_tz) as due_at) x
  where e.flow_id = v_id and e.status in ('active', 'paused')
  on conflict do nothing;
  return v_id;
end;
$$;

create function public.save_automation_flow(p_flow jsonb, p_steps jsonb, p_revision integer default null)
returns uuid language sql security invoker set search_path = ''
as $$ select private.save_automation_flow(p_flow, p_steps, p_revision); $$;

-- Reading a flow ------------------------------------------------------------------------------------------
create function private.automation_flow_preview(p_flow_id uuid)
returns table (client_id uuid, name text, reason text)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_flow public.automation_flows;
begin
  if not private.can_manage_automation_flow(p_flow_id) then
    raise exception 'Flow not found, or not yours' using errcode = 'PT404';
  end if;
  select * into v_flow from public.automation_flows f where f.id = p_flow_id;
  return query
  select t.client_id, u.name, t.reason
  from private.automation_trigger_clients(v_flow, now()) t
  join public.users u on u.id = t.client_id
  where not exists (
    select 1 from public.automation_enrolments e
    where e.flow_id = p_flow_id and e.client_id = t.client_id
      and (e.status in ('active', 'paused') or (t.join_id is null and e.trigger_cleared_at is null)))
  order by u.name, t.client_id;
end;
$$;

create function public.automation_flow_preview(p_flow_id uuid)
returns table (client_id uuid, name text, reason text)
language sql security invoker set search_path = ''
as $$ select * from private.automation_flow_preview(p_flow_id); $$;

create function public.automation_flow_timeline(p_flow_id uuid)
returns table (
  enrolment_id uuid,
  client_id uuid,
  client_name text,
  enrolment_status public.automation_enrolment_status,
  step_id uuid,
  "position" integer,
  action public.automation_action,
  due_at timestamptz,
  run_status public.automation_run_status,
  ran_at timestamptz,
  last_error text
)
language sql
stable
security invoker
set search_path = ''
as $$
  select e.id, e.client_id, u.name, e.status, s.id, s.position, s.action, r.due_at, r.status, r.ran_at, r.last_error
  from public.automation_enrolments e
  join public.users u on u.id = e.client_id
  join public.automation_step_runs r on r.enrolment_id = e.id
  join public.automation_steps s on s.id = r.step_id
  where e.flow_id = p_flow_id and private.can_manage_automation_flow(p_flow_id)
  order by e.enrolled_at desc, e.id, r.due_at, s.position;
$$;

-- Pausing, resuming, stopping --------------------------------------------------------------------------
create function private.set_automation_enrolment_status(p_enrolment_id uuid, p_status text, p_reason text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_enrolment public.automation_enrolments;
begin
  if p_status is null or p_status not in ('active', 'paused', 'stopped') then
    raise exception 'status must be active, paused or stopped' using errcode = '22023';
  end if;
  if char_length(p_reason) > 500 then
    raise exception 'Keep the reason to 500 characters' using errcode = '22023';
  end if;
  select * into v_enrolment from public.automation_enrolments e where e.id = p_enrolment_id for update;
  if not found or not private.can_manage_automation_flow(v_enrolment.flow_id) then
    raise exception 'Enrolment not found, or not yours' using errcode = 'PT404';
  end if;
  if v_enrolment.status in ('stopped', 'completed') then
    raise exception 'This client''s run of the flow has ended' using errcode = '22023';
  end if;
  update public.automation_enrolments e
  set status = p_status::public.automation_enrolment_status,
      stopped_reason = case when p_status = 'stopped' then nullif(btrim(p_reason), '') end,
      ended_at = case when p_status = 'stopped' then now() end
  where e.id = p_enrolment_id;
  if p_status = 'stopped' then
    update public.automation_step_runs set status = 'skipped' where enrolment_id = p_enrolment_id and status = 'pending';
  end if;
end;
$$;

create function public.set_automation_enrolment_status(p_enrolment_id uuid, p_status text, p_reason text default null)
returns void language sql security invoker set search_path = ''
as $$ select private.set_automation_enrolment_status(p_enrolment_id, p_status, p_reason); $$;

create function private.set_automation_flow_status(p_flow_id uuid, p_status text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if p_status is null or p_status not in ('active', 'paused') then
    raise exception 'status must be active or paused' using errcode = '22023';
  end if;
  if not private.can_manage_automation_flow(p_flow_id) then
    raise exception 'Flow not found, or not yours' using errcode = 'PT404';
  end if;
  update public.automation_flows set status = p_status::public.automation_flow_status where id = p_flow_id;
end;
$$;

create function public.set_automation_flow_status(p_flow_id uuid, p_status text)
returns void language sql security invoker set search_path = ''
as $$ select private.set_automation_flow_status(p_flow_id, p_status); $$;

-- Privileges ------------------------------------------------------------------------------------------------
revoke execute on function private.automation_due_at(timestamptz, integer, time, text) from public, anon;
revoke execute on function private.automation_int(jsonb, text, integer, integer) from public, anon;
revoke execute on function private.automation_flow_clients(public.automation_flows) from public, anon, authenticated;
revoke execute on function private.automation_trigger_clients(public.automation_flows, timestamptz) from public, anon, authenticated;
revoke execute on function private.run_automation_step(uuid) from public, anon, authenticated;
revoke execute on function private.send_booking_reminders(timestamptz) from public, anon, authenticated;
revoke execute on function private.run_automations(timestamptz) from public, anon, authenticated;
grant execute on function private.run_automations(timestamptz) to service_role;
revoke execute on function public.run_automations(timestamptz) from public, anon, authenticated;
grant execute on function public.run_automations(timestamptz) to service_role;

revoke execute on function private.save_automation_flow(jsonb, jsonb, integer) from public, anon;
grant execute on function private.save_automation_flow(jsonb, jsonb, integer) to authenticated;
revoke execute on function public.save_automation_flow(jsonb, jsonb, integer) from public, anon;
grant execute on function public.save_automation_flow(jsonb, jsonb, integer) to authenticated;
revoke execute on function private.automation_flow_preview(uuid) from public, anon;
grant execute on function private.automation_flow_preview(uuid) to authenticated;
revoke execute on function public.automation_flow_preview(uuid) from public, anon;
grant execute on function public.automation_flow_preview(uuid) to authenticated;
revoke execute on function public.automation_flow_timeline(uuid) from public, anon;
grant execute on function public.automation_flow_timeline(uuid) to authenticated;
revoke execute on function private.set_automation_enrolment_status(uuid, text, text) from public, anon;
grant execute on function private.set_automation_enrolment_status(uuid, text, text) to authenticated;
revoke execute on function public.set_automation_enrolment_status(uuid, text, text) from public, anon;
grant execute on function public.set_automation_enrolment_status(uuid, text, text) to authenticated;
revoke execute on function private.set_automation_flow_status(uuid, text) from public, anon;
grant execute on function private.set_automation_flow_status(uuid, text) to authenticated;
revoke execute on function public.set_automation_flow_status(uuid, text) from public, anon;
grant execute on function public.set_automation_flow_status(uuid, text) to authenticated;
