-- Client tags as an automation condition (issue 33: a coach's tags "target broadcasts and
-- automations"). A flow with tags applies only to clients who carry at least one of them; none
-- chosen: any client, as with the other conditions.
--
-- save_automation_flow keeps its signature: its public wrapper now also reads
-- p_flow.condition_tag_ids and sets them, in the same transaction, after the flow is saved (the
-- private function ignores keys it does not know). A trainer may use only their own tags; an admin
-- any trainer's. Unknown or foreign ids are refused with 22023 and nothing is saved.

alter table public.automation_flows
  add column condition_tag_ids uuid[],
  add constraint automation_flows_condition_tag_ids_count check (cardinality(condition_tag_ids) <= 100);

comment on column public.automation_flows.condition_tag_ids is
  'Client tags (client_tags.id): the flow applies to clients with at least one of them; null: any client.';

-- The clients a flow applies to: as before, and carrying one of its tags when it has any.
create or replace function private.automation_flow_clients(p_flow public.automation_flows)
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
      where m.client_id = u.id and m.status in ('active', 'past_due') and m.plan_id = any (p_flow.condition_plan_ids)))
    and (coalesce(cardinality(p_flow.condition_tag_ids), 0) = 0 or exists (
      select 1 from public.client_tag_assignments a
      where a.client_id = u.id and a.tag_id = any (p_flow.condition_tag_ids)));
$$;

-- Sets a saved flow's tag condition from p_tags (a list of tag ids, or null for none).
create function private.set_automation_flow_tags(p_flow_id uuid, p_tags jsonb)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_caller public.users;
  v_tags uuid[];
begin
  select * into v_caller from public.users u where u.id = (select auth.uid()) and u.status = 'active';
  if not found or v_caller.role not in ('staff', 'admin') or not private.can_manage_automation_flow(p_flow_id) then
    raise exception 'Flow not found, or not yours to edit' using errcode = 'PT404';
  end if;
  if p_tags is not null and jsonb_typeof(p_tags) not in ('array', 'null') then
    raise exception 'condition_tag_ids must list client tag ids' using errcode = '22023';
  end if;
  if jsonb_typeof(p_tags) = 'array' then
    if jsonb_array_length(p_tags) > 100 then
      raise exception 'A flow has at most 100 tags' using errcode = '22023';
    end if;
    if exists (select 1 from jsonb_array_elements(p_tags) x
               where jsonb_typeof(x) <> 'string' or private.uuid_or_null(x #>> '{}') is null) then
      raise exception 'condition_tag_ids must list client tag ids' using errcode = '22023';
    end if;
    v_tags := nullif(array(select distinct (x #>> '{}')::uuid from jsonb_array_elements(p_tags) x), '{}');
  end if;
  if exists (
    select 1 from unnest(coalesce(v_tags, '{}')) t (id)
    where not exists (
      select 1 from public.client_tags g
      where g.id = t.id and (v_caller.role = 'admin' or g.trainer_id = v_caller.id))) then
    raise exception 'Choose tags you made: a tag is not yours or no longer exists' using errcode = '22023';
  end if;
  update public.automation_flows f set condition_tag_ids = v_tags where f.id = p_flow_id;
end;
$$;

revoke execute on function private.set_automation_flow_tags(uuid, jsonb) from public, anon;
grant execute on function private.set_automation_flow_tags(uuid, jsonb) to authenticated;

create or replace function public.save_automation_flow(p_flow jsonb, p_steps jsonb, p_revision integer default null)
returns uuid
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_id uuid := private.save_automation_flow(p_flow, p_steps, p_revision);
begin
  if p_flow ? 'condition_tag_ids' then
    perform private.set_automation_flow_tags(v_id, p_flow -> 'condition_tag_ids');
  end if;
  return v_id;
end;
$$;
