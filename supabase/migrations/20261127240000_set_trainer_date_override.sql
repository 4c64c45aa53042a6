-- A date override (other hours on one local date, or a day off) is saved whole: the screen sends the
-- date's ranges and this replaces that date's rows in one transaction, under the same per-trainer
-- lock as set_trainer_hours, so a retried or doubled save leaves one set of ranges, never a mix, and
-- ranges that move past each other never meet the no-overlap constraint half way.
--   p_ranges = [{start, end}, ...] (local HH:MM in the studio's zone, end may be 24:00): those hours
--   p_ranges = []                  : unavailable all day (one row with no times)
--   p_ranges = null                : no override any more (the weekly hours apply again)
-- Security invoker: row-level security on trainer_date_overrides decides whose dates the caller may
-- change (their own as staff; anyone's as an admin); the checks below only give the reason in words.
--   22023 (400) malformed, backwards or overlapping ranges; a date before today
--   42501 (403) someone else's dates, not as an admin
--   PT404 (404) no such trainer
create or replace function public.set_trainer_date_override(p_trainer_id uuid, p_on_date date, p_ranges jsonb)
returns setof public.trainer_date_overrides
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_range jsonb;
  v_clash record;
  v_today date;
begin
  if p_trainer_id is null or p_on_date is null then
    raise exception 'Choose a trainer and a date' using errcode = '22023';
  end if;
  if p_ranges is not null and jsonb_typeof(p_ranges) not in ('array', 'null') then
    raise exception 'Send the date''s hours as a list of ranges' using errcode = '22023';
  end if;
  if jsonb_typeof(p_ranges) = 'array' and jsonb_array_length(p_ranges) > 10 then
    raise exception 'At most 10 ranges a day' using errcode = '22023';
  end if;
  if not ((p_trainer_id = (select auth.uid()) and (select private.is_staff())) or (select private.is_admin())) then
    raise exception 'You can change only your own hours' using errcode = '42501';
  end if;
  if not exists (select 1 from public.users u where u.id = p_trainer_id and u.role in ('staff', 'admin')) then
    raise exception 'No such trainer' using errcode = 'PT404';
  end if;
  select (now() at time zone s.time_zone)::date into v_today from public.studio_settings s where s.id = 1;
  if p_on_date < coalesce(v_today, current_date) then
    raise exception 'Choose today or a later date' using errcode = '22023';
  end if;
  if p_on_date >= date '2200-01-01' then
    raise exception 'Choose a date before 2200' using errcode = '22023';
  end if;

  if jsonb_typeof(p_ranges) = 'array' then
    for v_range in select value from jsonb_array_elements(p_ranges)
    loop
      if jsonb_typeof(v_range) <> 'object'
        or jsonb_typeof(v_range -> 'start') is distinct from 'string'
        or jsonb_typeof(v_range -> 'end') is distinct from 'string'
        or (v_range ->> 'start') !~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'
        or (v_range ->> 'end') !~ '^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$' then
        raise exception 'Each range needs start and end times as HH:MM' using errcode = '22023';
      end if;
      if (v_range ->> 'start')::time >= (v_range ->> 'end')::time then
        raise exception 'The range % to % ends before it starts', v_range ->> 'start', v_range ->> 'end'
          using errcode = '22023';
      end if;
    end loop;

    with ranges as (
      select r.n, (r.value ->> 'start')::time as start_time, (r.value ->> 'end')::time as end_time
      from jsonb_array_elements(p_ranges) with ordinality as r (value, n)
    )
    select a.start_time as a_start, a.end_time as a_end, b.start_time as b_start, b.end_time as b_end
    into v_clash
    from ranges a
    join ranges b on a.n < b.n and a.start_time < b.end_time and b.start_time < a.end_time
    limit 1;
    if found then
      raise exception '% to % and % to % overlap',
        to_char(v_clash.a_start, 'HH24:MI'), to_char(v_clash.a_end, 'HH24:MI'),
        to_char(v_clash.b_start, 'HH24:MI'), to_char(v_clash.b_end, 'HH24:MI') using errcode = '22023';
    end if;
  end if;

  -- The same lock as set_trainer_hours: one change of a trainer's availability at a time.
  perform pg_advisory_xact_lock(hashtextextended('trainer_hours:' || p_trainer_id::text, 0));
  delete from public.trainer_date_overrides o where o.trainer_id = p_trainer_id and o.on_date = p_on_date;
  if p_ranges is null or jsonb_typeof(p_ranges) = 'null' then
    return;
  end if;
  if jsonb_array_length(p_ranges) = 0 then
    return query
      insert into public.trainer_date_overrides (trainer_id, on_date, start_time, end_time)
      values (p_trainer_id, p_on_date, null, null)
      returning *;
    return;
  end if;
  return query
    insert into public.trainer_date_overrides (trainer_id, on_date, start_time, end_time)
    select p_trainer_id, p_on_date, (r.value ->> 'start')::time, (r.value ->> 'end')::time
    from jsonb_array_elements(p_ranges) as r (value)
    order by 3
    returning *;
end;
$$;

comment on function public.set_trainer_date_override(uuid, date, jsonb) is
  'Replaces a trainer''s override of one local date: [{start, end}] hours, [] unavailable all day, null none.';

revoke all on function public.set_trainer_date_override(uuid, date, jsonb) from public, anon, service_role;
grant execute on function public.set_trainer_date_override(uuid, date, jsonb) to authenticated;
