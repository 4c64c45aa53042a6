-- onboarding_forms: a client's intake answers (experience, gym access, limitations, desired
-- workout days, goals). assessments: body scans, blood tests and urine hormone (DUTCH) tests,
-- recorded by staff for their clients.
create table public.onboarding_forms (
  id uuid primary key default gen_random_uuid(),
  client_id uuid not null references public.users (id) on delete cascade,
  assessment jsonb not null default '{}'::jsonb,
  submitted_by uuid references public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  constraint onboarding_forms_assessment_is_object check (jsonb_typeof(assessment) = 'object')
);

create index onboarding_forms_client_created_idx on public.onboarding_forms (client_id, created_at desc);
create index onboarding_forms_submitted_by_idx on public.onboarding_forms (submitted_by);

alter table public.onboarding_forms enable row level security;

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
  constraint assessments_data_is_object check (jsonb_typeof(data) = 'object')
);

create index assessments_client_type_idx on public.assessments (client_id, type, measured_on desc);
create index assessments_created_by_idx on public.assessments (created_by);

create trigger assessments_set_updated_at
before update on public.assessments
for each row execute function private.set_updated_at();

alter table public.assessments enable row level security;

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
