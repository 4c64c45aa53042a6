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
  constraint cycle_entries_end_after_start check (period_end is null or period_end >= period_start)
);

create index cycle_entries_user_start_idx on public.cycle_entries (user_id, period_start desc);

alter table public.cycle_entries enable row level security;

create policy "cycle_entries: read own, assigned, or all for admin"
on public.cycle_entries for select to authenticated
using (user_id = (select auth.uid()) or user_id in (select private.assigned_client_ids()) or (select private.is_admin()));

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
