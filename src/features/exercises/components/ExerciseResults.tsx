import { memo, useState } from 'react';
import { Button } from '@/components/ui/Button';
import type { ExerciseSummary } from '../api/list-exercises';
import { ExerciseListItem } from './ExerciseListItem';

export const RESULTS_PAGE_SIZE = 40;

/**
 * The matching exercises, rendered a page at a time ("Show more"), so a library of thousands costs
 * no more to draw than forty rows. The page count starts over whenever the results change.
 */
export const ExerciseResults = memo(function ExerciseResults({
  results,
  stale,
}: {
  results: readonly ExerciseSummary[];
  stale: boolean;
}) {
  const [shown, setShown] = useState({ for: results, count: RESULTS_PAGE_SIZE });
  const count = shown.for === results ? shown.count : RESULTS_PAGE_SIZE;
  const remaining = results.length - count;
  return (
    <div className={stale ? 'opacity-70 transition-opacity' : undefined}>
      <ul
        aria-label="Exercises"
        className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900"
      >
        {results.slice(0, count).map((exercise) => (
          <ExerciseListItem key={exercise.id} exercise={exercise} />
        ))}
      </ul>
      {remaining > 0 && (
        <div className="mt-3 flex justify-center">
          <Button variant="secondary" onClick={() => setShown({ for: results, count: count + RESULTS_PAGE_SIZE })}>
            Show {Math.min(remaining, RESULTS_PAGE_SIZE)} more of {remaining}
          </Button>
        </div>
      )}
    </div>
  );
});
