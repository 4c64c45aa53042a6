import { emptyWorkoutName } from '../lib/build-session';
import { WORKOUT_NAME_MAX } from '../lib/session-reducer';
import { selectDispatch, useLoggerStore } from '../stores/logger-store';

/** The name of a workout started empty: "Morning workout" until the person names it. */
export function WorkoutNameField() {
  const name = useLoggerStore((store) => store.session?.state.workoutName ?? '');
  const startedAt = useLoggerStore((store) => store.session?.state.startedAt);
  const dispatch = useLoggerStore(selectDispatch);
  return (
    <label className="block text-sm font-medium text-slate-700 dark:text-slate-200">
      Workout name
      <input
        type="text"
        value={name}
        maxLength={WORKOUT_NAME_MAX}
        onChange={(event) => dispatch({ type: 'rename-workout', name: event.target.value })}
        onBlur={() => {
          if (name.trim() === '' && startedAt)
            dispatch({ type: 'rename-workout', name: emptyWorkoutName(new Date(startedAt)) });
        }}
        className="mt-1 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 focus:border-emerald-500 focus:outline-none dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
      />
    </label>
  );
}
