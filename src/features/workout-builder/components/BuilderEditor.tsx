import { useRef, useState, type DragEvent } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { PageHeader } from '@/components/ui/PageHeader';
import type { ExerciseSummary } from '@/features/training';
import { groupPositions } from '@/lib/exercise-groups';
import { useSaveWorkout, WorkoutConflictError } from '../api/save-workout';
import { useUnsavedGuard } from '../hooks/use-unsaved-guard';
import {
  draftExercise,
  duplicateExercise,
  groupWithNext,
  moveExercise,
  removeExercise,
  ungroup,
  type DraftExercise,
  type WorkoutDraft,
} from '../lib/builder-rules';
import { validateWorkoutDraft as validateDraft, type WorkoutDraftErrors as DraftErrors } from '@/features/training';
import { BuilderExerciseRow, type RowAction } from './BuilderExerciseRow';
import { CopyWorkoutButton } from './CopyWorkoutButton';
import { ExercisePicker } from './ExercisePicker';
import { WorkoutSettingsForm } from './WorkoutSettingsForm';

const newKey = () => crypto.randomUUID();

function rowErrors(errors: DraftErrors, key: string): Record<string, string> {
  const prefix = `exercises.${key}.`;
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([field]) => field.startsWith(prefix))
      .map(([field, message]) => [field.slice(prefix.length), message]),
  );
}

/**
 * The builder's form: settings, the ordered exercises, the picker and Save. With `onSubmit` it
 * saves nothing itself: a valid draft goes to the caller (the program builder keeps it in its own
 * draft and saves it with the program), and the page header, the leave guard and navigation are
 * the caller's.
 */
export function BuilderEditor({
  initial,
  readOnly,
  onSubmit,
  submitLabel = 'Save workout',
}: {
  initial: WorkoutDraft;
  readOnly: boolean;
  onSubmit?: (draft: WorkoutDraft) => void;
  submitLabel?: string;
}) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [savedJson, setSavedJson] = useState(() => JSON.stringify(initial));
  const dragged = useRef<number | null>(null);
  const dirty = !readOnly && !onSubmit && JSON.stringify(draft) !== savedJson;
  useUnsavedGuard(dirty);
  const save = useSaveWorkout(() => setSavedJson(JSON.stringify(draft)));

  const setExercises = (update: (list: DraftExercise[]) => DraftExercise[]) =>
    setDraft((current) => ({ ...current, exercises: update(current.exercises) }));
  const add = (exercise: ExerciseSummary) => setExercises((list) => [...list, draftExercise(exercise, newKey())]);
  const act = (index: number, action: RowAction) =>
    setExercises((list) => {
      switch (action) {
        case 'up':
          return moveExercise(list, index, index - 1);
        case 'down':
          return moveExercise(list, index, index + 1);
        case 'duplicate':
          return duplicateExercise(list, index, newKey());
        case 'remove':
          return removeExercise(list, index);
        case 'group':
          return groupWithNext(list, index);
        case 'ungroup':
          return ungroup(list, index);
      }
    });
  const drop = (index: number) => (event: DragEvent) => {
    event.preventDefault();
    if (dragged.current !== null) setExercises((list) => moveExercise(list, dragged.current!, index));
    dragged.current = null;
  };
  const submit = () => {
    const found = validateDraft(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (onSubmit) onSubmit(draft);
    else save.mutate(draft);
  };

  const groups = groupPositions(draft.exercises.map((exercise) => exercise.groupKey));
  const title = readOnly ? draft.name : draft.id ? 'Edit workout' : 'Workout Builder';
  const errorCount = Object.keys(errors).length;

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4 px-3 py-3 sm:px-0 sm:py-0">
      {!onSubmit && (
        <PageHeader
          title={title}
          subtitle={readOnly ? 'Your coach wrote this workout; make a copy to change it.' : undefined}
        />
      )}
      {readOnly ? (
        <CopyWorkoutButton draft={draft} />
      ) : (
        <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="flex min-w-0 flex-col gap-4">
            <WorkoutSettingsForm
              draft={draft}
              errors={errors}
              onChange={(patch) => setDraft((current) => ({ ...current, ...patch }))}
            />
            <section aria-labelledby="exercises-heading" className="flex flex-col gap-2">
              <h2 id="exercises-heading" className="text-lg font-semibold">
                Exercises ({draft.exercises.length})
              </h2>
              {errors.exercises && <p className="text-sm text-red-700 dark:text-red-300">{errors.exercises}</p>}
              <ol className="flex flex-col gap-2">
                {draft.exercises.map((exercise, index) => (
                  <BuilderExerciseRow
                    key={exercise.key}
                    exercise={exercise}
                    index={index}
                    count={draft.exercises.length}
                    group={groups[index]!}
                    errors={rowErrors(errors, exercise.key)}
                    onChange={(patch) =>
                      setExercises((list) => list.map((item, at) => (at === index ? { ...item, ...patch } : item)))
                    }
                    onAction={(action) => act(index, action)}
                    onDragStart={() => {
                      dragged.current = index;
                    }}
                    onDrop={drop(index)}
                  />
                ))}
              </ol>
            </section>
          </div>
          <ExercisePicker onAdd={add} />
        </div>
      )}
      {!readOnly && (
        <div className="sticky bottom-0 flex flex-col gap-2 border-t border-slate-200 bg-white/95 py-3 dark:border-slate-800 dark:bg-slate-950/95">
          {errorCount > 0 && (
            <Alert>Fix the {errorCount === 1 ? 'field' : `${errorCount} fields`} marked below to save.</Alert>
          )}
          {save.error && (
            <Alert>
              {save.error instanceof WorkoutConflictError
                ? save.error.message
                : `The workout was not saved: ${save.error.message}. Your changes are still here.`}
            </Alert>
          )}
          <Button onClick={submit} disabled={save.isPending}>
            {save.isPending ? 'Saving…' : submitLabel}
          </Button>
        </div>
      )}
    </div>
  );
}
