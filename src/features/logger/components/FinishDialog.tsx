import { useState } from 'react';
import { countOpenSets, liveExercises, liveSets } from '../lib/session-reducer';
import { selectState, useLoggerStore } from '../stores/logger-store';
import { FinishNotSavedError } from '../sync/finish-workout';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';

/** Confirms Finish, saying what will be saved and what will not (sets left unchecked). */
export function FinishDialog({ onConfirm, onClose }: { onConfirm: () => Promise<void>; onClose: () => void }) {
  const state = useLoggerStore(selectState);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!state) return null;
  const done = liveExercises(state).reduce(
    (sum, exercise) => sum + liveSets(exercise).filter((set) => set.completed).length,
    0,
  );
  const open = countOpenSets(state);
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
    } catch (caught) {
      console.error('Finishing failed', caught);
      setError(
        caught instanceof FinishNotSavedError
          ? caught.message
          : 'Could not save the workout on this device. Nothing was lost; please try again.',
      );
      setBusy(false);
    }
  };
  return (
    <ConfirmDialog
      title="Finish workout?"
      open
      confirmLabel="Finish workout"
      cancelLabel="Keep logging"
      busy={busy}
      error={error}
      confirmDisabled={done === 0}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      {done === 0 ? (
        <p>Complete at least one set to finish, or discard the workout.</p>
      ) : (
        <p>
          {done} completed {done === 1 ? 'set' : 'sets'} will be saved.
          {open > 0 && ` ${open} unchecked ${open === 1 ? 'set is' : 'sets are'} left out.`}
        </p>
      )}
    </ConfirmDialog>
  );
}
