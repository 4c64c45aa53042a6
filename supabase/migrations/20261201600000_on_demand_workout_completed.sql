-- On demand (issue 30): a saved workout log marks the on-demand workout it came from completed.
--
-- When a client's workout log is saved (complete_workout_session inserts the row; a later finish of
-- the same session only amends it), every on-demand offer of that library workout that the client
-- may see now (private.can_see_on_demand: published, in a published collection granted to them) is
-- marked completed in on_demand_progress: the row is made if the client never opened the offer, and
-- an earlier completion is kept (idempotent: the first completion stays, a second log changes
-- nothing). The server decides, from the log and the grants at that moment: a log of a workout
-- offered to nobody, a draft, a collection the client is not granted, or a log written for anyone but
-- the caller marks nothing. Staff logging a workout mark nothing (progress is a client's).
--
-- The offer is found by the log's workout: the logger starts an on-demand workout as the library
-- workout itself (/workouts/<id>/start), so a log of that workout is "the on-demand workout done",
-- whichever screen it was started from.
create function private.mark_on_demand_workout_completed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.workout_id is null or new.user_id is distinct from (select auth.uid()) then
    return null;
  end if;
  if not exists (select 1 from public.users u where u.id = new.user_id and u.role = 'client' and u.status = 'active') then
    return null;
  end if;
  insert into public.on_demand_progress as p (client_id, workout_id, completed_at)
  select new.user_id, o.id, coalesce(new.completed_at, now())
  from public.on_demand_workouts o
  where o.workout_id = new.workout_id and private.can_see_on_demand(o.id)
  on conflict on constraint on_demand_progress_once
  do update set completed_at = coalesce(p.completed_at, excluded.completed_at)
  where p.completed_at is null;
  return null;
end;
$$;

revoke execute on function private.mark_on_demand_workout_completed() from public, anon, authenticated;

create trigger workout_logs_mark_on_demand_completed
after insert on public.workout_logs
for each row execute function private.mark_on_demand_workout_completed();
