import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { LoadError } from '@/components/ui/LoadError';
import { Modal } from '@/components/ui/Modal';
import { PageLoader } from '@/components/ui/PageLoader';
import { SearchField } from '@/components/ui/SearchField';
import type { LibraryWorkout } from '../api/list-library-workouts';
import { useLibraryWorkouts } from '../hooks/use-program-builder';

/** Searches the coach's workout library and adds the chosen workout (the dialog stays open for more). */
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
  const { data, isPending, error, refetch } = useLibraryWorkouts(open);
  const [query, setQuery] = useState('');
  const matches = useMemo(() => {
    const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
    return (data ?? []).filter((workout) => {
      const text = [workout.name, workout.workout_type, workout.difficulty, ...workout.muscle_groups]
        .join(' ')
        .toLowerCase();
      return words.every((word) => text.includes(word));
    });
  }, [data, query]);
  return (
    <Modal title={title} open={open} onClose={onClose}>
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
    </Modal>
  );
}
