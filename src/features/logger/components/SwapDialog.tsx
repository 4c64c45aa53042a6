import { useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Modal } from '@/components/ui/Modal';
import { Spinner } from '@/components/ui/Spinner';
import { defaultRestSeconds } from '@/features/training';
import { toUserMessage } from '@/lib/errors';
import { useExerciseCatalog } from '../api/exercise-catalog-query';
import { liveSets } from '../lib/session-reducer';
import { rankSwapOptions, type SwapOption } from '../lib/swap-rules';
import { selectDispatch, selectExercise, useLoggerStore } from '../stores/logger-store';
import { chooseExercise } from '../sync/exercise-choice';

const SWAP_FAILED =
  'Could not load alternatives. The exercise library is kept on this device after the first time you are online; your sets are safe.';

/** Pick an alternative sharing a muscle group that the client's equipment allows, best match first. */
export function SwapDialog({
  exerciseId,
  userId,
  onClose,
}: {
  exerciseId: string;
  userId: string;
  onClose: () => void;
}) {
  const exercise = useLoggerStore(selectExercise(exerciseId));
  const dispatch = useLoggerStore(selectDispatch);
  const [query, setQuery] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const muscles = exercise?.muscleGroups ?? [];
  // The library kept on the device: alternatives are found with no network.
  const options = useExerciseCatalog(userId);
  if (!exercise) return null;
  const done = liveSets(exercise).filter((set) => set.completed).length;
  // The replaced exercise's kind of training and movement traits come from the same device copy.
  const traits = options.data?.exercises.find((entry) => entry.id === exercise.exerciseId);
  const ranked = options.data
    ? rankSwapOptions({ ...exercise, ...traits }, options.data.exercises, options.data.equipment, query)
    : [];

  const choose = async (option: SwapOption) => {
    setBusy(option.id);
    setError(null);
    try {
      const catalogEntry = options.data?.exercises.find((entry) => entry.id === option.id);
      const replacement = await chooseExercise(
        userId,
        { ...option, category: catalogEntry?.category ?? option.category ?? 'strength' },
        options.data,
        exercise.restSeconds === defaultRestSeconds(exercise.name)
          ? defaultRestSeconds(option.name)
          : exercise.restSeconds,
      );
      dispatch({
        type: 'swap-exercise',
        exerciseId,
        newExerciseId: crypto.randomUUID(),
        setIds: Array.from({ length: 20 }, () => crypto.randomUUID()),
        replacement,
      });
      onClose();
    } catch (caught) {
      setError(toUserMessage(caught, SWAP_FAILED));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Modal title={`Swap ${exercise.name}`} open onClose={onClose}>
      <div className="space-y-3">
        {done > 0 && (
          <Alert tone="info">
            Your {done} completed {done === 1 ? 'set' : 'sets'} of {exercise.name} stay logged; the remaining sets move
            to the new exercise.
          </Alert>
        )}
        <label className="block text-sm font-medium">
          Search alternatives
          <input
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            className="mt-1 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base dark:border-slate-700 dark:bg-slate-950"
          />
        </label>
        {options.isPending && muscles.length > 0 && <Spinner label="Loading alternatives" />}
        {options.isError && <Alert>{toUserMessage(options.error, SWAP_FAILED)}</Alert>}
        {error && <Alert>{error}</Alert>}
        {options.data && ranked.length === 0 && (
          <p className="text-sm text-slate-500">No alternative for these muscles with your equipment.</p>
        )}
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {ranked.map((option) => (
            <li key={option.id}>
              <button
                type="button"
                disabled={busy !== null}
                onClick={() => void choose(option)}
                className="flex min-h-12 w-full items-center justify-between gap-2 px-1 py-2 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-emerald-500 disabled:opacity-60 dark:hover:bg-slate-800"
              >
                <span>
                  <span className="block font-medium">{option.name}</span>
                  <span className="block text-xs text-slate-500">
                    {[option.equipment ?? 'body weight', ...option.muscle_groups].join(' · ')}
                  </span>
                </span>
                {busy === option.id && <Spinner className="size-4" label="Swapping" />}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </Modal>
  );
}
