import { formatWeightIn, type WeightUnit } from '@/lib/units';
import { describeExerciseWeek } from '../lib/program-week';
import type { ExerciseWeek } from '../lib/session-schema';

/** This week's RPE, % of the estimated max (or why there is no weight) and the coach's note. */
export function ExerciseWeekLine({ week, unit }: { week: ExerciseWeek; unit: WeightUnit }) {
  const text = describeExerciseWeek(week, (kg) => formatWeightIn(kg, unit));
  if (!text) return null;
  const missing = week.percentE1rm !== null && week.e1rmKg === null;
  return (
    <p
      className={
        missing
          ? 'mt-1 text-xs font-medium text-amber-700 dark:text-amber-300'
          : 'mt-1 text-xs text-slate-600 dark:text-slate-300'
      }
    >
      {text}
    </p>
  );
}
