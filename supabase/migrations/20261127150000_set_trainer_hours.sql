-- A trainer's weekly hours are saved as one set: the editor sends every range of the week and this
-- replaces the old ones in one transaction, so a change that moves ranges past each other never
-- meets the no-overlap constraint half way, and two tabs saving at once leave one whole week, not a
-- mix. Security invoker: row-level security on trainer_hours still decides whose hours the caller
-- may change (their own as staff; anyone's as an admin); the checks below only give the reason in words.
--   22023 (400) the ranges are malformed or overlap ("Monday's 09:00-12:00 and 11:00-14:00 overlap")
--   42501 (403) someone else's hours, not as an admin
--   PT404 (404) no such trainer
create or replace function public.set_trainer_hours(p_trainer_id uuid, p_ranges jsonb)
returns setof public.trainer_hours
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_range jsonb;
  v_weekday integer;
  v_start time;
  v_end time;
  v_days text[] := array['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
  v_clash record;
begin
  if p_trainer_id is null or p_ranges is null or jsonb_typeof(p_ranges) <> 'array' then
    raise exception 'Send the week''s hours as a list of ranges' using errcode = '22023';
  end if;
  if jsonb_array_length(p_ranges) > 70 then
    raise exception 'At most 10 ranges a day' using errcode = '22023';
  end if;
  if not ((p_trainer_id = (select auth.uid()) and (select private.is_staff())) or (select private.is_admin())) then
    raise exception 'You can change only your own hours' using errcode = '42501';
  end if;
  if not exists (select 1 from public.users u where u.id = p_trainer_id and u.role in ('staff', 'admin')) then
    raise exception 'No such trainer' using errcode = 'PT404';
  end if;

  for v_range in select value from jsonb_array_elements(p_ranges)
  loop
    if jsonb_typeof(v_range) <> 'object'
      or jsonb_typeof(v_range -> 'weekday') is distinct from 'number'
      or jsonb_typeof(v_range -> 'start') is distinct from 'string'
      or jsonb_typeof(v_range -> 'end') is distinct from 'string'
      or (v_range ->> 'start') !~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'
      or (v_range ->> 'end') !~ '^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$'
      or (v_range ->> 'weekday') !~ '^[0-6]$' then
      raise exception 'Each range needs a weekday (0-6) and start and end times as HH:MM' using errcode = '22023';
    end if;
    v_weekday := (v_range ->> 'weekday')::integer;
    v_start := (v_range ->> 'start')::time;
    v_end := (v_range ->> 'end')::time;
    if v_start >= v_end then
      raise exception '%''s range % to % ends before it starts',
        v_days[v_weekday + 1], v_range ->> 'start', v_range ->> 'end' using errcode = '22023';
    end if;
  end loop;

  with ranges as (
    select r.n, (r.value ->> 'weekday')::smallint as weekday, (r.value ->> 'start')::time as start_time,
      (r.value ->> 'end')::time as end_time
    from jsonb_array_elements(p_ranges) with ordinality as r (value, n)
  )
  select a.weekday, a.start_time as a_start, a.end_time as a_end, b.start_time as b_start, b.end_time as b_end
  into v_clash
  from ranges a
  join ranges b
    on a.weekday = b.weekday and a.n < b.n and a.start_time < b.end_time and b.start_time < a.end_time
  limit 1;
  if found then
    raise exception '%''s % to % and % to % overlap', v_days[v_clash.weekday + 1],
      to_char(v_clash.a_start, 'HH24:MI'), to_char(v_clash.a_end, 'HH24:MI'),
      to_char(v_clash.b_start, 'HH24:MI'), to_char(v_clash.b_end, 'HH24:MI') using errcode = '22023';
  end if;

  -- One week at a time per trainer: a second save waits here and then replaces this one whole.
  perform pg_advisory_xact_lock(hashtextextended('trainer_hours:' || p_trainer_id::text, 0));
  delete from public.trainer_hours h where h.trainer_id = p_trainer_id;
  return query
    insert into public.trainer_hours (trainer_id, weekday, start_time, end_time)
    select p_trainer_id, (r.value ->> 'weekday')::smallint, (r.value ->> 'start')::time, (r.value ->> 'end')::time
    from jsonb_array_elements(p_ranges) as r (value)
    order by 2, 3
    returning *;
end;
$$;

comment on function public.set_trainer_hours(uuid, jsonb) is
  'Replaces a trainer''s weekly hours with the ranges given ([{weekday, start, end}], local HH:MM in the studio''s zone).';

revoke all on function public.set_trainer_hours(uuid, jsonb) from public, anon, service_role;
grant execute on function public.set_trainer_hours(uuid, jsonb) to authenticated;
