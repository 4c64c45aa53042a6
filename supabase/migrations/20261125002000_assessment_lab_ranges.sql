-- The lab's own reference ranges. Labs print their own range beside each result, and it is the
-- one that counts for that report (methods and populations differ); the app's built-in ranges are
-- typical adult values. A trainer can enter the printed range with a blood-test or DUTCH value:
--
--   assessments.lab_ranges = { "<marker key>": [low, high] }   (either end may be null: "< 5")
--
-- It sits beside `data` on the same row, so the row's RLS covers it. The database refuses what the
-- form refuses: only markers of the row's type (none on a body scan, whose figures have no lab),
-- numbers (or null) inside the marker's plausible span, at least one end, and low below high. A
-- refusal is a check violation (23514, a 400 from the Data API) whose message names the marker.

alter table public.assessments add column lab_ranges jsonb not null default '{}'::jsonb;

create or replace function private.assessment_lab_ranges_valid(assessment_type text, ranges jsonb)
returns boolean
language plpgsql
immutable
set search_path = ''
as $$
declare
  entry record;
  span jsonb;
  low numeric;
  high numeric;
begin
  if jsonb_typeof(ranges) <> 'object' then
    raise exception using errcode = '23514', message = 'Lab ranges must be an object of marker ranges.';
  end if;
  if assessment_type = 'body_scan' and ranges <> '{}'::jsonb then
    raise exception using errcode = '23514', message = 'A body scan has no lab reference ranges.';
  end if;
  for entry in select key, value from jsonb_each(ranges) loop
    span := private.assessment_marker_limits() -> assessment_type -> entry.key;
    if span is null then
      raise exception using errcode = '23514',
        message = format('Lab range for an unknown marker: %s.', left(entry.key, 60));
    end if;
    if jsonb_typeof(entry.value) <> 'array' or jsonb_array_length(entry.value) <> 2
       or jsonb_typeof(entry.value -> 0) not in ('number', 'null')
       or jsonb_typeof(entry.value -> 1) not in ('number', 'null') then
      raise exception using errcode = '23514',
        message = format('The lab range for %s must be [low, high] numbers.', entry.key);
    end if;
    low := (entry.value ->> 0)::numeric;
    high := (entry.value ->> 1)::numeric;
    if low is null and high is null then
      raise exception using errcode = '23514',
        message = format('The lab range for %s needs a low or a high end.', entry.key);
    end if;
    if (low is not null and low not between (span ->> 0)::numeric and (span ->> 1)::numeric)
       or (high is not null and high not between (span ->> 0)::numeric and (span ->> 1)::numeric) then
      raise exception using errcode = '23514',
        message = format('The lab range for %s must lie between %s and %s.', entry.key, span ->> 0, span ->> 1);
    end if;
    if low is not null and high is not null and low >= high then
      raise exception using errcode = '23514',
        message = format('The lab range for %s: the low end must be below the high end.', entry.key);
    end if;
  end loop;
  return true;
end;
$$;

revoke execute on function private.assessment_lab_ranges_valid(text, jsonb) from public, anon;
grant execute on function private.assessment_lab_ranges_valid(text, jsonb) to authenticated, service_role;

alter table public.assessments
  add constraint assessments_lab_ranges_valid check (private.assessment_lab_ranges_valid(type, lab_ranges)),
  add constraint assessments_lab_ranges_size check (octet_length(lab_ranges::text) <= 16384);
