import { serverClock } from '@/lib/server-clock';
import { Plus, Trash2, Undo2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { IconButton } from '@/components/ui/IconButton';
import { Modal } from '@/components/ui/Modal';
import { useWeightUnit } from '@/features/auth';
import { toUserMessage } from '@/lib/errors';
import { distanceUnitLabel, formatLongDate, type DistanceUnitSystem } from '@/lib/training-format';
import { useAmendWorkout } from '../api/use-history';
import { addDraftSet, buildAmendment, draftFromLog, type DraftExercise, type DraftSet } from '../lib/edit-draft';
import type { HistoryLog } from '../lib/history-model';

const inputClass =
  'min-h-11 w-full rounded-lg border border-slate-300 bg-white px-2 text-center tabular-nums text-slate-900 focus-visible:outline-2 focus-visible:outline-emerald-500 dark:border-slate-700 dark:bg-slate-800 dark:text-white';

/**
 * Fix a weight, add a forgotten set, delete one. Saved as one amendment of the log through the
 * logger's completion call, so the edit wins over any older copy a device still holds. Saving
 * queues it on the device first (like a finish), so it works with no connection; the dialog stays
 * open only when it could be neither stored nor sent.
 */
export function EditWorkoutDialog({ log, userId, onClose }: { log: HistoryLog; userId: string; onClose: () => void }) {
  const unit = useWeightUnit();
  const formId = useId();
  const [draft, setDraft] = useState<DraftExercise[]>(() => draftFromLog(log, unit));
  const [problem, setProblem] = useState<string | null>(null);
  const amend = useAmendWorkout(userId);

  const update = (exerciseIndex: number, key: string, patch: Partial<DraftSet>) =>
    setDraft((current) =>
      current.map((exercise, index) =>
        index === exerciseIndex
          ? { ...exercise, sets: exercise.sets.map((set) => (set.key === key ? { ...set, ...patch } : set)) }
          : exercise,
      ),
    );
  const removeNew = (exerciseIndex: number, key: string) =>
    setDraft((current) =>
      current.map((exercise, index) =>
        index === exerciseIndex ? { ...exercise, sets: exercise.sets.filter((set) => set.key !== key) } : exercise,
      ),
    );

  const save = () => {
    const check = buildAmendment(log, userId, draft, () => crypto.randomUUID(), unit, serverClock.now());
    if (!check.ok) {
      setProblem(check.message);
      return;
    }
    setProblem(null);
    if (check.changes === 0) {
      onClose();
      return;
    }
    amend.mutate(check.payload, { onSuccess: onClose });
  };

  return (
    <Modal
      title={`Edit ${log.name}`}
      open
      onClose={onClose}
      className="sm:max-w-xl"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={amend.isPending}>
            Save changes
          </Button>
        </>
      }
    >
      <p className="-mt-2 mb-3 text-sm text-slate-600 dark:text-slate-400">{formatLongDate(log.startedAt)}</p>
      <form
        id={formId}
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
        className="flex flex-col gap-4"
      >
        {draft.map((exercise, exerciseIndex) => (
          <fieldset key={exercise.exerciseId} className="flex flex-col gap-2">
            <legend className="mb-1 font-semibold text-slate-900 dark:text-white">{exercise.name}</legend>
            <div
              aria-hidden="true"
              className="grid grid-cols-[2rem_1fr_1fr_1fr_2.75rem] gap-2 text-xs font-medium text-slate-500 dark:text-slate-400"
            >
              <span>Set</span>
              <span>{exercise.tracksDistance ? distanceUnitLabel(unit) : unit}</span>
              <span>{exercise.tracksDistance ? 'Sec' : 'Reps'}</span>
              <span>RPE</span>
              <span />
            </div>
            {exercise.sets.map((set, index) => {
              const label = `${exercise.name} set ${index + 1}`;
              if (set.removed) {
                return (
                  <div key={set.key} className="flex items-center justify-between gap-2 text-sm text-slate-500">
                    <span className="line-through">Set {index + 1} will be deleted</span>
                    <Button
                      variant="ghost"
                      className="min-h-9 px-2"
                      onClick={() => update(exerciseIndex, set.key, { removed: false })}
                    >
                      <Undo2 aria-hidden="true" className="size-4" />
                      Undo
                    </Button>
                  </div>
                );
              }
              return (
                <div key={set.key} className="grid grid-cols-[2rem_1fr_1fr_1fr_2.75rem] items-center gap-2">
                  <button
                    type="button"
                    aria-pressed={set.isWarmup}
                    aria-label={`${label}: warm-up`}
                    title="Warm-up"
                    onClick={() => update(exerciseIndex, set.key, { isWarmup: !set.isWarmup })}
                    className="min-h-11 rounded-lg text-sm font-semibold text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-emerald-500 aria-pressed:text-amber-700 dark:text-slate-200 dark:hover:bg-slate-800"
                  >
                    {set.isWarmup ? 'W' : index + 1}
                  </button>
                  {exercise.tracksDistance ? (
                    <DistanceInputs
                      label={label}
                      unit={unit}
                      set={set}
                      onChange={(patch) => update(exerciseIndex, set.key, patch)}
                    />
                  ) : (
                    <>
                      <input
                        aria-label={`${label} weight (${unit})`}
                        inputMode="decimal"
                        className={inputClass}
                        value={set.weight}
                        onChange={(event) => update(exerciseIndex, set.key, { weight: event.target.value })}
                      />
                      <input
                        aria-label={`${label} reps`}
                        inputMode="numeric"
                        className={inputClass}
                        value={set.reps}
                        onChange={(event) => update(exerciseIndex, set.key, { reps: event.target.value })}
                      />
                    </>
                  )}
                  <input
                    aria-label={`${label} RPE`}
                    inputMode="decimal"
                    className={inputClass}
                    value={set.rpe}
                    onChange={(event) => update(exerciseIndex, set.key, { rpe: event.target.value })}
                  />
                  <IconButton
                    label={`Delete ${label}`}
                    onClick={() =>
                      set.saved ? update(exerciseIndex, set.key, { removed: true }) : removeNew(exerciseIndex, set.key)
                    }
                  >
                    <Trash2 className="size-4" />
                  </IconButton>
                </div>
              );
            })}
            <Button
              variant="ghost"
              className="self-start"
              onClick={() =>
                setDraft((current) =>
                  current.map((entry, index) =>
                    index === exerciseIndex ? addDraftSet(entry, crypto.randomUUID()) : entry,
                  ),
                )
              }
            >
              <Plus aria-hidden="true" className="size-4" />
              Add set to {exercise.name}
            </Button>
          </fieldset>
        ))}
        {problem && <Alert>{problem}</Alert>}
        {amend.error && <Alert>{toUserMessage(amend.error, 'The edit was not saved. Please try again.')}</Alert>}
      </form>
    </Modal>
  );
}

/** A cardio set's distance (km or mi) and time (seconds), in place of weight and reps. */
function DistanceInputs({
  label,
  unit,
  set,
  onChange,
}: {
  label: string;
  unit: DistanceUnitSystem;
  set: DraftSet;
  onChange: (patch: Partial<DraftSet>) => void;
}) {
  return (
    <>
      <input
        aria-label={`${label} distance (${distanceUnitLabel(unit)})`}
        inputMode="decimal"
        className={inputClass}
        value={set.distance}
        onChange={(event) => onChange({ distance: event.target.value })}
      />
      <input
        aria-label={`${label} time (seconds)`}
        inputMode="numeric"
        className={inputClass}
        value={set.seconds}
        onChange={(event) => onChange({ seconds: event.target.value })}
      />
    </>
  );
}
