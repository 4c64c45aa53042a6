-- Assessments (body scans, blood tests, DUTCH urine hormone tests) keep their values in
-- assessments.data as { "<marker key>": <number> }. This migration makes the database refuse what
-- the entry form refuses, so a bad value is a 400 from the Data API rather than a stored typo:
--
-- * only the markers of the assessment's type (the keys of src/features/assessments/lib/markers.ts;
--   tests/unit/assessments/markers.test.ts keeps the two lists equal), each a finite number within
--   a plausible span (a body-fat percentage of 250 is a typing error, not a result);
-- * a date not in the future;
-- * an attached lab report only inside the client's own folder of the private bucket below.
--
-- An empty object stays valid: a record can hold only notes and the lab's PDF.

create or replace function private.assessment_marker_limits()
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select '{
    "body_scan": {"weightKg":[20,400], "bodyFatPercent":[2,75], "leanMassKg":[10,200], "fatMassKg":[0.5,250], "skeletalMuscleKg":[5,120], "visceralFatLevel":[1,60], "bmrKcal":[500,5000], "leftArmLeanKg":[0,40], "rightArmLeanKg":[0,40], "trunkLeanKg":[0,100], "leftLegLeanKg":[0,60], "rightLegLeanKg":[0,60]},
    "blood_test": {"glucoseMmolL":[0.5,50], "hba1cPercent":[2,20], "totalCholesterolMmolL":[0.5,30], "ldlMmolL":[0,20], "hdlMmolL":[0,10], "triglyceridesMmolL":[0,50], "haemoglobinGL":[20,300], "ferritinUgL":[0,10000], "ironUmolL":[0,200], "vitaminDNmolL":[0,1000], "crpMgL":[0,1000], "tshMiuL":[0,200], "freeT4PmolL":[0,200], "freeT3PmolL":[0,100], "testosteroneNmolL":[0,200], "oestradiolPmolL":[0,20000], "cortisolNmolL":[0,5000]},
    "urine_hormone_test": {"cortisolWaking":[0,1000], "cortisolMorning":[0,1000], "cortisolAfternoon":[0,1000], "cortisolNight":[0,1000], "cortisoneWaking":[0,2000], "cortisoneMorning":[0,2000], "cortisoneAfternoon":[0,2000], "cortisoneNight":[0,2000], "totalCortisolMetabolites":[0,100000], "oestrone":[0,1000], "oestradiol":[0,1000], "oestriol":[0,1000], "hydroxyOestrone2":[0,1000], "hydroxyOestrone4":[0,1000], "hydroxyOestrone16":[0,1000], "methoxyOestrone2":[0,1000], "alphaPregnanediol":[0,20000], "betaPregnanediol":[0,20000], "testosterone":[0,2000], "dheaS":[0,20000], "androsterone":[0,20000], "etiocholanolone":[0,20000], "dihydrotestosterone":[0,1000], "melatonin":[0,1000]}
  }'::jsonb;
$$;

create or replace function private.assessment_values_valid(assessment_type text, data jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select jsonb_typeof(data) = 'object'
    and not exists (
      select 1
      from jsonb_each(data) as entry(key, value)
      left join lateral (select private.assessment_marker_limits() -> assessment_type -> entry.key as span) as l on true
      where case
        when l.span is null or jsonb_typeof(entry.value) <> 'number' then true
        else (entry.value)::numeric not between (l.span ->> 0)::numeric and (l.span ->> 1)::numeric
      end
    );
$$;

-- Check constraints call them as the writing role: authenticated and service_role write, anon never.
revoke execute on function private.assessment_marker_limits() from public, anon;
revoke execute on function private.assessment_values_valid(text, jsonb) from public, anon;
grant execute on function private.assessment_marker_limits() to authenticated, service_role;
grant execute on function private.assessment_values_valid(text, jsonb) to authenticated, service_role;

alter table public.assessments
  add constraint assessments_values_valid check (private.assessment_values_valid(type, data)),
  add constraint assessments_measured_on_not_future check (measured_on <= current_date + 1),
  add constraint assessments_file_in_client_folder check (
    file_path is null or file_path ~ ('^' || client_id::text || '/[A-Za-z0-9._-]{1,200}$')
  );

-- Lab reports: private. Objects live under "<client id>/<file>". The client, their trainer and
-- admins read them; only staff (for their assigned clients) and admins write or remove them.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('assessment-reports', 'assessment-reports', false, 10485760,
        array['application/pdf', 'image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'])
on conflict (id) do nothing;

create policy "assessment reports: the client, their trainer and admins view"
on storage.objects for select to authenticated
using (
  bucket_id = 'assessment-reports'
  and (
    (storage.foldername(name))[1] = (select auth.uid())::text
    or (storage.foldername(name))[1] in (select client_id::text from private.assigned_client_ids() as client_id)
    or (select private.is_admin())
  )
);

create policy "assessment reports: staff upload for their clients"
on storage.objects for insert to authenticated
with check (
  bucket_id = 'assessment-reports'
  and (select private.is_staff())
  and (
    (storage.foldername(name))[1] in (select client_id::text from private.assigned_client_ids() as client_id)
    or (select private.is_admin())
  )
);

create policy "assessment reports: staff replace for their clients"
on storage.objects for update to authenticated
using (
  bucket_id = 'assessment-reports'
  and (select private.is_staff())
  and (
    (storage.foldername(name))[1] in (select client_id::text from private.assigned_client_ids() as client_id)
    or (select private.is_admin())
  )
)
with check (
  bucket_id = 'assessment-reports'
  and (select private.is_staff())
  and (
    (storage.foldername(name))[1] in (select client_id::text from private.assigned_client_ids() as client_id)
    or (select private.is_admin())
  )
);

create policy "assessment reports: staff remove for their clients"
on storage.objects for delete to authenticated
using (
  bucket_id = 'assessment-reports'
  and (select private.is_staff())
  and (
    (storage.foldername(name))[1] in (select client_id::text from private.assigned_client_ids() as client_id)
    or (select private.is_admin())
  )
);
