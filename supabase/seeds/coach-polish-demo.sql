-- Demo data for the lab's own reference ranges (docs/assessments.md): an earlier blood test for
-- Casey whose report printed its own ranges. Her ferritin of 14 µg/L is in range by that lab's
-- 13–150, although the built-in range for women (15–150) would call it low; so the demo shows the
-- lab's range deciding. Dates are relative to the day the seed runs; the id is fixed so re-running
-- changes nothing.
do $seed$
begin

insert into public.assessments (id, client_id, type, measured_on, data, lab_ranges, notes, created_by)
values
  ('00000000-0000-4000-9092-000000000001', '00000000-0000-4000-8000-000000000011', 'blood_test', current_date - 120,
   '{"glucoseMmolL": 5.3, "hba1cPercent": 5.3, "totalCholesterolMmolL": 4.9, "ldlMmolL": 2.9, "hdlMmolL": 1.4,
     "haemoglobinGL": 124, "ferritinUgL": 14, "ironUmolL": 9.8, "vitaminDNmolL": 55, "crpMgL": 1.6}',
   '{"ferritinUgL": [13, 150], "vitaminDNmolL": [75, null], "glucoseMmolL": [3.6, 6.0]}',
   'First panel from the new lab; its report prints its own ranges.', '00000000-0000-4000-8000-000000000002')
on conflict (id) do nothing;

end
$seed$;
