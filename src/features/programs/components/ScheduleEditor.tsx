import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { WorkoutDraft } from '@/features/training';
import { Button } from '@/components/ui/Button';
import { SegmentedControl } from '@/components/ui/SegmentedControl';
import type { DraftErrors, DraftWorkout, ProgramDraft } from '../lib/program-draft';
import {
  addPendingWorkout,
  addWorkout,
  draftWeek,
  moveWorkout,
  moveWorkoutTo,
  removeWorkout,
  setFlexSchedule,
  updatePendingWorkout,
  updateWorkout,
} from '../lib/program-draft';
import { WEEKDAY_NAMES } from '../lib/program-schedule';
import { useProgramDraftStore } from '../stores/program-builder-store';
import { DraftWorkoutRow } from './DraftWorkoutRow';
import type { ProgramBuilderParts } from './builder-parts';
import { InlineWorkoutDialog } from './InlineWorkoutDialog';
import { RotationList } from './RotationList';
import { WorkoutPickerDialog } from './WorkoutPickerDialog';

/** The inline workout form: a new workout for a day (null: the rotation's end), or one to edit again. */
type InlineTarget = { kind: 'new'; day: number | null } | { kind: 'edit'; pendingKey: string; draft: WorkoutDraft };

type Mode = 'weekly' | 'flexible';
const MODES = [
  { value: 'weekly', label: 'Weekly' },
  { value: 'flexible', label: 'Flexible rotation' },
] as const;

/** The schedule: a Monday-first week, or an ordered rotation with its starting workout. */
export function ScheduleEditor({
  draft,
  errors,
  WorkoutEditor,
}: {
  draft: ProgramDraft;
  errors: DraftErrors;
  WorkoutEditor: ProgramBuilderParts['WorkoutEditor'];
}) {
  const change = useProgramDraftStore((state) => state.change);
  // Which day the picker adds to (null: the end of the rotation); undefined while it is closed.
  const [pickerDay, setPickerDay] = useState<number | null | undefined>(undefined);
  const [inline, setInline] = useState<InlineTarget | null>(null);
  // What the picker last added, said in a live region once the dialog has closed.
  const [added, setAdded] = useState('');
  const pendingDraft = (key: string | null) => draft.pendingWorkouts.find((pending) => pending.key === key)?.draft;
  const onInlineDone = (workout: WorkoutDraft) => {
    if (!inline) return;
    if (inline.kind === 'edit') change((d) => updatePendingWorkout(d, inline.pendingKey, workout));
    else
      change((d) =>
        addPendingWorkout(d, workout, inline.day, { pendingKey: crypto.randomUUID(), entryKey: crypto.randomUUID() }),
      );
    setInline(null);
  };
  const flex = draft.programSettings.flexSchedule;
  const unscheduled = draft.programWorkouts.filter((entry) => entry.dayOfWeek === null);
  const row = (entry: DraftWorkout, index: number) => (
    <DraftWorkoutRow
      key={entry.key}
      entry={entry}
      error={errors.workouts?.[entry.key]}
      weekly={!flex}
      onChange={(patch) => change((d) => updateWorkout(d, entry.key, patch))}
      onRemove={() => change((d) => removeWorkout(d, entry.key))}
      onMove={flex ? (delta) => change((d) => moveWorkout(d, entry.key, delta)) : undefined}
      onEdit={
        entry.pendingKey !== null && pendingDraft(entry.pendingKey)
          ? () => setInline({ kind: 'edit', pendingKey: entry.pendingKey!, draft: pendingDraft(entry.pendingKey)! })
          : undefined
      }
      isFirst={index === 0}
      isLast={index === draft.programWorkouts.length - 1}
    />
  );
  return (
    <section aria-labelledby="schedule-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="schedule-heading" className="text-lg font-semibold">
          Schedule
        </h2>
        <SegmentedControl<Mode>
          label="Schedule type"
          options={MODES}
          value={flex ? 'flexible' : 'weekly'}
          onChange={(mode) => change((d) => setFlexSchedule(d, mode === 'flexible'))}
        />
      </div>
      <p role="status" className="text-sm text-emerald-700 empty:hidden dark:text-emerald-300">
        {added}
      </p>
      {errors.schedule && (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {errors.schedule}
        </p>
      )}
      {flex ? (
        <div className="flex flex-col gap-3">
          <p className="text-sm text-slate-600 dark:text-slate-400">
            The client trains whenever they can; the next workout in the rotation is always ready.
          </p>
          <RotationList
            entries={draft.programWorkouts}
            startingIndex={draft.programSettings.startingWorkoutIndex}
            onStart={(index) =>
              change((d) => ({ ...d, programSettings: { ...d.programSettings, startingWorkoutIndex: index } }))
            }
            onMove={(from, to) => change((d) => moveWorkoutTo(d, from, to))}
            renderRow={row}
          />
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => setPickerDay(null)}>
              <Plus aria-hidden="true" className="size-4" /> Add workout to the rotation
            </Button>
            <Button variant="ghost" onClick={() => setInline({ kind: 'new', day: null })}>
              <Plus aria-hidden="true" className="size-4" /> Create new workout
            </Button>
          </div>
        </div>
      ) : (
        <ol aria-label="Week" className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,15rem),1fr))] gap-3">
          {draftWeek(draft).map((day) => (
            <li
              key={day.weekday}
              aria-label={WEEKDAY_NAMES[day.weekday]}
              className="flex flex-col gap-2 rounded-2xl bg-slate-50 p-3 dark:bg-slate-900/60"
            >
              <h3 className="text-sm font-semibold text-slate-700 dark:text-slate-200">{WEEKDAY_NAMES[day.weekday]}</h3>
              {day.entries.length === 0 && <p className="text-xs text-slate-500 dark:text-slate-400">Rest day</p>}
              {day.entries.map((entry) => row(entry, draft.programWorkouts.indexOf(entry)))}
              <Button variant="ghost" onClick={() => setPickerDay(day.weekday)} className="self-start">
                <Plus aria-hidden="true" className="size-4" /> Add to {WEEKDAY_NAMES[day.weekday]}
              </Button>
            </li>
          ))}
          {unscheduled.length > 0 && (
            <li
              aria-label="No day yet"
              className="flex flex-col gap-2 rounded-2xl bg-amber-50 p-3 dark:bg-amber-500/10"
            >
              <h3 className="text-sm font-semibold text-amber-800 dark:text-amber-200">No day yet</h3>
              {unscheduled.map((entry) => row(entry, draft.programWorkouts.indexOf(entry)))}
            </li>
          )}
        </ol>
      )}
      <WorkoutPickerDialog
        open={pickerDay !== undefined}
        title={
          pickerDay === undefined || pickerDay === null ? 'Add to the rotation' : `Add to ${WEEKDAY_NAMES[pickerDay]}`
        }
        onClose={() => setPickerDay(undefined)}
        onAdd={(workout) => {
          change((d) => addWorkout(d, workout, pickerDay ?? null, crypto.randomUUID()));
          setAdded(`Added ${workout.name} to ${pickerDay == null ? 'the rotation' : WEEKDAY_NAMES[pickerDay]}.`);
          setPickerDay(undefined);
        }}
        onCreate={() => {
          setInline({ kind: 'new', day: pickerDay ?? null });
          setPickerDay(undefined);
        }}
      />
      <InlineWorkoutDialog
        open={inline !== null}
        title={
          inline?.kind === 'edit'
            ? `Edit ${inline.draft.name || 'new workout'}`
            : inline?.day === undefined || inline.day === null
              ? 'New workout for the rotation'
              : `New workout for ${WEEKDAY_NAMES[inline.day]}`
        }
        initial={inline?.kind === 'edit' ? inline.draft : null}
        onDone={onInlineDone}
        onClose={() => setInline(null)}
        WorkoutEditor={WorkoutEditor}
      />
    </section>
  );
}
