-- clients: the coaching record of a client account (nutrition goals, equipment, coach notes).
create table public.clients (
  id uuid primary key references public.users (id) on delete cascade,
  daily_calorie_goal integer not null default 2000 check (daily_calorie_goal between 0 and 20000),
  macro_protein_goal integer not null default 150 check (macro_protein_goal between 0 and 2000),
  macro_carb_goal integer not null default 200 check (macro_carb_goal between 0 and 2000),
  macro_fat_goal integer not null default 70 check (macro_fat_goal between 0 and 2000),
  available_equipment text[] not null default '{}',
  goals text[] not null default '{}',
  coach_notes text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create trigger clients_set_updated_at
before update on public.clients
for each row execute function private.set_updated_at();

alter table public.clients enable row level security;

create policy "clients: read own, assigned, or all for admin"
on public.clients for select to authenticated
using (id = (select auth.uid()) or id in (select private.assigned_client_ids()) or (select private.is_admin()));

create policy "clients: a client creates their own; staff for assigned clients; admins any"
on public.clients for insert to authenticated
with check (id = (select auth.uid()) or id in (select private.assigned_client_ids()) or (select private.is_admin()));

create policy "clients: update own, assigned, or any for admin"
on public.clients for update to authenticated
using (id = (select auth.uid()) or id in (select private.assigned_client_ids()) or (select private.is_admin()))
with check (id = (select auth.uid()) or id in (select private.assigned_client_ids()) or (select private.is_admin()));

create policy "clients: admins delete"
on public.clients for delete to authenticated
using ((select private.is_admin()));
