-- Who wrote a record is history, not something an edit may change: trainers legitimately edit
-- rows others wrote (an assessment, a client's program), so a policy cannot tell an edit from a
-- forged author. This trigger keeps the author column as it was for everyone but admins and the
-- service role. Coach notes on a client record are the trainer's to write.
create or replace function private.keep_column_unless_admin()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  column_name text := tg_argv[0];
begin
  if current_user in ('authenticated', 'anon')
    and (to_jsonb(new) -> column_name) is distinct from (to_jsonb(old) -> column_name)
    and not private.is_admin()
  then
    raise exception '% cannot be changed', column_name using errcode = '42501';
  end if;
  return new;
end;
$$;

create trigger programs_keep_author before update on public.programs
for each row execute function private.keep_column_unless_admin('created_by');

create trigger assessments_keep_author before update on public.assessments
for each row execute function private.keep_column_unless_admin('created_by');

create trigger onboarding_forms_keep_author before update on public.onboarding_forms
for each row execute function private.keep_column_unless_admin('submitted_by');

create trigger exercises_keep_author before update on public.exercises
for each row execute function private.keep_column_unless_admin('created_by');

-- Clients may update their own record (goals, equipment), but not the notes their coach keeps.
create or replace function private.guard_coach_notes()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('authenticated', 'anon')
    and new.coach_notes is distinct from old.coach_notes
    and not private.is_staff()
  then
    raise exception 'Only staff can write coach notes' using errcode = '42501';
  end if;
  return new;
end;
$$;

create trigger clients_guard_coach_notes before update on public.clients
for each row execute function private.guard_coach_notes();
