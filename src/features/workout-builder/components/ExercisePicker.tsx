import { Plus } from 'lucide-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { ExerciseThumb } from '@/components/ui/ExerciseThumb';
import { SearchField } from '@/components/ui/SearchField';
import { SelectField } from '@/components/ui/SelectField';
import { useExerciseLibrary, type ExerciseSummary } from '@/features/training';
import { exercisePicture } from '@/lib/exercise-media';
import { plural } from '@/lib/plural';

const SHOWN = 30;
const options = (values: string[]) => values.map((value) => ({ value, label: value }));

/** Search the active library (archived exercises never show), filter by muscle and equipment, add. */
export function ExercisePicker({ onAdd }: { onAdd: (exercise: ExerciseSummary) => void }) {
  const { data = [], isPending, error } = useExerciseLibrary();
  const [query, setQuery] = useState('');
  const [muscle, setMuscle] = useState('');
  const [equipment, setEquipment] = useState('');
  const deferred = useDeferredValue(query.trim().toLowerCase());

  const muscles = useMemo(() => [...new Set(data.flatMap((e) => e.muscle_groups))].sort(), [data]);
  const equipments = useMemo(
    () => [...new Set(data.flatMap((e) => (e.equipment ? [e.equipment] : [])))].sort(),
    [data],
  );
  const results = useMemo(() => {
    const words = deferred.split(/\s+/).filter(Boolean);
    return data.filter(
      (exercise) =>
        words.every((word) => exercise.name.toLowerCase().includes(word)) &&
        (!muscle || exercise.muscle_groups.includes(muscle)) &&
        (!equipment || exercise.equipment === equipment),
    );
  }, [data, deferred, muscle, equipment]);

  return (
    <section aria-labelledby="picker-heading" className="flex flex-col gap-3">
      <h2 id="picker-heading" className="text-lg font-semibold">
        Add exercises
      </h2>
      <SearchField label="Search exercises" placeholder="Search the library" value={query} onChange={setQuery} />
      <div className="grid grid-cols-2 gap-2">
        <SelectField
          label="Muscle"
          placeholder="Any muscle"
          options={options(muscles)}
          value={muscle}
          onChange={(event) => setMuscle(event.target.value)}
        />
        <SelectField
          label="Equipment"
          placeholder="Any equipment"
          options={options(equipments)}
          value={equipment}
          onChange={(event) => setEquipment(event.target.value)}
        />
      </div>
      {isPending ? (
        <p className="text-sm text-slate-500">Loading the library…</p>
      ) : error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          The exercise library could not be loaded.
        </p>
      ) : (
        <>
          <p role="status" className="text-xs text-slate-500 dark:text-slate-400">
            {results.length > SHOWN ? `First ${SHOWN} of ${results.length}` : plural(results.length, 'exercise')}
          </p>
          <ul className="flex max-h-[28rem] flex-col divide-y divide-slate-200 overflow-y-auto dark:divide-slate-800">
            {results.slice(0, SHOWN).map((exercise) => (
              <li key={exercise.id} className="flex items-center justify-between gap-2 py-1.5">
                <ExerciseThumb
                  name={exercise.name}
                  url={exercisePicture(exercise.thumbnail_url, exercise.images)}
                  size="size-9"
                />
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-medium">{exercise.name}</span>
                  <span className="block truncate text-xs text-slate-500 dark:text-slate-400">
                    {[exercise.muscle_groups.join(', '), exercise.equipment].filter(Boolean).join(' · ')}
                  </span>
                </span>
                <Button variant="secondary" onClick={() => onAdd(exercise)} aria-label={`Add ${exercise.name}`}>
                  <Plus className="size-4" aria-hidden /> Add
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
