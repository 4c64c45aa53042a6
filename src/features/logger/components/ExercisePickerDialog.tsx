import { useDeferredValue, useMemo, useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';
import { SearchField } from '@/components/ui/SearchField';
import { Spinner } from '@/components/ui/Spinner';
import { toUserMessage } from '@/lib/errors';
import { useExerciseCatalog, useRefreshExerciseCatalog } from '../api/exercise-catalog-query';
import { recentExercises, searchCatalog, type CatalogExercise } from '../lib/exercise-catalog';
import { selectDispatch, useLoggerStore } from '../stores/logger-store';
import { chooseExercise } from '../sync/exercise-choice';

const CATALOG_FAILED =
  'Could not load the exercise library. It is kept on this device after the first time you are online.';
const NEW_EXERCISE_SETS = 3;

function ExerciseOption({
  exercise,
  busy,
  disabled,
  onChoose,
}: {
  exercise: CatalogExercise;
  busy: boolean;
  disabled: boolean;
  onChoose: (exercise: CatalogExercise) => void;
}) {
  return (
    <li>
      <button
        type="button"
        disabled={disabled}
        onClick={() => onChoose(exercise)}
        className="flex min-h-12 w-full items-center justify-between gap-2 px-1 py-2 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-emerald-500 disabled:opacity-60 dark:hover:bg-slate-800"
      >
        <span className="min-w-0">
          <span className="block font-medium">{exercise.name}</span>
          <span className="block text-xs text-slate-500">
            {[exercise.equipment ?? 'body weight', ...exercise.muscle_groups].join(' · ')}
          </span>
        </span>
        {busy && <Spinner className="size-4" label="Adding" />}
      </button>
    </li>
  );
}

/**
 * "Add exercise": the library with search and the client's recent exercises, from the copy kept
 * on the device, so it works with no network. The exercise goes to the end of the workout.
 */
export function ExercisePickerDialog({ userId, onClose }: { userId: string; onClose: () => void }) {
  const catalog = useExerciseCatalog(userId);
  const dispatch = useLoggerStore(selectDispatch);
  const refreshCatalog = useRefreshExerciseCatalog(userId);
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const [busy, setBusy] = useState<string | null>(null);

  const choose = async (exercise: CatalogExercise) => {
    setBusy(exercise.id);
    try {
      const chosen = await chooseExercise(userId, exercise, catalog.data);
      const sets = Math.max(NEW_EXERCISE_SETS, chosen.previous.length);
      dispatch({
        type: 'add-exercise',
        exercise: chosen,
        newExerciseId: crypto.randomUUID(),
        setIds: Array.from({ length: sets }, () => crypto.randomUUID()),
      });
      void refreshCatalog();
      onClose();
    } finally {
      setBusy(null);
    }
  };

  const data = catalog.data;
  const browsing = deferred.trim() === '';
  const recent = useMemo(() => (data && browsing ? recentExercises(data) : []), [data, browsing]);
  const results = useMemo(() => (data ? searchCatalog(data.exercises, deferred) : []), [data, deferred]);

  return (
    <Modal title="Add exercise" open onClose={onClose}>
      <div className="space-y-3">
        <SearchField label="Search exercises" value={query} onChange={setQuery} placeholder="Search exercises" />
        {catalog.isPending && <Spinner label="Loading exercises" />}
        {catalog.isError && (
          <div className="space-y-2">
            <Alert>{toUserMessage(catalog.error, CATALOG_FAILED)}</Alert>
            <Button variant="secondary" onClick={() => void catalog.refetch()}>
              Try again
            </Button>
          </div>
        )}
        {recent.length > 0 && (
          <section aria-labelledby="picker-recent">
            <h3 id="picker-recent" className="text-xs font-semibold uppercase tracking-wide text-slate-500">
              Recent
            </h3>
            <ul className="divide-y divide-slate-200 dark:divide-slate-800">
              {recent.map((exercise) => (
                <ExerciseOption
                  key={exercise.id}
                  exercise={exercise}
                  busy={busy === exercise.id}
                  disabled={busy !== null}
                  onChoose={(chosen) => void choose(chosen)}
                />
              ))}
            </ul>
          </section>
        )}
        {data && (
          <section aria-labelledby="picker-all">
            <h3 id="picker-all" className="text-xs font-semibold uppercase tracking-wide text-slate-500">
              {deferred.trim() ? 'Results' : 'All exercises'}
            </h3>
            {results.length === 0 ? (
              <p className="py-3 text-sm text-slate-500">No exercise matches “{deferred.trim()}”.</p>
            ) : (
              <ul className="divide-y divide-slate-200 dark:divide-slate-800">
                {results.map((exercise) => (
                  <ExerciseOption
                    key={exercise.id}
                    exercise={exercise}
                    busy={busy === exercise.id}
                    disabled={busy !== null}
                    onChoose={(chosen) => void choose(chosen)}
                  />
                ))}
              </ul>
            )}
          </section>
        )}
      </div>
    </Modal>
  );
}
