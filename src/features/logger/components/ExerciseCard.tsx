import { MoreVertical, Plus, Repeat } from 'lucide-react';
import { memo, useState } from 'react';
import { useWeightUnit } from '@/features/auth';
import { liveSets } from '../lib/session-reducer';
import { describeTarget, targetRepsLabel, targetShape } from '../lib/targets';
import { useShallow } from 'zustand/react/shallow';
import {
  selectDispatch,
  selectExercise,
  selectExerciseCard,
  selectLiveSetIds,
  selectSetLabels,
  useLoggerStore,
} from '../stores/logger-store';
import { RemovedElsewhereNotice } from './RemovedElsewhereNotice';
import { SET_GRID, SetRow } from './SetRow';
import { distanceUnitLabel } from '@/lib/training-format';
import { formatSetDuration } from '@/lib/training-format';
import { setKindOf, tracksDistance, usesBarbell } from '../lib/set-kind';
import { ExerciseThumb } from '@/components/ui/ExerciseThumb';
import { PlateCalculatorDialog, targetIncrement } from './PlateCalculatorDialog';
import { ExerciseWeekLine } from './ExerciseWeekLine';

/** One exercise of the workout: target, previous performance, its sets, notes, swap. */
export const ExerciseCard = memo(function ExerciseCard({
  exerciseId,
  onSwap,
  onOptions,
  groupLabel = null,
  groupStart = true,
  groupEnd = true,
}: {
  exerciseId: string;
  onSwap: (exerciseId: string) => void;
  /** Reorder, superset, remove (the exercise options sheet). */
  onOptions?: (exerciseId: string) => void;
  /** "Superset A" when this exercise belongs to a group; the first member shows the label. */
  groupLabel?: string | null;
  groupStart?: boolean;
  groupEnd?: boolean;
}) {
  // Not the sets' figures: typing in a set re-renders that row, not the card and its other rows.
  const exercise = useLoggerStore(useShallow(selectExerciseCard(exerciseId)));
  const setIds = useLoggerStore(useShallow(selectLiveSetIds(exerciseId)));
  const labels = useLoggerStore(useShallow(selectSetLabels(exerciseId)));
  const dispatch = useLoggerStore(selectDispatch);
  const [showNotes, setShowNotes] = useState(false);
  const [plates, setPlates] = useState<{ initialKg: number | null } | null>(null);
  const unit = useWeightUnit();
  if (!exercise || exercise.deleted) return null;
  const openPlates = () => {
    // The weight to start from is read when the calculator opens, so the card needs no set figures.
    const current = selectExercise(exerciseId)(useLoggerStore.getState());
    const sets = current ? liveSets(current) : [];
    setPlates({ initialKg: sets.find((set) => !set.completed)?.weight ?? sets.at(-1)?.weight ?? null });
  };
  const headingId = `exercise-${exercise.id}`;
  const notesOpen = showNotes || exercise.notes !== '';
  const kind = setKindOf(exercise);
  const barbell = usesBarbell(exercise);
  const distanceUnit = tracksDistance(exercise) ? unit : null;

  const grouped = groupLabel !== null;
  return (
    <section
      aria-labelledby={headingId}
      aria-describedby={grouped ? `${headingId}-group` : undefined}
      data-group={grouped ? groupLabel : undefined}
      className={`rounded-2xl border border-slate-200 bg-white p-2 [contain-intrinsic-size:auto_22rem] [content-visibility:auto] sm:p-3 dark:border-slate-800 dark:bg-slate-900 ${
        grouped ? `border-l-4 border-l-violet-500 dark:border-l-violet-400 ${groupEnd ? '' : '-mb-1'}` : ''
      }`}
    >
      {grouped && (
        <p
          id={`${headingId}-group`}
          className={`mb-1 text-xs font-semibold uppercase tracking-wide text-violet-700 dark:text-violet-300 ${
            groupStart ? '' : 'sr-only'
          }`}
        >
          {groupLabel}
          {groupEnd ? ' · rest after this exercise' : ' · go straight to the next exercise'}
        </p>
      )}
      <div className="flex items-start justify-between gap-2">
        <ExerciseThumb name={exercise.name} url={exercise.thumbnailUrl ?? null} />
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="text-base font-semibold text-emerald-800 dark:text-emerald-300">
            {exercise.name}
          </h2>
          <p className="text-xs text-slate-500 dark:text-slate-400">
            {describeTarget(
              exercise.target,
              targetShape(exercise.isTimeBased, distanceUnit !== null),
              setIds.length,
              unit,
              targetIncrement(unit),
            )}{' '}
            · rest {formatSetDuration(exercise.restSeconds)}
            {exercise.tempo ? ` · tempo ${exercise.tempo}` : ''}
            {exercise.swappedFrom ? ` · swapped for ${exercise.swappedFrom}` : ''}
          </p>
          {exercise.week && <ExerciseWeekLine week={exercise.week} unit={unit} />}
          {exercise.planNotes && (
            <p className="mt-1 text-xs italic text-slate-600 dark:text-slate-300">{exercise.planNotes}</p>
          )}
          {exercise.removedElsewhere && <RemovedElsewhereNotice exerciseId={exercise.id} />}
        </div>
        <button
          type="button"
          onClick={() => onSwap(exercise.id)}
          aria-label={`Swap ${exercise.name}`}
          className="grid size-11 shrink-0 place-items-center rounded-lg text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-emerald-500 dark:hover:bg-slate-800"
        >
          <Repeat aria-hidden="true" className="size-5" />
        </button>
        {onOptions && (
          <button
            type="button"
            onClick={() => onOptions(exercise.id)}
            aria-label={`Options for ${exercise.name}`}
            className="grid size-11 shrink-0 place-items-center rounded-lg text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-emerald-500 dark:hover:bg-slate-800"
          >
            <MoreVertical aria-hidden="true" className="size-5" />
          </button>
        )}
      </div>

      <div
        aria-hidden="true"
        className={`${SET_GRID} mt-2 px-0.5 text-[11px] font-semibold uppercase text-slate-600 sm:px-1 dark:text-slate-400`}
      >
        <span className="text-center">Set</span>
        <span className="px-1">Previous</span>
        <span className="text-center">
          {distanceUnit ? distanceUnitLabel(distanceUnit) : kind === 'bodyweight' ? `+${unit}` : unit}
        </span>
        <span className="text-center">{exercise.isTimeBased || distanceUnit ? 'Sec' : 'Reps'}</span>
        <span className="text-center">RPE</span>
        <span className="text-center">Done</span>
        <span />
      </div>
      <ol className="mt-1 space-y-1">
        {setIds.map((setId, index) => (
          <SetRow
            key={setId}
            exerciseId={exercise.id}
            exerciseName={exercise.name}
            setId={setId}
            label={labels[index]!}
            isTimeBased={exercise.isTimeBased}
            kind={kind}
            distanceUnit={distanceUnit}
            previous={exercise.previous[index]}
            targetLabel={targetRepsLabel(exercise.target, exercise.isTimeBased || distanceUnit !== null)}
            unit={unit}
          />
        ))}
      </ol>

      <div className="mt-2 flex gap-2">
        <button
          type="button"
          onClick={() => dispatch({ type: 'add-set', exerciseId: exercise.id, setId: crypto.randomUUID() })}
          className="inline-flex min-h-11 flex-1 items-center justify-center gap-1 rounded-lg bg-slate-100 text-sm font-semibold text-slate-700 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-emerald-500 dark:bg-slate-800 dark:text-slate-200"
        >
          <Plus aria-hidden="true" className="size-4" /> Add set
          <span className="sr-only"> to {exercise.name}</span>
        </button>
        {barbell && (
          <button
            type="button"
            onClick={openPlates}
            className="min-h-11 rounded-lg px-3 text-sm font-medium text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-emerald-500 dark:text-slate-300 dark:hover:bg-slate-800"
          >
            Plates<span className="sr-only"> for {exercise.name}</span>
          </button>
        )}
        {!notesOpen && (
          <button
            type="button"
            onClick={() => setShowNotes(true)}
            className="min-h-11 rounded-lg px-3 text-sm font-medium text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-emerald-500 dark:text-slate-300 dark:hover:bg-slate-800"
          >
            Add note<span className="sr-only"> to {exercise.name}</span>
          </button>
        )}
      </div>
      {notesOpen && (
        <label className="mt-2 block text-xs font-medium text-slate-600 dark:text-slate-300">
          Notes for {exercise.name}
          <textarea
            value={exercise.notes}
            maxLength={1000}
            rows={2}
            onChange={(event) =>
              dispatch({ type: 'set-exercise-notes', exerciseId: exercise.id, notes: event.target.value })
            }
            className="mt-1 block w-full rounded-lg border border-slate-300 bg-white p-2 text-base text-slate-900 focus:border-emerald-500 focus:outline-none dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100"
          />
        </label>
      )}
      {plates && (
        <PlateCalculatorDialog
          exerciseName={exercise.name}
          initialKg={plates.initialKg}
          unit={unit}
          onClose={() => setPlates(null)}
        />
      )}
    </section>
  );
});
