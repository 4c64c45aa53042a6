-- Progress and assessments: progress photos, the onboarding form, assessments (body scans, lab
-- values with their ranges) and cycle entries (shared with staff only as the client chooses).

-- Validators the tables' checks call ----------------------------------------------------------

-- Assessments (body scans, blood tests, DUTCH urine hormone tests) keep their values in
-- assessments.data as { "<marker key>": <number> }. The database refuses what
-- the entry form refuses, so a bad value is a 400 from the Data API rather than a stored typo:
--
-- * only the markers of the assessment's type (the keys of src/features/assessments/lib/markers.ts;
--   tests/unit/assessments/markers.test.ts keeps the two lists equal), each a finite number within
--   a plausible span (a body-fat percentage of 250 is a typing error, not a result);
-- * a date not in the future;
-- * an attached lab report only inside the client's own folder of the private bucket below.
--
-- An empty object stays valid: a record can hold only notes and the lab's PDF.

create function private.assessment_marker_limits()
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

create function private.assessment_values_valid(assessment_type text, data jsonb)
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

create function private.assessment_lab_ranges_valid(assessment_type text, ranges jsonb)
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

-- Tables -----------------------------------------------------------------------------------------

-- progress_photos: one row per photo day; the images live in the private "progress-photos"
-- Storage bucket under "<user id>/...". The bucket and its policies are set up where a storage
-- schema exists (always on Supabase; locally when the embedded backend enables storage).
create table public.progress_photos (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.users (id) on delete cascade,
  date date not null default current_date,
  front_photo text,
  side_photo text,
  back_photo text,
  body_weight double precision check (body_weight > 0 and body_weight < 1000),
  notes text,
  created_at timestamptz not null default now(),
  constraint progress_photos_has_a_photo check (coalesce(front_photo, side_photo, back_photo) is not null),
  constraint progress_photos_front_photo_length check (char_length(front_photo) <= 1024),
  constraint progress_photos_side_photo_length check (char_length(side_photo) <= 1024),
  constraint progress_photos_back_photo_length check (char_length(back_photo) <= 1024),
  constraint progress_photos_notes_length check (char_length(notes) <= 5000),
  constraint progress_photos_created_at_in_range check (created_at is null or (created_at >= '1900-01-01' and created_at < '2200-01-01')),
  constraint progress_photos_date_in_range check (date is null or (date >= '1900-01-01' and date < '2200-01-01'))
);

create index progress_photos_user_date_idx on public.progress_photos (user_id, date);

-- onboarding_forms: a client's intake answers (experience, gym access, limitations, desired
-- workout days, goals). assessments: body scans, blood tests and urine hormone (DUTCH) tests,
-- recorded by staff for their clients.
create table public.onboarding_forms (
  id uuid primary key default gen_random_uuid(),
  client_id uuid not null references public.users (id) on delete cascade,
  assessment jsonb not null default '{}'::jsonb,
  submitted_by uuid references public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  constraint onboarding_forms_assessment_is_object check (jsonb_typeof(assessment) = 'object'),
  constraint onboarding_forms_assessment_size check (octet_length(assessment::text) <= 65536),
  constraint onboarding_forms_created_at_in_range check (created_at is null or (created_at >= '1900-01-01' and created_at < '2200-01-01'))
);

create index onboarding_forms_client_created_idx on public.onboarding_forms (client_id, created_at desc);

create index onboarding_forms_submitted_by_idx on public.onboarding_forms (submitted_by);

-- lab_ranges: the lab's own reference ranges. Labs print their own range beside each result, and
-- it is the one that counts for that report (methods and populations differ); the app's built-in
-- ranges are typical adult values. A trainer can enter the printed range with a blood-test or DUTCH
-- value: { "<marker key>": [low, high] } (either end may be null: "< 5"). It sits beside `data` on
-- the same row, so the row's RLS covers it. The database refuses what the form refuses
-- (assessment_lab_ranges_valid): only markers of the row's type (none on a body scan), numbers (or
-- null) inside the marker's plausible span, at least one end, and low below high; a refusal is a
-- check violation (23514, a 400 from the Data API) whose message names the marker.
create table public.assessments (
  id uuid primary key default gen_random_uuid(),
  client_id uuid not null references public.users (id) on delete cascade,
  type text not null check (type in ('body_scan', 'blood_test', 'urine_hormone_test')),
  measured_on date not null default current_date,
  data jsonb not null default '{}'::jsonb,
  notes text,
  file_path text,
  created_by uuid not null references public.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  lab_ranges jsonb not null default '{}'::jsonb,
  constraint assessments_data_is_object check (jsonb_typeof(data) = 'object'),
  constraint assessments_data_size check (octet_length(data::text) <= 262144),
  constraint assessments_notes_length check (char_length(notes) <= 10000),
  constraint assessments_file_path_length check (char_length(file_path) <= 1024),
  constraint assessments_values_valid check (private.assessment_values_valid(type, data)),
  constraint assessments_measured_on_not_future check (measured_on <= current_date + 1),
  constraint assessments_file_in_client_folder check ( file_path is null or file_path ~ ('^' || client_id::text || '/[A-Za-z0-9._-]{1,200}$') ),
  constraint assessments_lab_ranges_valid check (private.assessment_lab_ranges_valid(type, lab_ranges)),
  constraint assessments_lab_ranges_size check (octet_length(lab_ranges::text) <= 16384),
  constraint assessments_created_at_in_range check (created_at is null or (created_at >= '1900-01-01' and created_at < '2200-01-01')),
  constraint assessments_measured_on_in_range check (measured_on is null or (measured_on >= '1900-01-01' and measured_on < '2200-01-01')),
  constraint assessments_updated_at_in_range check (updated_at is null or (updated_at >= '1900-01-01' and updated_at < '2200-01-01'))
);

create index assessments_client_type_idx on public.assessments (client_id, type, measured_on desc);

create index assessments_created_by_idx on public.assessments (created_by);

-- cycle_entries: period starts (and optional ends) a client logs; the app derives cycle length,
-- day and phase from them.
create table public.cycle_entries (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.users (id) on delete cascade,
  period_start date not null,
  period_end date,
  flow text check (flow in ('light', 'medium', 'heavy')),
  symptoms text[] not null default '{}',
  notes text,
  created_at timestamptz not null default now(),
  constraint cycle_entries_one_per_start unique (user_id, period_start),
  constraint cycle_entries_end_after_start check (period_end is null or period_end >= period_start),
  constraint cycle_entries_symptoms_size check (private.text_array_within(symptoms, 50, 100)),
  constraint cycle_entries_notes_length check (char_length(notes) <= 5000),
  constraint cycle_entries_created_at_in_range check (created_at is null or (created_at >= '1900-01-01' and created_at < '2200-01-01')),
  constraint cycle_entries_period_end_in_range check (period_end is null or (period_end >= '1900-01-01' and period_end < '2200-01-01')),
  constraint cycle_entries_period_start_in_range check (period_start is null or (period_start >= '1900-01-01' and period_start < '2200-01-01'))
);

create index cycle_entries_user_start_idx on public.cycle_entries (user_id, period_start desc);

-- Functions --------------------------------------------------------------------------------------

-- Consent is the client's own: not even an admin flips it for them.
create function private.guard_cycle_consent()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('authenticated', 'anon')
    and new.cycle_shared_with_trainer is distinct from old.cycle_shared_with_trainer
    and new.id is distinct from (select auth.uid())
  then
    raise exception 'Only the client can change whether their cycle is shared' using errcode = '42501';
  end if;
  return new;
end;
$$;

-- Whether a client's cycle entries may be shown to staff: tracking on and sharing agreed.
create function private.cycle_shared_with_staff(target uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select u.cycle_tracking_enabled and u.cycle_shared_with_trainer from public.users u where u.id = target),
    false);
$$;

-- Triggers ---------------------------------------------------------------------------------------

create trigger progress_photos_keep_id before update of id on public.progress_photos
for each row execute function private.keep_primary_key();

create trigger onboarding_forms_keep_id before update of id on public.onboarding_forms
for each row execute function private.keep_primary_key();

create trigger assessments_set_updated_at
before update on public.assessments
for each row execute function private.set_updated_at();

create trigger assessments_keep_id before update of id on public.assessments
for each row execute function private.keep_primary_key();

create trigger cycle_entries_keep_id before update of id on public.cycle_entries
for each row execute function private.keep_primary_key();

create trigger assessments_keep_author before update on public.assessments
for each row execute function private.keep_column_unless_admin('created_by');

create trigger onboarding_forms_keep_author before update on public.onboarding_forms
for each row execute function private.keep_column_unless_admin('submitted_by');

create trigger users_guard_cycle_consent
before update on public.users
for each row execute function private.guard_cycle_consent();

-- Row-level security -----------------------------------------------------------------------------

alter table public.progress_photos enable row level security;

create policy "progress_photos: active accounts only"
on public.progress_photos as restrictive for all to authenticated
using ((select private.caller_is_active())) with check ((select private.caller_is_active()));

create policy "progress_photos: read own, assigned, or all for admin"
on public.progress_photos for select to authenticated
using (user_id = (select auth.uid()) or user_id in (select private.assigned_client_ids()) or (select private.is_admin()));

create policy "progress_photos: add your own"
on public.progress_photos for insert to authenticated
with check (user_id = (select auth.uid()));

create policy "progress_photos: edit your own"
on public.progress_photos for update to authenticated
using (user_id = (select auth.uid()))
with check (user_id = (select auth.uid()));

create policy "progress_photos: delete your own; admins any"
on public.progress_photos for delete to authenticated
using (user_id = (select auth.uid()) or (select private.is_admin()));

alter table public.onboarding_forms enable row level security;

create policy "onboarding_forms: active accounts only"
on public.onboarding_forms as restrictive for all to authenticated
using ((select private.caller_is_active())) with check ((select private.caller_is_active()));

create policy "onboarding_forms: read own, assigned, or all for admin"
on public.onboarding_forms for select to authenticated
using (client_id = (select auth.uid()) or client_id in (select private.assigned_client_ids()) or (select private.is_admin()));

create policy "onboarding_forms: a client or their trainer submits"
on public.onboarding_forms for insert to authenticated
with check (
  submitted_by = (select auth.uid())
  and (client_id = (select auth.uid()) or client_id in (select private.assigned_client_ids()) or (select private.is_admin()))
);

create policy "onboarding_forms: a client or their trainer edits"
on public.onboarding_forms for update to authenticated
using (client_id = (select auth.uid()) or client_id in (select private.assigned_client_ids()) or (select private.is_admin()))
with check (client_id = (select auth.uid()) or client_id in (select private.assigned_client_ids()) or (select private.is_admin()));

create policy "onboarding_forms: admins delete"
on public.onboarding_forms for delete to authenticated
using ((select private.is_admin()));

alter table public.assessments enable row level security;

create policy "assessments: active accounts only"
on public.assessments as restrictive for all to authenticated
using ((select private.caller_is_active())) with check ((select private.caller_is_active()));

create policy "assessments: read own, assigned, or all for admin"
on public.assessments for select to authenticated
using (client_id = (select auth.uid()) or client_id in (select private.assigned_client_ids()) or (select private.is_admin()));

create policy "assessments: staff record them for assigned clients"
on public.assessments for insert to authenticated
with check (
  created_by = (select auth.uid())
  and (select private.is_staff())
  and (client_id in (select private.assigned_client_ids()) or (select private.is_admin()))
);

create policy "assessments: staff edit them for assigned clients"
on public.assessments for update to authenticated
using ((select private.is_staff()) and (client_id in (select private.assigned_client_ids()) or (select private.is_admin())))
with check ((select private.is_staff()) and (client_id in (select private.assigned_client_ids()) or (select private.is_admin())));

create policy "assessments: staff delete them for assigned clients"
on public.assessments for delete to authenticated
using ((select private.is_staff()) and (client_id in (select private.assigned_client_ids()) or (select private.is_admin())));

alter table public.cycle_entries enable row level security;

create policy "cycle_entries: active accounts only"
on public.cycle_entries as restrictive for all to authenticated
using ((select private.caller_is_active())) with check ((select private.caller_is_active()));

create policy "cycle_entries: log your own"
on public.cycle_entries for insert to authenticated
with check (user_id = (select auth.uid()));

create policy "cycle_entries: edit your own"
on public.cycle_entries for update to authenticated
using (user_id = (select auth.uid()))
with check (user_id = (select auth.uid()));

create policy "cycle_entries: delete your own"
on public.cycle_entries for delete to authenticated
using (user_id = (select auth.uid()));

create policy "cycle_entries: read own; staff only what the client shares"
on public.cycle_entries for select to authenticated
using (
  user_id = (select auth.uid())
  or ((user_id in (select private.assigned_client_ids()) or (select private.is_admin()))
    and private.cycle_shared_with_staff(user_id))
);
