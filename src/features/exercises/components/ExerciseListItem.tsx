import { ChevronRight } from 'lucide-react';
import { memo } from 'react';
import { Link } from 'react-router-dom';
import { ExerciseThumb } from '@/components/ui/ExerciseThumb';
import type { ExerciseSummary } from '../api/list-exercises';

/** One row of the library. Memoised: a longer list re-renders only the rows it adds. */
export const ExerciseListItem = memo(function ExerciseListItem({ exercise }: { exercise: ExerciseSummary }) {
  const details = [exercise.muscle_groups.join(', '), exercise.equipment ?? 'no equipment', exercise.level]
    .filter(Boolean)
    .join(' · ');
  return (
    <li>
      <Link
        to={`/library/exercises/${exercise.id}`}
        className="flex min-h-14 items-center gap-3 px-4 py-2.5 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-emerald-500 dark:hover:bg-slate-800/60"
      >
        <ExerciseThumb name={exercise.name} url={exercise.thumbnail_url ?? null} size="size-10" />
        <span className="min-w-0 flex-1">
          <span className="block truncate font-medium text-slate-900 dark:text-white">{exercise.name}</span>
          <span className="block truncate text-sm capitalize text-slate-500 dark:text-slate-400">{details}</span>
        </span>
        <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
      </Link>
    </li>
  );
});
