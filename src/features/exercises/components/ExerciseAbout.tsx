import { Chip } from '@/components/ui/Chip';
import type { Exercise } from '../api/get-exercise';

function Fact({ label, value }: { label: string; value: string | null }) {
  if (!value) return null;
  return (
    <div>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="capitalize text-slate-900 dark:text-white">{value}</dd>
    </div>
  );
}

/** What the exercise is: muscles, equipment, level, and how to do it step by step. */
export function ExerciseAbout({ exercise }: { exercise: Exercise }) {
  return (
    <section
      aria-labelledby="about-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="about-heading" className="sr-only">
        About this exercise
      </h2>
      <div className="flex flex-wrap gap-1.5">
        {exercise.muscle_groups.map((muscle) => (
          <Chip key={muscle} tone="accent">
            {muscle}
          </Chip>
        ))}
        {exercise.secondary_muscles.map((muscle) => (
          <Chip key={muscle}>{muscle}</Chip>
        ))}
      </div>
      {exercise.aliases.length > 0 && (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">
          <span className="font-medium">Also known as:</span> {exercise.aliases.join(', ')}
        </p>
      )}
      <dl className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-4">
        <Fact label="Equipment" value={exercise.equipment ?? 'none'} />
        <Fact label="Level" value={exercise.level} />
        <Fact label="Mechanic" value={exercise.mechanic} />
        <Fact label="Force" value={exercise.force} />
      </dl>
      {exercise.description && <p className="mt-4 text-slate-700 dark:text-slate-300">{exercise.description}</p>}
      {exercise.instructions.length > 0 && (
        <>
          <h3 className="mt-5 text-sm font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">
            How to do it
          </h3>
          <ol className="mt-2 flex flex-col gap-2">
            {exercise.instructions.map((step, index) => (
              <li key={index} className="flex gap-3 text-slate-700 dark:text-slate-300">
                <span
                  aria-hidden="true"
                  className="grid size-6 shrink-0 place-items-center rounded-full bg-slate-100 text-xs font-bold text-slate-600 dark:bg-slate-800 dark:text-slate-300"
                >
                  {index + 1}
                </span>
                <span>{step}</span>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
