import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { LoadError } from '@/components/ui/LoadError';
import { Modal } from '@/components/ui/Modal';
import { PageLoader } from '@/components/ui/PageLoader';
import { SearchField } from '@/components/ui/SearchField';
import { rankByName } from '@/lib/search-rank';
import type { LibraryWorkout } from '../api/list-library-workouts';
import { useLibraryWorkouts } from '../api/list-library-workouts';

/**
 * Searches the coach's workout library for one day (or the rotation); Add hands the workout to the
 * caller, which closes the dialog and says what was added. The search lives inside the dialog's
 * body, which unmounts on close, so every opening starts clean for its day.
 */
export function WorkoutPickerDialog({
  open,
  title,
  onAdd,
  onCreate,
  onClose,
}: {
  open: boolean;
  title: string;
  onAdd: (workout: LibraryWorkout) => void;
  /** Opens the workout builder's form instead: a new workout saved with the program. */
  onCreate: () => void;
  onClose: () => void;
}) {
  return (
    <Modal title={title} open={open} onClose={onClose}>
      <PickerBody onAdd={onAdd} onCreate={onCreate} />
    </Modal>
  );
}

/** Rendered only while the dialog is open (the Modal mounts its children then). */
function PickerBody({ onAdd, onCreate }: { onAdd: (workout: LibraryWorkout) => void; onCreate: () => void }) {
  const { data, isPending, error, refetch } = useLibraryWorkouts(true);
  const [query, setQuery] = useState('');
  const matches = useMemo(
    () =>
      rankByName(
        data ?? [],
        query,
        (workout) => workout.name,
        (workout) => [workout.workout_type, workout.difficulty, ...workout.muscle_groups].join(' '),
      ),
    [data, query],
  );
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1">
          <SearchField label="Search workouts" value={query} onChange={setQuery} placeholder="Name, type or muscle" />
        </div>
        <Button variant="secondary" onClick={onCreate}>
          <Plus aria-hidden="true" className="size-4" /> Create new workout
        </Button>
      </div>
      {isPending ? (
        <PageLoader label="Loading workouts" />
      ) : error ? (
        <LoadError error={error} what="your workouts" onRetry={() => void refetch()} />
      ) : matches.length === 0 ? (
        <p className="py-4 text-center text-sm text-slate-500 dark:text-slate-400">No workout matches.</p>
      ) : (
        <ul aria-label="Library workouts" className="flex flex-col divide-y divide-slate-200 dark:divide-slate-800">
          {matches.slice(0, 100).map((workout) => (
            <li key={workout.id} className="flex items-center gap-3 py-2">
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium">{workout.name}</p>
                <p className="truncate text-xs text-slate-500 capitalize dark:text-slate-400">
                  {[
                    workout.workout_type,
                    workout.difficulty,
                    workout.estimated_duration && `${workout.estimated_duration} min`,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              </div>
              <Button variant="secondary" onClick={() => onAdd(workout)} aria-label={`Add ${workout.name}`}>
                <Plus aria-hidden="true" className="size-4" /> Add
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
