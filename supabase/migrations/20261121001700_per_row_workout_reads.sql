-- Reading workouts and their exercises checks the row itself (by its indexes) instead of building
-- the caller's whole readable set: a trainer's set grows with every client's history, while a
-- screen shows a handful of workouts. Same answers; measured with `npm run bench`
-- (docs/performance.md): a trainer opening a client's program tree went from ~29 ms to ~6 ms of
-- database time.
drop policy "workouts: read own, assigned, through a program, or all for admin" on public.workouts;
create policy "workouts: read own, assigned, through a program, or all for admin"
on public.workouts for select to authenticated
using ((select private.is_admin()) or private.can_read_workout(id));

drop policy "workout_exercises: readable with their workout" on public.workout_exercises;
create policy "workout_exercises: readable with their workout"
on public.workout_exercises for select to authenticated
using ((select private.is_admin()) or private.can_read_workout(workout_id));
