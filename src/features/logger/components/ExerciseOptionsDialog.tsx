import { ArrowDown, ArrowUp, Link2, Link2Off, Repeat, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { Modal } from '@/components/ui/Modal';
import { liveSets } from '../lib/session-reducer';
import { selectDispatch, selectExercise, selectExerciseIds, useLoggerStore } from '../stores/logger-store';

function Option({ icon, onClick, children }: { icon: ReactNode; onClick: () => void; children: ReactNode }) {
  return (
    <li>
      <button
        type="button"
        onClick={onClick}
        className="flex min-h-12 w-full items-center gap-3 rounded-lg px-2 text-left font-medium hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-emerald-500 dark:hover:bg-slate-800"
      >
        <span aria-hidden="true" className="text-slate-500">
          {icon}
        </span>
        {children}
      </button>
    </li>
  );
}

/**
 * What can be done to one exercise mid-workout: reorder, superset with the next one, swap, remove.
 * All of it works offline like set edits. Removing an exercise with logged sets asks first.
 */
export function ExerciseOptionsDialog({
  exerciseId,
  onSwap,
  onClose,
}: {
  exerciseId: string;
  onSwap: (exerciseId: string) => void;
  onClose: () => void;
}) {
  const exercise = useLoggerStore(selectExercise(exerciseId));
  const ids = useLoggerStore(useShallow(selectExerciseIds));
  const nextGroupKey = useLoggerStore((store) => {
    const live = store.session?.state.exercises.filter((entry) => !entry.deleted) ?? [];
    const index = live.findIndex((entry) => entry.id === exerciseId);
    return index >= 0 && index < live.length - 1 ? (live[index + 1]!.groupKey ?? null) : undefined;
  });
  const dispatch = useLoggerStore(selectDispatch);
  const [confirming, setConfirming] = useState(false);
  if (!exercise || exercise.deleted) return null;
  const index = ids.indexOf(exerciseId);
  const logged = liveSets(exercise).filter((set) => set.completed).length;
  const inGroup = Boolean(exercise.groupKey);
  const hasNext = nextGroupKey !== undefined;
  const groupedWithNext = inGroup && nextGroupKey === exercise.groupKey;

  const run = (action: () => void) => () => {
    action();
    onClose();
  };
  const remove = () => dispatch({ type: 'remove-exercise', exerciseId });

  if (confirming) {
    return (
      <ConfirmDialog
        title={`Remove ${exercise.name}?`}
        open
        tone="danger"
        confirmLabel="Remove exercise and sets"
        cancelLabel="Keep it"
        onConfirm={run(remove)}
        onClose={onClose}
      >
        <p>
          You have logged {logged} {logged === 1 ? 'set' : 'sets'} of {exercise.name}. Removing the exercise removes{' '}
          {logged === 1 ? 'that set' : 'those sets'} from this workout.
        </p>
      </ConfirmDialog>
    );
  }

  return (
    <Modal title={exercise.name} open onClose={onClose}>
      <ul className="space-y-1">
        {index > 0 && (
          <Option
            icon={<ArrowUp className="size-5" />}
            onClick={run(() => dispatch({ type: 'move-exercise', exerciseId, direction: -1 }))}
          >
            Move up
          </Option>
        )}
        {index >= 0 && index < ids.length - 1 && (
          <Option
            icon={<ArrowDown className="size-5" />}
            onClick={run(() => dispatch({ type: 'move-exercise', exerciseId, direction: 1 }))}
          >
            Move down
          </Option>
        )}
        {hasNext && !groupedWithNext && (
          <Option
            icon={<Link2 className="size-5" />}
            onClick={run(() => dispatch({ type: 'group-with-next', exerciseId }))}
          >
            Superset with the next exercise
          </Option>
        )}
        {inGroup && (
          <Option
            icon={<Link2Off className="size-5" />}
            onClick={run(() => dispatch({ type: 'ungroup-exercise', exerciseId }))}
          >
            Take out of the superset
          </Option>
        )}
        <Option icon={<Repeat className="size-5" />} onClick={() => onSwap(exerciseId)}>
          Swap exercise
        </Option>
        <Option
          icon={<Trash2 className="size-5 text-red-600" />}
          onClick={logged > 0 ? () => setConfirming(true) : run(remove)}
        >
          Remove exercise
        </Option>
      </ul>
    </Modal>
  );
}
