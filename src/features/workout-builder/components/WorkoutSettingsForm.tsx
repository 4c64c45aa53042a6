import { useState } from 'react';
import { FieldError } from '@/components/ui/FieldError';
import { SelectField } from '@/components/ui/SelectField';
import { TextField } from '@/components/ui/TextField';
import { DIFFICULTIES, WORKOUT_TYPES, workoutTags, type WorkoutDraft } from '../lib/builder-rules';
import type { WorkoutDraftErrors as DraftErrors } from '@/features/training';

const asOptions = (values: readonly string[]) =>
  values.map((value) => ({ value, label: value[0]!.toUpperCase() + value.slice(1) }));
const parseList = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);

/**
 * A comma-separated list, typed freely and committed on blur. Controlled, with the text re-read
 * whenever the list changes elsewhere (an exercise added): remounting it by a key made of its
 * values once gave Equipment and Muscle groups the same empty key, and React then left a second,
 * ghost Equipment field on the page whose text overwrote the real one on save.
 */
function TagListField({
  label,
  edited,
  values,
  onCommit,
}: {
  label: string;
  edited: boolean;
  values: string[];
  onCommit: (values: string[]) => void;
}) {
  const joined = values.join(', ');
  const [text, setText] = useState(joined);
  const [seen, setSeen] = useState(joined);
  if (joined !== seen) {
    setSeen(joined);
    setText(joined);
  }
  return (
    <TextField
      label={label}
      hint={edited ? 'Edited by you' : 'From the exercises; edit to change (comma-separated)'}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onBlur={() => {
        if (text !== joined) onCommit(parseList(text));
      }}
    />
  );
}

/** Name, description, type, difficulty, duration, and the equipment and muscles (derived or edited). */
export function WorkoutSettingsForm({
  draft,
  errors,
  onChange,
}: {
  draft: WorkoutDraft;
  errors: DraftErrors;
  onChange: (patch: Partial<WorkoutDraft>) => void;
}) {
  const tags = workoutTags(draft);
  return (
    <section aria-label="Workout settings" className="flex flex-col gap-3">
      <div>
        <TextField
          label="Workout name"
          value={draft.name}
          maxLength={200}
          onChange={(event) => onChange({ name: event.target.value })}
          aria-invalid={errors.name ? true : undefined}
        />
        <FieldError message={errors.name} />
      </div>
      <label className="flex flex-col gap-1.5 text-sm">
        <span className="font-medium text-slate-700 dark:text-slate-200">Description</span>
        <textarea
          value={draft.description}
          maxLength={5000}
          rows={2}
          onChange={(event) => onChange({ description: event.target.value })}
          className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-base dark:border-slate-700 dark:bg-slate-900"
        />
      </label>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
        <SelectField
          label="Type"
          options={asOptions(WORKOUT_TYPES)}
          value={draft.workoutType}
          onChange={(event) => onChange({ workoutType: event.target.value })}
        />
        <SelectField
          label="Difficulty"
          options={asOptions(DIFFICULTIES)}
          value={draft.difficulty}
          onChange={(event) => onChange({ difficulty: event.target.value })}
        />
        <div>
          <TextField
            label="Estimated duration (min)"
            inputMode="numeric"
            value={draft.estimatedDuration}
            onChange={(event) => onChange({ estimatedDuration: event.target.value })}
          />
          <FieldError message={errors.estimatedDuration} />
        </div>
      </div>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        <TagListField
          label="Equipment"
          edited={draft.equipmentOverride !== null}
          values={tags.equipment}
          onCommit={(equipmentOverride) => onChange({ equipmentOverride })}
        />
        <TagListField
          label="Muscle groups"
          edited={draft.musclesOverride !== null}
          values={tags.muscles}
          onCommit={(musclesOverride) => onChange({ musclesOverride })}
        />
      </div>
    </section>
  );
}
