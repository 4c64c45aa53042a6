import { ArrowDown, ArrowUp, Pencil, Trash2 } from 'lucide-react';
import { Chip } from '@/components/ui/Chip';
import { IconButton } from '@/components/ui/IconButton';
import { SelectField } from '@/components/ui/SelectField';
import type { DraftWorkout } from '../lib/program-draft';
import { WEEK_ORDER, WEEKDAY_NAMES } from '../lib/program-schedule';

const DAY_OPTIONS = WEEK_ORDER.map((day) => ({ value: String(day), label: WEEKDAY_NAMES[day] }));

/** One workout of the draft: its day (weekly) or place (rotation), notes, and removal. */
export function DraftWorkoutRow({
  entry,
  error,
  weekly,
  onChange,
  onRemove,
  onMove,
  onEdit,
  isFirst,
  isLast,
}: {
  entry: DraftWorkout;
  error?: string;
  weekly: boolean;
  onChange: (patch: Partial<Pick<DraftWorkout, 'dayOfWeek' | 'notes'>>) => void;
  onRemove: () => void;
  onMove?: (delta: -1 | 1) => void;
  /** Reopens a workout created in the builder (only those: library workouts are edited in the library). */
  onEdit?: () => void;
  isFirst?: boolean;
  isLast?: boolean;
}) {
  return (
    <div
      className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900"
      aria-label={entry.workoutName}
      role="group"
    >
      <div className="flex items-center gap-2">
        <p className="min-w-0 flex-1 font-medium break-words" title={entry.workoutName}>
          {entry.workoutName}
        </p>
        {onEdit && (
          <IconButton label={`Edit ${entry.workoutName}`} size="sm" onClick={onEdit}>
            <Pencil aria-hidden="true" className="size-4" />
          </IconButton>
        )}
        {onMove && (
          <>
            <IconButton label={`Move ${entry.workoutName} up`} size="sm" disabled={isFirst} onClick={() => onMove(-1)}>
              <ArrowUp aria-hidden="true" className="size-4" />
            </IconButton>
            <IconButton label={`Move ${entry.workoutName} down`} size="sm" disabled={isLast} onClick={() => onMove(1)}>
              <ArrowDown aria-hidden="true" className="size-4" />
            </IconButton>
          </>
        )}
        <IconButton label={`Remove ${entry.workoutName}`} size="sm" onClick={onRemove}>
          <Trash2 aria-hidden="true" className="size-4" />
        </IconButton>
      </div>
      {entry.pendingKey !== null && (
        <Chip tone="info" className="self-start normal-case">
          New: saved with the program
        </Chip>
      )}
      {weekly && (
        <SelectField
          label={`Day for ${entry.workoutName}`}
          hideLabel
          options={DAY_OPTIONS}
          placeholder="Pick a day"
          value={entry.dayOfWeek === null ? '' : String(entry.dayOfWeek)}
          onChange={(event) => onChange({ dayOfWeek: event.target.value === '' ? null : Number(event.target.value) })}
        />
      )}
      <label className="flex flex-col gap-1 text-xs font-medium text-slate-600 dark:text-slate-300">
        Notes for the client
        <textarea
          rows={2}
          maxLength={2000}
          value={entry.notes}
          onChange={(event) => onChange({ notes: event.target.value })}
          className="rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100"
        />
      </label>
      {error && (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
