import { BookmarkPlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { toUserMessage } from '@/lib/errors';
import { useSaveAsWorkout } from '../api/save-as-workout';
import { SAVED_NAME_MAX, workoutFromLog } from '../lib/save-as-workout';
import type { CompletionPayload, ExerciseLayout } from '../lib/session-schema';

const SAVE_FAILED = 'Could not save the workout. Saving needs a connection; try again when you are online.';

/** After an unplanned workout: keep it as a workout of the client's own, to start again later. */
export function SaveAsWorkout({ payload, layout }: { payload: CompletionPayload; layout?: ExerciseLayout[] }) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(payload.p_log.workout_name);
  const save = useSaveAsWorkout();
  const args = workoutFromLog(payload, name, layout);
  if (!workoutFromLog(payload, payload.p_log.workout_name || 'Workout', layout)) return null;

  if (save.isSuccess) {
    return (
      <Alert tone="success">
        Saved to your workouts.{' '}
        <Link to={`/workouts/${save.data}/details`} className="font-semibold underline">
          Open it
        </Link>
      </Alert>
    );
  }
  if (!open) {
    return (
      <Button variant="secondary" fullWidth onClick={() => setOpen(true)}>
        <BookmarkPlus aria-hidden="true" className="size-4" />
        Save as a workout
      </Button>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (args && name.trim()) save.mutate(args);
  };
  return (
    <form
      onSubmit={submit}
      aria-label="Save as a workout"
      className="space-y-2 rounded-xl border border-slate-200 p-3 dark:border-slate-800"
    >
      <label className="block text-sm font-medium">
        Workout name
        <input
          type="text"
          value={name}
          required
          maxLength={SAVED_NAME_MAX}
          onChange={(event) => setName(event.target.value)}
          className="mt-1 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base dark:border-slate-700 dark:bg-slate-950"
        />
      </label>
      <p className="text-xs text-slate-500 dark:text-slate-400">
        Each exercise keeps the sets, reps and heaviest weight you did today as its targets.
      </p>
      {save.isError && <Alert>{toUserMessage(save.error, SAVE_FAILED)}</Alert>}
      <div className="flex gap-2">
        <Button type="submit" loading={save.isPending} disabled={!name.trim()}>
          Save workout
        </Button>
        <Button variant="ghost" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
