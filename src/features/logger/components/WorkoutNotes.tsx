import { selectDispatch, useLoggerStore } from '../stores/logger-store';

export function WorkoutNotes() {
  const notes = useLoggerStore((store) => store.session?.state.notes ?? '');
  const dispatch = useLoggerStore(selectDispatch);
  return (
    <label className="block text-sm font-medium text-slate-700 dark:text-slate-200">
      Workout notes
      <textarea
        value={notes}
        maxLength={2000}
        rows={3}
        placeholder="How did it feel?"
        onChange={(event) => dispatch({ type: 'set-workout-notes', notes: event.target.value })}
        className="mt-1 block w-full rounded-lg border border-slate-300 bg-white p-2 text-base text-slate-900 focus:border-emerald-500 focus:outline-none dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
      />
    </label>
  );
}
