import { Trophy } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useWeightUnit } from '@/features/auth';
import { formatShortDate, formatWeight } from '@/lib/training-format';
import type { ExerciseRecord } from '../lib/strength-series';

const SHOWN = 8;

/** Best estimated 1RM and heaviest weight per exercise, with when each was set; newest first. */
export function PersonalRecordsList({ records }: { records: ExerciseRecord[] }) {
  const unit = useWeightUnit();
  return (
    <section
      aria-labelledby="records-heading"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2
        id="records-heading"
        className="flex items-center gap-2 text-base font-semibold text-slate-900 dark:text-white"
      >
        <Trophy aria-hidden="true" className="size-4 text-amber-500" />
        Personal records
      </h2>
      <ul className="mt-3 divide-y divide-slate-200 dark:divide-slate-800">
        {records.slice(0, SHOWN).map((record) => (
          <li key={record.exerciseId} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2.5">
            <Link
              to={`/library/exercises/${record.exerciseId}`}
              className="min-w-0 font-medium text-slate-900 hover:text-emerald-600 hover:underline focus-visible:outline-2 focus-visible:outline-emerald-500 dark:text-white dark:hover:text-emerald-400"
            >
              {record.name}
            </Link>
            <dl className="flex gap-4 text-sm tabular-nums">
              <div>
                <dt className="sr-only">Best estimated one-rep max</dt>
                <dd>
                  <span className="font-semibold text-emerald-700 dark:text-emerald-400">
                    {formatWeight(record.bestOneRepMax.value, unit)}
                  </span>
                  <span className="text-slate-500 dark:text-slate-400">
                    {' '}
                    e1RM · {formatShortDate(record.bestOneRepMax.performedAt)}
                  </span>
                </dd>
              </div>
              <div>
                <dt className="sr-only">Heaviest weight</dt>
                <dd>
                  <span className="font-semibold text-slate-900 dark:text-white">
                    {formatWeight(record.heaviest.value, unit)}
                  </span>
                  <span className="text-slate-500 dark:text-slate-400">
                    {' '}
                    top · {formatShortDate(record.heaviest.performedAt)}
                  </span>
                </dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      {records.length > SHOWN && (
        <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">
          And {records.length - SHOWN} more: open an exercise for all its bests.
        </p>
      )}
    </section>
  );
}
