import { Trophy } from 'lucide-react';
import { useWeightUnit } from '@/features/auth';
import { formatShortDate, formatWeight } from '@/lib/training-format';
import type { BestSet, ExerciseBestSets } from '../lib/exercise-history';

function BestTile({ label, best, value }: { label: string; best: BestSet | null; value: (best: BestSet) => string }) {
  const unit = useWeightUnit();
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4 dark:border-slate-800 dark:bg-slate-900">
      <p className="flex items-center gap-1.5 text-[11px] font-semibold uppercase tracking-wide sm:text-xs text-slate-500 dark:text-slate-400">
        <Trophy aria-hidden="true" className="hidden size-3.5 text-amber-500 sm:inline" />
        {label}
      </p>
      {best ? (
        <>
          <p className="mt-1 text-lg font-bold sm:text-2xl text-slate-900 tabular-nums dark:text-white">
            {value(best)}
          </p>
          <p className="text-xs text-slate-500 sm:text-sm dark:text-slate-400">
            {best.reps} × {formatWeight(best.weight, unit)} · {formatShortDate(best.performedAt)}
          </p>
        </>
      ) : (
        <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">No weighted sets yet</p>
      )}
    </div>
  );
}

/** The person's records for this exercise: heaviest set and best estimated one-rep max. */
export function ExerciseBests({ bests, sessions }: { bests: ExerciseBestSets; sessions: number }) {
  const unit = useWeightUnit();
  return (
    <div className="grid grid-cols-3 gap-2 sm:gap-3">
      <BestTile label="Heaviest" best={bests.heaviest} value={(best) => formatWeight(best.weight, unit)} />
      <BestTile label="Best e1RM" best={bests.bestOneRepMax} value={(best) => formatWeight(best.value, unit)} />
      <div className="rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4 dark:border-slate-800 dark:bg-slate-900">
        <p className="text-[11px] font-semibold uppercase tracking-wide sm:text-xs text-slate-500 dark:text-slate-400">
          Sessions
        </p>
        <p className="mt-1 text-lg font-bold sm:text-2xl text-slate-900 tabular-nums dark:text-white">{sessions}</p>
        <p className="text-xs text-slate-500 sm:text-sm dark:text-slate-400">logged</p>
      </div>
    </div>
  );
}
