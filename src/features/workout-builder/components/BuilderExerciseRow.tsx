import { ArrowDown, ArrowUp, Copy, GripVertical, Link2, Trash2, Unlink } from 'lucide-react';
import type { DragEvent } from 'react';
import { FieldError } from '@/components/ui/FieldError';
import { IconButton } from '@/components/ui/IconButton';
import { SelectField } from '@/components/ui/SelectField';
import { useWeightUnit } from '@/features/auth';
import type { GroupPosition } from '@/lib/exercise-groups';
import type { DraftExercise, RepMode } from '../lib/builder-rules';
import { NumberInput } from './NumberInput';
import { WeightInput } from './WeightInput';

const REP_MODES: { value: RepMode; label: string }[] = [
  { value: 'single', label: 'Reps' },
  { value: 'range', label: 'Rep range' },
  { value: 'time', label: 'Time' },
];

export type RowAction = 'up' | 'down' | 'duplicate' | 'remove' | 'group' | 'ungroup';

interface Props {
  exercise: DraftExercise;
  index: number;
  count: number;
  group: GroupPosition;
  errors: Record<string, string>;
  onChange: (patch: Partial<DraftExercise>) => void;
  onAction: (action: RowAction) => void;
  onDragStart: (event: DragEvent) => void;
  onDrop: (event: DragEvent) => void;
}

/** One planned exercise: its prescription, and buttons to move, group, copy or remove it. */
export function BuilderExerciseRow({
  exercise,
  index,
  count,
  group,
  errors,
  onChange,
  onAction,
  onDragStart,
  onDrop,
}: Props) {
  const name = exercise.name;
  const unit = useWeightUnit();
  const field = (key: keyof DraftExercise, label: string, extra: { suffix?: string; decimal?: boolean } = {}) => (
    <NumberInput
      label={label}
      value={String(exercise[key] ?? '')}
      onChange={(value) => onChange({ [key]: value })}
      error={errors[key]}
      {...extra}
    />
  );
  return (
    <li
      data-testid="builder-row"
      data-group={group.label ?? undefined}
      onDragOver={(event) => event.preventDefault()}
      onDrop={onDrop}
      className={`rounded-xl border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900 ${
        group.key ? 'border-l-4 border-l-violet-500' : ''
      }`}
    >
      {group.label && group.isFirst && (
        <p className="mb-1 text-xs font-semibold uppercase tracking-wide text-violet-700 dark:text-violet-300">
          {group.label}
        </p>
      )}
      {/* On a phone the buttons wrap under the name instead of squeezing it to a few letters. */}
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span
          draggable
          onDragStart={onDragStart}
          aria-hidden
          title="Drag to reorder"
          className="cursor-grab text-slate-400"
        >
          <GripVertical className="size-5" />
        </span>
        <h3 className="min-w-0 flex-1 basis-40 font-semibold break-words">
          {index + 1}. {name}
        </h3>
        <div className="ml-auto flex items-center gap-1">
          <IconButton size="sm" label={`Move ${name} up`} disabled={index === 0} onClick={() => onAction('up')}>
            <ArrowUp className="size-4" />
          </IconButton>
          <IconButton
            size="sm"
            label={`Move ${name} down`}
            disabled={index === count - 1}
            onClick={() => onAction('down')}
          >
            <ArrowDown className="size-4" />
          </IconButton>
          {index < count - 1 && !(group.key && !group.isLast) ? (
            <IconButton size="sm" label={`Superset ${name} with the next exercise`} onClick={() => onAction('group')}>
              <Link2 className="size-4" />
            </IconButton>
          ) : null}
          {group.key && (
            <IconButton size="sm" label={`Take ${name} out of ${group.label}`} onClick={() => onAction('ungroup')}>
              <Unlink className="size-4" />
            </IconButton>
          )}
          <IconButton size="sm" label={`Duplicate ${name}`} onClick={() => onAction('duplicate')}>
            <Copy className="size-4" />
          </IconButton>
          <IconButton size="sm" label={`Remove ${name}`} onClick={() => onAction('remove')}>
            <Trash2 className="size-4" />
          </IconButton>
        </div>
      </div>
      <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {field('sets', 'Sets')}
        <SelectField
          label="Count by"
          options={REP_MODES}
          value={exercise.repMode}
          onChange={(event) => onChange({ repMode: event.target.value as RepMode })}
        />
        {exercise.repMode === 'single' && field('reps', 'Reps')}
        {exercise.repMode === 'range' && (
          <>
            {field('repMin', 'Min reps')}
            {field('repMax', 'Max reps')}
          </>
        )}
        {exercise.repMode === 'time' && field('duration', 'Duration', { suffix: 's' })}
        <WeightInput
          value={exercise.weight}
          unit={unit}
          error={errors.weight}
          onChange={(weight) => onChange({ weight })}
        />
        {field('rest', 'Rest', { suffix: 's' })}
        <NumberInput
          label="Tempo"
          value={exercise.tempo}
          placeholder="3-1-X-0"
          text
          onChange={(tempo) => onChange({ tempo })}
          error={errors.tempo}
        />
      </div>
      <label className="mt-2 flex flex-col gap-1 text-sm">
        <span className="font-medium text-slate-700 dark:text-slate-200">Notes</span>
        <textarea
          value={exercise.notes}
          maxLength={2000}
          rows={2}
          onChange={(event) => onChange({ notes: event.target.value })}
          className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-base dark:border-slate-700 dark:bg-slate-900"
        />
      </label>
      <FieldError message={errors.notes} />
    </li>
  );
}
