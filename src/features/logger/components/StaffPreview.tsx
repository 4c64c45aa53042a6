import { Eye } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/Alert';
import { LoadError } from '@/components/ui/LoadError';
import { PageLoader } from '@/components/ui/PageLoader';
import { useWeightUnit } from '@/features/auth';
import { useWorkout } from '@/features/training';
import { buildSessionState } from '../lib/build-session';
import { tracksDistance } from '../lib/set-kind';
import { describeTarget, targetShape } from '../lib/targets';
import { targetIncrement } from './PlateCalculatorDialog';

/**
 * What a trainer or admin sees on Start: the workout as the client's logger lays it out, clearly
 * labelled as a preview. Nothing is created, kept on the device or sent: staff do not log
 * workouts under their own account, and logging for a client is not offered (see docs/logger.md).
 */
export function StaffPreview({ workoutId }: { workoutId: string }) {
  const workout = useWorkout(workoutId);
  const unit = useWeightUnit();
  if (workout.isPending) return <PageLoader label="Loading workout…" />;
  if (workout.isError)
    return <LoadError error={workout.error} what="the workout" onRetry={() => void workout.refetch()} />;
  const state = workout.data
    ? buildSessionState({
        sessionId: 'preview',
        userId: 'preview',
        workout: workout.data,
        history: [],
        startedAt: new Date(),
        newId: () => 'preview',
      })
    : null;
  return (
    <div className="mx-auto max-w-3xl space-y-3 px-3 py-4">
      <Alert tone="info">
        <span className="flex items-center gap-2 font-semibold">
          <Eye aria-hidden="true" className="size-4" /> Preview: what your client sees when they start this workout
        </span>
        <span className="mt-1 block">
          Staff accounts do not log workouts, so nothing here is saved. Clients log their own sessions from their
          account.
        </span>
      </Alert>
      <h1 className="text-2xl font-bold">{state?.workoutName ?? 'Workout not found'}</h1>
      {state && state.exercises.length === 0 && (
        <p className="text-sm text-slate-500">This workout has no exercises.</p>
      )}
      <ol className="space-y-2">
        {state?.exercises.map((exercise) => (
          <li
            key={exercise.workoutExerciseId ?? exercise.exerciseId}
            className="rounded-2xl border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900"
          >
            <p className="font-semibold text-emerald-800 dark:text-emerald-300">{exercise.name}</p>
            <p className="text-xs text-slate-500 dark:text-slate-400">
              {describeTarget(
                exercise.target,
                targetShape(exercise.isTimeBased, tracksDistance(exercise)),
                exercise.sets.length,
                unit,
                targetIncrement(unit),
              )}
              {exercise.groupKey ? ` · superset ${exercise.groupKey}` : ''}
            </p>
            {exercise.planNotes && <p className="mt-1 text-xs italic">{exercise.planNotes}</p>}
          </li>
        ))}
      </ol>
      <Link
        to={`/workouts/${workoutId}/details`}
        className="inline-block font-semibold text-emerald-700 underline dark:text-emerald-300"
      >
        Back to the workout
      </Link>
    </div>
  );
}
