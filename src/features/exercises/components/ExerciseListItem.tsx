import { ChevronRight } from 'lucide-react';
import { memo } from 'react';
import { Link } from 'react-router-dom';
import { ExerciseThumb } from '@/components/ui/ExerciseThumb';
import { exercisePicture } from '@/lib/exercise-media';
import type { ExerciseSummary } from '@/features/training';

/** Every row is this tall (a 64 px link and the 1 px divider above it), so the list can be virtual. */
export const EXERCISE_ROW_HEIGHT = 65;

// One element for every row: React skips it when a row re-renders with another exercise.
const chevron = <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-slate-400" />;

/** One row of the library. Memoised: a row re-renders only when its exercise changes. */
export const ExerciseListItem = memo(function ExerciseListItem({ exercise }: { exercise: ExerciseSummary }) {
  const details = [exercise.muscle_groups.join(', '), exercise.equipment ?? 'no equipment', exercise.level]
    .filter(Boolean)
    .join(' · ');
  return (
    <Link
      to={`/library/exercises/${exercise.id}`}
      className="flex h-16 items-center gap-3 px-4 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-emerald-500 dark:hover:bg-slate-800/60"
    >
      <ExerciseThumb
        name={exercise.name}
        url={exercisePicture(exercise.thumbnail_url, exercise.images)}
        size="size-10"
      />
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium text-slate-900 dark:text-white">{exercise.name}</span>
        <span className="block truncate text-sm capitalize text-slate-500 dark:text-slate-400">{details}</span>
      </span>
      {chevron}
    </Link>
  );
});
