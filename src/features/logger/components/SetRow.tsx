import { Check, X } from 'lucide-react';
import { memo, useCallback, useState } from 'react';
import { cn } from '@/lib/cn';
import {
  distanceToMetres,
  distanceUnitLabel,
  formatSetDuration,
  metresToDistance,
  type DistanceUnitSystem,
} from '@/lib/training-format';
import { formatWeightIn, type WeightUnit } from '@/lib/units';
import {
  carryForwardCandidates,
  copyPrevious,
  formatPrevious,
  targetValue,
  type CarryField,
} from '../lib/carry-forward';
import { formatDuration as formatClockDuration } from '../lib/rest-timer';
import type { SetPatch } from '../lib/session-reducer';
import type { LoggedExercise, PreviousSet } from '../lib/session-schema';
import type { SetKind } from '../lib/set-kind';
import { selectDispatch, selectExercise, selectSet, useLoggerStore } from '../stores/logger-store';
import { NumberCell } from './NumberCell';
import { Stopwatch } from './Stopwatch';

/**
 * Column widths shared with the header row in ExerciseCard; "Previous" takes what is left. The
 * weight column fits six characters ("101.25", "1002.5") at 390 px: 4.25rem, with the cell's own
 * padding trimmed (NumberCell `dense`).
 */
export const SET_GRID =
  'grid grid-cols-[1.75rem_minmax(0,1fr)_4.25rem_2.75rem_2.5rem_2.75rem_1.75rem] items-center gap-0.5 sm:grid-cols-[2.25rem_minmax(0,1fr)_4.5rem_3.5rem_2.75rem_2.75rem_2.25rem] sm:gap-1';

interface SetRowProps {
  exerciseId: string;
  exerciseName: string;
  setId: string;
  /** "1", "2"… for working sets, "W" for warm-ups. */
  label: string;
  isTimeBased: boolean;
  kind: SetKind;
  /** Cardio that covers ground: the weight column becomes the distance, in this unit's km or mi. */
  distanceUnit: DistanceUnitSystem | null;
  previous: PreviousSet | undefined;
  targetLabel: string;
  unit: WeightUnit;
}

interface Offer {
  field: CarryField;
  /** The value the set held before this run of edits, and the one it holds now. */
  before: number | null;
  after: number | null;
}

const describeValue = (field: CarryField, value: number, unit: WeightUnit) =>
  field === 'weight' ? formatWeightIn(value, unit) : field === 'reps' ? `${value} reps` : formatSetDuration(value);

/**
 * One set: previous performance (tap to copy), weight, reps or time, RPE, complete, remove. A change
 * of weight, reps or time offers to carry the new value to the following sets that still hold the
 * old one.
 */
export const SetRow = memo(function SetRow({
  exerciseId,
  exerciseName,
  setId,
  label,
  isTimeBased: timeBased,
  kind,
  distanceUnit,
  previous,
  targetLabel,
  unit,
}: SetRowProps) {
  const set = useLoggerStore(selectSet(exerciseId, setId));
  // A distance goes with a time (Strong's "distance and time" sets).
  const isTimeBased = timeBased || distanceUnit !== null;
  const candidatesOf = (exercise: LoggedExercise, { field, before, after }: Offer) =>
    carryForwardCandidates(exercise, setId, field, before, after, targetValue(exercise.target, field));
  const dispatch = useLoggerStore(selectDispatch);
  const [offer, setOffer] = useState<Offer | null>(null);
  // Recomputed from the store only while an offer is open, so other rows typing costs nothing here.
  const candidates = useLoggerStore((store) => {
    if (!offer) return 0;
    const exercise = selectExercise(exerciseId)(store);
    return exercise ? candidatesOf(exercise, offer).length : 0;
  });
  // Stable per row, so the memoised number cells whose value did not change skip a keystroke's render.
  const edit = useCallback(
    (patch: SetPatch) => dispatch({ type: 'edit-set', exerciseId, setId, patch }),
    [dispatch, exerciseId, setId],
  );
  const editCarried = useCallback(
    (field: CarryField, value: number | null) => {
      // The value before this edit, read from the store (the same as this render's until the dispatch).
      const before = selectSet(exerciseId, setId)(useLoggerStore.getState())?.[field] ?? null;
      edit({ [field]: value });
      setOffer((current) =>
        current?.field === field ? { ...current, after: value } : { field, before, after: value },
      );
    },
    [edit, exerciseId, setId],
  );
  const commitWeight = useCallback((weight: number | null) => editCarried('weight', weight), [editCarried]);
  const commitReps = useCallback((reps: number | null) => editCarried('reps', reps), [editCarried]);
  const commitSeconds = useCallback((seconds: number | null) => editCarried('durationSeconds', seconds), [editCarried]);
  const commitRpe = useCallback((rpe: number | null) => edit({ rpe }), [edit]);
  const commitDistance = useCallback(
    (value: number | null) =>
      edit({ distanceMeters: value === null || !distanceUnit ? null : distanceToMetres(value, distanceUnit) }),
    [edit, distanceUnit],
  );
  if (!set || set.deleted) return null;
  const name = `${exerciseName} set ${label}`;
  const applyOffer = () => {
    if (!offer || offer.after === null) return;
    const exercise = selectExercise(exerciseId)(useLoggerStore.getState());
    if (exercise) {
      for (const id of candidatesOf(exercise, offer))
        dispatch({ type: 'edit-set', exerciseId, setId: id, patch: { [offer.field]: offer.after } });
    }
    setOffer(null);
  };
  // A run's time reads like a clock ("25:00"), next to its distance.
  const previousText = formatPrevious(previous, distanceUnit ? formatClockDuration : formatSetDuration, unit);
  const copy = previous ? copyPrevious(previous, isTimeBased, distanceUnit !== null) : {};
  const canCopy = Object.keys(copy).length > 0;
  const showOffer = offer !== null && offer.after !== null && candidates > 0;

  return (
    <li data-testid="set-row" className={cn('rounded-lg', set.completed && 'bg-emerald-50 dark:bg-emerald-500/10')}>
      <div className={cn(SET_GRID, 'px-0.5 py-1 sm:px-1')}>
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
        {canCopy ? (
          <button
            type="button"
            onClick={() => {
              edit(copy);
              setOffer(null);
            }}
            aria-label={`${name}: use previous, ${previousText}`}
            title="Use last time's figures"
            className="min-h-11 rounded-lg px-1 text-left text-xs leading-tight text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-emerald-500 dark:text-slate-300 dark:hover:bg-slate-800"
          >
            {previousText}
          </button>
        ) : (
          <span className="px-1 text-xs text-slate-400">
            <span className="sr-only">Previous: </span>
            {previousText}
          </span>
        )}
        {distanceUnit ? (
          <NumberCell
            label={`${name} distance (${distanceUnitLabel(distanceUnit)})`}
            kind="distance"
            value={set.distanceMeters == null ? null : metresToDistance(set.distanceMeters, distanceUnit)}
            placeholder={distanceUnitLabel(distanceUnit)}
            onCommit={commitDistance}
          />
        ) : (
          <NumberCell
            label={kind === 'bodyweight' ? `${name} added weight (${unit})` : `${name} weight (${unit})`}
            kind="weight"
            unit={unit}
            dense
            value={set.weight}
            placeholder={kind === 'bodyweight' ? `+${unit}` : unit}
            onCommit={commitWeight}
          />
        )}
        {isTimeBased ? (
          <NumberCell
            label={`${name} time (seconds)`}
            kind="seconds"
            value={set.durationSeconds}
            placeholder={targetLabel || 's'}
            onCommit={commitSeconds}
          />
        ) : (
          <NumberCell
            label={`${name} reps`}
            kind="reps"
            value={set.reps}
            placeholder={targetLabel || 'reps'}
            onCommit={commitReps}
          />
        )}
        <NumberCell label={`${name} RPE`} kind="rpe" value={set.rpe} placeholder="RPE" onCommit={commitRpe} />
        <button
          type="button"
          role="checkbox"
          aria-checked={set.completed}
          aria-label={`Complete ${name}`}
          onClick={() => {
            setOffer(null);
            dispatch({ type: 'toggle-set-complete', exerciseId, setId });
          }}
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
      </div>
      {isTimeBased && !set.completed && (
        <div className="flex justify-end px-1 pb-1">
          <Stopwatch
            exerciseId={exerciseId}
            setId={setId}
            name={name}
            seconds={set.durationSeconds}
            stopwatch={set.stopwatch}
          />
        </div>
      )}
      {showOffer && (
        <div
          role="group"
          aria-label={`Carry ${name}'s change forward`}
          className="flex flex-wrap items-center gap-2 px-2 pb-2 text-sm text-slate-700 dark:text-slate-200"
        >
          <span className="flex-1">
            Use {describeValue(offer.field, offer.after!, unit)} for the next{' '}
            {candidates === 1 ? 'set' : `${candidates} sets`}?
          </span>
          <button
            type="button"
            onClick={applyOffer}
            className="min-h-11 rounded-lg bg-emerald-600 px-3 font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-500"
          >
            Apply
          </button>
          <button
            type="button"
            onClick={() => setOffer(null)}
            className="min-h-11 rounded-lg px-3 font-medium text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-emerald-500 dark:text-slate-300 dark:hover:bg-slate-800"
          >
            No thanks
          </button>
        </div>
      )}
    </li>
  );
});
