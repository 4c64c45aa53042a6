import { Check, X } from 'lucide-react';
import { memo } from 'react';
import { cn } from '@/lib/cn';
import { describeSet } from '../lib/number-input';
import type { SetPatch } from '../lib/session-reducer';
import type { PreviousSet } from '../lib/session-schema';
import { selectDispatch, selectSet, useLoggerStore } from '../stores/logger-store';
import { NumberCell } from './NumberCell';

interface SetRowProps {
  exerciseId: string;
  exerciseName: string;
  setId: string;
  /** "1", "2"… for working sets, "W" for warm-ups. */
  label: string;
  isTimeBased: boolean;
  previous: PreviousSet | undefined;
  targetLabel: string;
}

/** One set: previous performance, weight, reps or time, RPE, complete, remove. */
export const SetRow = memo(function SetRow({
  exerciseId,
  exerciseName,
  setId,
  label,
  isTimeBased,
  previous,
  targetLabel,
}: SetRowProps) {
  const set = useLoggerStore(selectSet(exerciseId, setId));
  const dispatch = useLoggerStore(selectDispatch);
  if (!set || set.deleted) return null;
  const name = `${exerciseName} set ${label}`;
  const edit = (patch: SetPatch) => dispatch({ type: 'edit-set', exerciseId, setId, patch });

  return (
    <li
      data-testid="set-row"
      className={cn(
        'grid grid-cols-[2.25rem_minmax(0,1fr)_4rem_3.25rem_2.75rem_2.75rem_2.25rem] items-center gap-1 rounded-lg px-1 py-1',
        set.completed && 'bg-emerald-50 dark:bg-emerald-500/10',
      )}
    >
      <button
        type="button"
        aria-pressed={set.isWarmup}
        aria-label={`${name}: warm-up`}
        title="Mark as warm-up"
        onClick={() => edit({ isWarmup: !set.isWarmup })}
        className={cn(
          'grid h-11 place-items-center rounded-lg text-sm font-bold focus-visible:outline-2 focus-visible:outline-emerald-500',
          set.isWarmup
            ? 'bg-amber-100 text-amber-800 dark:bg-amber-500/20 dark:text-amber-200'
            : 'text-slate-600 dark:text-slate-300',
        )}
      >
        {label}
      </button>
      <span
        className="truncate text-xs text-slate-500 dark:text-slate-400"
        title={previous ? `Previous: ${describeSet(previous)}` : 'No previous set'}
      >
        <span className="sr-only">Previous: </span>
        {previous ? describeSet(previous) : '—'}
      </span>
      <NumberCell
        label={`${name} weight (kg)`}
        kind="weight"
        value={set.weight}
        placeholder="kg"
        onCommit={(weight) => edit({ weight })}
      />
      {isTimeBased ? (
        <NumberCell
          label={`${name} time (seconds)`}
          kind="seconds"
          value={set.durationSeconds}
          placeholder={targetLabel || 's'}
          onCommit={(durationSeconds) => edit({ durationSeconds })}
        />
      ) : (
        <NumberCell
          label={`${name} reps`}
          kind="reps"
          value={set.reps}
          placeholder={targetLabel || 'reps'}
          onCommit={(reps) => edit({ reps })}
        />
      )}
      <NumberCell
        label={`${name} RPE`}
        kind="rpe"
        value={set.rpe}
        placeholder="RPE"
        onCommit={(rpe) => edit({ rpe })}
      />
      <button
        type="button"
        role="checkbox"
        aria-checked={set.completed}
        aria-label={`Complete ${name}`}
        onClick={() => dispatch({ type: 'toggle-set-complete', exerciseId, setId })}
        className={cn(
          'grid size-11 place-items-center rounded-lg border-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-500',
          set.completed
            ? 'border-emerald-600 bg-emerald-600 text-white'
            : 'border-slate-300 text-slate-400 dark:border-slate-600',
        )}
      >
        <Check aria-hidden="true" className="size-5" />
      </button>
      <button
        type="button"
        aria-label={`Remove ${name}`}
        onClick={() => dispatch({ type: 'remove-set', exerciseId, setId })}
        className="grid h-11 place-items-center rounded-lg text-slate-400 hover:text-red-600 focus-visible:outline-2 focus-visible:outline-emerald-500"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </li>
  );
});
