-- Automation (issue 31, docs/automation.md): onboarding sequences and autoflows, their enrolments and
-- step runs, the trainer's tasks they create, and the booking-reminder hours. Everything here is
-- written by the automation functions (20261130200100_automation_runner.sql): a flow and its steps by
-- save_automation_flow(), enrolments and runs by run_automations() and the status functions. A trainer
-- sees and edits only flows whose trainer_id is themselves and the enrolments and runs of their own
-- clients; admins everything; a flow with no trainer (every client) is admins' only; clients nothing.

create type public.automation_flow_kind as enum ('onboarding', 'autoflow');
create type public.automation_flow_status as enum ('active', 'paused');
create type public.automation_trigger as enum (
  'joined', 'missed_workouts', 'no_visit', 'no_workout', 'program_ending', 'membership_expiring',
  'membership_past_due', 'credits_low', 'first_booking', 'date'
);
create type public.automation_action as enum ('message', 'onboarding_form', 'assign_program', 'assign_collection', 'task');
create type public.automation_enrolment_status as enum ('active', 'paused', 'stopped', 'completed');
create type public.automation_run_status as enum ('pending', 'done', 'failed', 'skipped');

create table public.automation_flows (
  id uuid primary key default gen_random_uuid(),
  kind public.automation_flow_kind not null,
  name text not null check (char_length(btrim(name)) between 1 and 120),
  -- The flow applies to this trainer's clients; null = every client (admins only).
  trainer_id uuid references public.users (id) on delete cascade,
  status public.automation_flow_status not null default 'active',
  trigger_kind public.automation_trigger not null,
  -- The N of "in N days" (no visit, no workout, program ending, membership expiring).
  trigger_days integer check (trigger_days between 1 and 365),
  -- The N of "missed N planned workouts in 7 days" and "credits below N".
  trigger_count integer check (trigger_count between 1 and 1000),
  trigger_date date,
  condition_client_types public.client_type[] check (cardinality(condition_client_types) <= 3),
  condition_trainer_ids uuid[] check (cardinality(condition_trainer_ids) <= 100),
  condition_plan_ids uuid[] check (cardinality(condition_plan_ids) <= 100),
  revision integer not null default 1 check (revision >= 1),
  created_by uuid references public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint automation_flows_trigger_fits_kind check ((kind = 'onboarding') = (trigger_kind = 'joined')),
  constraint automation_flows_trigger_values check (
    case trigger_kind
      when 'missed_workouts' then trigger_count is not null
      when 'credits_low' then trigger_count is not null
      when 'no_visit' then trigger_days is not null
      when 'no_workout' then trigger_days is not null
      when 'program_ending' then trigger_days is not null
      when 'membership_expiring' then trigger_days is not null
      when 'date' then trigger_date is not null
      else true
    end
  )
);
comment on table public.automation_flows is
  'An onboarding sequence (trigger: a client joins the trainer) or an autoflow (a trigger evaluated every minute), with conditions. Written by save_automation_flow().';
create index automation_flows_trainer_idx on public.automation_flows (trainer_id);
create index automation_flows_created_by_idx on public.automation_flows (created_by);
create index automation_flows_status_idx on public.automation_flows (status, kind);

create table public.automation_steps (
  id uuid primary key default gen_random_uuid(),
  flow_id uuid not null references public.automation_flows (id) on delete cascade,
  position integer not null check (position between 0 and 99),
  day_offset integer not null check (day_offset between 0 and 365),
  -- In the studio's time zone (studio_settings.time_zone).
  time_of_day time not null default '09:00',
  action public.automation_action not null,
  message_body text check (char_length(message_body) <= 5000),
  program_id uuid references public.programs (id) on delete set null,
  collection_id uuid references public.on_demand_collections (id) on delete set null,
  task_title text check (char_length(task_title) <= 200),
  -- A step taken out of the flow after some client ran it: kept, so its runs stay in the history.
  removed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.automation_steps is
  'One step of a flow: a day offset from enrolment and a studio-local time, and what it does. Removed steps keep their runs.';
create index automation_steps_flow_idx on public.automation_steps (flow_id, position);
create index automation_steps_program_idx on public.automation_steps (program_id);
create index automation_steps_collection_idx on public.automation_steps (collection_id);

create table public.automation_enrolments (
  id uuid primary key default gen_random_uuid(),
  flow_id uuid not null references public.automation_flows (id) on delete cascade,
  client_id uuid not null references public.users (id) on delete cascade,
  enrolled_at timestamptz not null,
  status public.automation_enrolment_status not null default 'active',
  stopped_reason text check (char_length(stopped_reason) <= 500),
  -- Onboarding: the join (private.automation_joins) that started it.
  join_id uuid,
  -- When the runner first saw the trigger false again after this enrolment: until then a trigger
  -- that stays true does not enrol the client again.
  trigger_cleared_at timestamptz,
  ended_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.automation_enrolments is
  'A client in a flow: from when (step due times count from its studio-local date), and whether it runs.';
create unique index automation_enrolments_one_open on public.automation_enrolments (flow_id, client_id)
  where status in ('active', 'paused');
create unique index automation_enrolments_join_once on public.automation_enrolments (flow_id, join_id);
create index automation_enrolments_flow_client_idx on public.automation_enrolments (flow_id, client_id);
create index automation_enrolments_client_idx on public.automation_enrolments (client_id);

create table public.automation_step_runs (
  id uuid primary key default gen_random_uuid(),
  enrolment_id uuid not null references public.automation_enrolments (id) on delete cascade,
  step_id uuid not null references public.automation_steps (id) on delete cascade,
  due_at timestamptz not null,
  status public.automation_run_status not null default 'pending',
  attempts integer not null default 0 check (attempts between 0 and 100),
  last_error text check (char_length(last_error) <= 1000),
  ran_at timestamptz,
  created_at timestamptz not null default now(),
  constraint automation_step_runs_once unique (enrolment_id, step_id)
);
comment on table public.automation_step_runs is
  'Each (enrolment, step) once: when it is due, whether it ran, how many attempts, the last error.';
create index automation_step_runs_step_idx on public.automation_step_runs (step_id);
create index automation_step_runs_due_idx on public.automation_step_runs (due_at) where status = 'pending';

create table public.trainer_tasks (
  id uuid primary key default gen_random_uuid(),
  trainer_id uuid not null references public.users (id) on delete cascade,
  client_id uuid references public.users (id) on delete cascade,
  title text not null check (char_length(btrim(title)) between 1 and 200),
  due_at timestamptz,
  done_at timestamptz,
  -- The automation step run that made it (null: written by the trainer).
  step_run_id uuid references public.automation_step_runs (id) on delete set null,
  created_at timestamptz not null default now()
);
comment on table public.trainer_tasks is
  'A trainer''s to-do ("call Mia"), from an automation step or their own; theirs to tick off.';
create index trainer_tasks_trainer_idx on public.trainer_tasks (trainer_id, done_at, due_at);
create index trainer_tasks_client_idx on public.trainer_tasks (client_id);
create unique index trainer_tasks_step_run_idx on public.trainer_tasks (step_run_id);

-- Booking reminders: hours before a booked session (booking settings); the same runner sends them.
alter table public.studio_settings
  add column reminder_hours integer[] not null default '{24,2}'
  constraint studio_settings_reminder_hours_check
    check (cardinality(reminder_hours) <= 5 and array_position(reminder_hours, null) is null
           and 1 <= all (reminder_hours) and 336 >= all (reminder_hours));

-- Private bookkeeping (no API role reads it) ----------------------------------------------------------
-- A client joining a trainer (created for them, assigned or moved to them): onboarding flows enrol
-- from these, counting step times from joined_at.
create table private.automation_joins (
  id uuid primary key default gen_random_uuid(),
  client_id uuid not null references public.users (id) on delete cascade,
  trainer_id uuid not null references public.users (id) on delete cascade,
  joined_at timestamptz not null default now(),
  -- Set by the first runner that saw it (every active onboarding flow had its chance to enrol).
  processed_at timestamptz
);
create index automation_joins_unprocessed_idx on private.automation_joins (joined_at) where processed_at is null;
create index automation_joins_client_idx on private.automation_joins (client_id);
create index automation_joins_trainer_idx on private.automation_joins (trainer_id);
revoke all on table private.automation_joins from public, anon, authenticated, service_role;
alter table private.automation_joins enable row level security;

-- The booking reminders sent: one per (booking, hours before, start time) so a moved booking is
-- reminded of its new time.
create table private.booking_reminders_sent (
  booking_id uuid not null references public.bookings (id) on delete cascade,
  hours integer not null,
  starts_at timestamptz not null,
  sent_at timestamptz not null default now(),
  primary key (booking_id, hours, starts_at)
);
revoke all on table private.booking_reminders_sent from public, anon, authenticated, service_role;
alter table private.booking_reminders_sent enable row level security;

create function private.record_automation_join()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.role = 'client' and new.assigned_to is not null
    and (tg_op = 'INSERT' or old.assigned_to is distinct from new.assigned_to)
  then
    insert into private.automation_joins (client_id, trainer_id) values (new.id, new.assigned_to);
  end if;
  return null;
end;
$$;
revoke execute on function private.record_automation_join() from public, anon, authenticated, service_role;

create trigger users_record_automation_join
after insert or update of assigned_to on public.users
for each row execute function private.record_automation_join();

-- Every table: ids never change, updated_at follows, dates stay finite -------------------------------
do $$
declare
  t text;
begin
  foreach t in array array['automation_flows', 'automation_steps', 'automation_enrolments', 'automation_step_runs',
    'trainer_tasks']
  loop
    execute format(
      'create trigger %I before update of id on public.%I for each row execute function private.keep_primary_key()',
      t || '_keep_id', t);
  end loop;
  foreach t in array array['automation_flows', 'automation_steps', 'automation_enrolments']
  loop
    execute format(
      'create trigger %I before update on public.%I for each row execute function private.set_updated_at()',
      t || '_set_updated_at', t);
  end loop;
end
$$;

do $$
declare
  col record;
begin
  for col in
    select c.relname as relation, a.attname as name
    from pg_attribute a
    join pg_class c on c.oid = a.attrelid
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      and (c.relname like 'automation\_%' or c.relname = 'trainer_tasks') and c.relkind = 'r'
      and a.atttypid in ('date'::regtype, 'timestamptz'::regtype, 'timestamp'::regtype)
  loop
    execute format(
      'alter table public.%I add constraint %I check (%I is null or (%I >= ''1900-01-01'' and %I < ''2200-01-01''))',
      col.relation, left(col.relation || '_' || col.name || '_in_range', 63), col.name, col.name, col.name);
  end loop;
end
$$;

-- Row-level security ------------------------------------------------------------------------------------
-- May the caller manage this flow? Admins: every flow. Active staff: flows whose trainer is themselves.
create function private.can_manage_automation_flow(p_flow_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((
    select private.is_admin() or (f.trainer_id = (select auth.uid()) and private.is_staff())
    from public.automation_flows f
    where f.id = p_flow_id
  ), false);
$$;
revoke execute on function private.can_manage_automation_flow(uuid) from public, anon;
grant execute on function private.can_manage_automation_flow(uuid) to authenticated, service_role;

alter table public.automation_flows enable row level security;
alter table public.automation_steps enable row level security;
alter table public.automation_enrolments enable row level security;
alter table public.automation_step_runs enable row level security;
alter table public.trainer_tasks enable row level security;

-- Active accounts only, on every new table (20261123002000_deactivation_cuts_access.sql).
do $$
declare
  t text;
begin
  foreach t in array array['automation_flows', 'automation_steps', 'automation_enrolments', 'automation_step_runs',
    'trainer_tasks']
  loop
    execute format(
      'create policy %I on public.%I as restrictive for all to authenticated
       using ((select private.caller_is_active())) with check ((select private.caller_is_active()))',
      t || ': active accounts only', t);
  end loop;
end
$$;

create policy "automation_flows: their trainer; admins all" on public.automation_flows
for select to authenticated
using ((select private.is_admin()) or (trainer_id = (select auth.uid()) and (select private.is_staff())));
create policy "automation_flows: their trainer removes; admins all" on public.automation_flows
for delete to authenticated
using ((select private.is_admin()) or (trainer_id = (select auth.uid()) and (select private.is_staff())));

create policy "automation_steps: who manages the flow" on public.automation_steps
for select to authenticated using (private.can_manage_automation_flow(flow_id));

create policy "automation_enrolments: the client's trainer; admins all" on public.automation_enrolments
for select to authenticated
using ((select private.is_admin()) or client_id in (select private.assigned_client_ids()));

create policy "automation_step_runs: the client's trainer; admins all" on public.automation_step_runs
for select to authenticated
using ((select private.is_admin()) or enrolment_id in (
  select e.id from public.automation_enrolments e where e.client_id in (select private.assigned_client_ids())
));

create policy "trainer_tasks: their trainer; admins all" on public.trainer_tasks
for select to authenticated
using ((select private.is_admin()) or (trainer_id = (select auth.uid()) and (select private.is_staff())));
create policy "trainer_tasks: staff add their own" on public.trainer_tasks
for insert to authenticated
with check (
  (select private.is_admin())
  or (trainer_id = (select auth.uid()) and (select private.is_staff())
      and (client_id is null or client_id in (select private.assigned_client_ids())))
);
create policy "trainer_tasks: their trainer edits; admins all" on public.trainer_tasks
for update to authenticated
using ((select private.is_admin()) or (trainer_id = (select auth.uid()) and (select private.is_staff())))
with check (
  (select private.is_admin())
  or (trainer_id = (select auth.uid()) and (select private.is_staff())
      and (client_id is null or client_id in (select private.assigned_client_ids())))
);
create policy "trainer_tasks: their trainer removes; admins all" on public.trainer_tasks
for delete to authenticated
using ((select private.is_admin()) or (trainer_id = (select auth.uid()) and (select private.is_staff())));

-- Grants: one table per statement. Flows and steps are written by save_automation_flow(), enrolments
-- and runs by the runner and the status functions (security definer, with their own checks).
grant select, delete on table public.automation_flows to authenticated;
grant select on table public.automation_steps to authenticated;
grant select on table public.automation_enrolments to authenticated;
grant select on table public.automation_step_runs to authenticated;
grant select, insert, update, delete on table public.trainer_tasks to authenticated;
grant select, insert, update, delete on table public.automation_flows to service_role;
grant select, insert, update, delete on table public.automation_steps to service_role;
grant select, insert, update, delete on table public.automation_enrolments to service_role;
grant select, insert, update, delete on table public.automation_step_runs to service_role;
grant select, insert, update, delete on table public.trainer_tasks to service_role;
