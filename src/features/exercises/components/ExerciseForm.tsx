import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { FieldError } from '@/components/ui/FieldError';
import { SelectField } from '@/components/ui/SelectField';
import { TextField } from '@/components/ui/TextField';
import { useSaveExercise } from '../api/save-exercise';
import { AliasField } from './AliasField';
import {
  EXERCISE_CATEGORIES,
  EXERCISE_LEVELS,
  THUMBNAIL_TYPES,
  validateExerciseForm,
  type ExerciseFormErrors,
  type ExerciseFormValues,
} from '../lib/exercise-form';

const asOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
export const EMPTY_EXERCISE: ExerciseFormValues = {
  name: '',
  muscles: '',
  equipment: '',
  category: 'strength',
  level: 'beginner',
  instructions: '',
  videoUrl: '',
  aliases: [],
};

/** Create or edit an exercise; on success, opens it. Nothing typed is lost on an error. */
export function ExerciseForm({
  id,
  userId,
  initial,
  onDone,
  demoImageCount = 0,
}: {
  id: string | null;
  userId: string;
  initial: ExerciseFormValues;
  onDone: () => void;
  /** How many demo images the exercise has now (editing): offers to remove them. */
  demoImageCount?: number;
}) {
  const [values, setValues] = useState(initial);
  const [thumbnail, setThumbnail] = useState<File | null>(null);
  const [demoImages, setDemoImages] = useState<File[]>([]);
  const [removeDemoImages, setRemoveDemoImages] = useState(false);
  const [errors, setErrors] = useState<ExerciseFormErrors>({});
  const navigate = useNavigate();
  const save = useSaveExercise(
    () => ({ id, userId, values, thumbnail, demoImages, removeDemoImages }),
    (savedId) => {
      onDone();
      navigate(`/library/exercises/${savedId}`);
    },
  );
  const set = (patch: Partial<ExerciseFormValues>) => setValues((current) => ({ ...current, ...patch }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateExerciseForm(values, thumbnail, demoImages);
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate();
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <div>
        <TextField label="Name" value={values.name} maxLength={200} onChange={(e) => set({ name: e.target.value })} />
        <FieldError message={errors.name} />
      </div>
      <AliasField
        aliases={values.aliases}
        name={values.name}
        error={errors.aliases}
        onChange={(aliases) => set({ aliases })}
      />
      <div>
        <TextField
          label="Muscle groups"
          hint="Comma-separated, e.g. chest, triceps"
          value={values.muscles}
          onChange={(e) => set({ muscles: e.target.value })}
        />
        <FieldError message={errors.muscles} />
      </div>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
        <TextField label="Equipment" value={values.equipment} onChange={(e) => set({ equipment: e.target.value })} />
        <SelectField
          label="Category"
          options={asOptions(EXERCISE_CATEGORIES)}
          value={values.category}
          onChange={(e) => set({ category: e.target.value })}
        />
        <SelectField
          label="Level"
          options={asOptions(EXERCISE_LEVELS)}
          value={values.level}
          onChange={(e) => set({ level: e.target.value })}
        />
      </div>
      <FieldError message={errors.equipment} />
      <label className="flex flex-col gap-1.5 text-sm">
        <span className="font-medium text-slate-700 dark:text-slate-200">Instructions (one step per line)</span>
        <textarea
          rows={4}
          value={values.instructions}
          onChange={(e) => set({ instructions: e.target.value })}
          className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-base dark:border-slate-700 dark:bg-slate-900"
        />
      </label>
      <FieldError message={errors.instructions} />
      <div>
        <TextField
          label="Demo video link"
          type="url"
          placeholder="https://"
          hint="A YouTube or Vimeo link plays on the exercise page; any other link opens in a new tab."
          value={values.videoUrl}
          onChange={(e) => set({ videoUrl: e.target.value })}
        />
        <FieldError message={errors.videoUrl} />
      </div>
      <label className="flex flex-col gap-1.5 text-sm">
        <span className="font-medium text-slate-700 dark:text-slate-200">
          Thumbnail (JPEG, PNG or WebP, up to 2 MB)
        </span>
        <input
          type="file"
          accept={THUMBNAIL_TYPES.join(',')}
          onChange={(e) => setThumbnail(e.target.files?.[0] ?? null)}
        />
      </label>
      <FieldError message={errors.thumbnail} />
      <label className="flex flex-col gap-1.5 text-sm">
        <span className="font-medium text-slate-700 dark:text-slate-200">
          Demo images (start and end position, JPEG, PNG or WebP, up to 2 MB each)
        </span>
        <span className="text-xs text-slate-500 dark:text-slate-400">
          {demoImageCount > 0
            ? `It has ${demoImageCount === 1 ? 'one' : demoImageCount}. Choosing images replaces them; choose none to keep them.`
            : 'The first also shows beside the exercise where it has no thumbnail.'}
        </span>
        <input
          type="file"
          multiple
          accept={THUMBNAIL_TYPES.join(',')}
          onChange={(e) => setDemoImages([...(e.target.files ?? [])])}
        />
      </label>
      <FieldError message={errors.demoImages} />
      {demoImageCount > 0 && demoImages.length === 0 && (
        <label className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-200">
          <input type="checkbox" checked={removeDemoImages} onChange={(e) => setRemoveDemoImages(e.target.checked)} />
          Remove the demo images
        </label>
      )}
      {save.error && <Alert>{save.error.message}</Alert>}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save exercise'}
        </Button>
      </div>
    </form>
  );
}
