import { memo } from 'react';
import { VirtualList } from '@/components/ui/VirtualList';
import type { ExerciseSummary } from '@/features/training';
import { EXERCISE_ROW_HEIGHT, ExerciseListItem } from './ExerciseListItem';

const renderRow = (exercise: ExerciseSummary) => <ExerciseListItem exercise={exercise} />;
const divider = (index: number) => (index > 0 ? 'border-t border-slate-200 dark:border-slate-800' : undefined);

/**
 * The matching exercises, all of them in one scrolling list, of which only the rows on screen are
 * drawn (`VirtualList`): a library of thousands costs about twenty rows to draw, on every keystroke.
 * While the results still show an earlier query the list is dimmed and `aria-busy`.
 */
export const ExerciseResults = memo(function ExerciseResults({
  results,
  stale,
}: {
  results: readonly ExerciseSummary[];
  stale: boolean;
}) {
  return (
    <div className={stale ? 'opacity-70 transition-opacity' : undefined}>
      <VirtualList
        items={results}
        rowHeight={EXERCISE_ROW_HEIGHT}
        label="Exercises"
        busy={stale}
        rowClassName={divider}
        renderRow={renderRow}
        className="box-content overflow-hidden rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
      />
    </div>
  );
});
