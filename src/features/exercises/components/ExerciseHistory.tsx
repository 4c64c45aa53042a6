import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { useWeightUnit } from '@/features/auth';
import { formatLongDate, formatPerformedSet } from '@/lib/training-format';
import type { ExerciseSession } from '../lib/exercise-history';

const SESSIONS_PAGE = 8;

/** Every session of this exercise, newest first, with each set as performed. */
export function ExerciseHistory({ sessions }: { sessions: readonly ExerciseSession[] }) {
  const [count, setCount] = useState(SESSIONS_PAGE);
  const unit = useWeightUnit();
  return (
    <div>
      <ol aria-label="Sessions" className="flex flex-col gap-2">
        {sessions.slice(0, count).map((session) => (
          <li
            key={session.logId}
            className="rounded-2xl border border-slate-200 bg-white px-4 py-3 dark:border-slate-800 dark:bg-slate-900"
          >
            <h3 className="text-sm font-semibold text-slate-900 dark:text-white">
              {formatLongDate(session.performedAt)}
            </h3>
            <ol className="mt-1.5 flex flex-wrap gap-1.5">
              {session.sets.map((set) => (
                <li
                  key={set.id}
                  className="rounded-lg bg-slate-100 px-2 py-1 text-sm text-slate-700 tabular-nums dark:bg-slate-800 dark:text-slate-200"
                >
                  <span className="sr-only">Set {set.set_number}: </span>
                  {formatPerformedSet(set, unit)}
                  {set.is_warmup && <span className="ml-1 text-xs text-amber-600 dark:text-amber-400">warm-up</span>}
                </li>
              ))}
            </ol>
          </li>
        ))}
      </ol>
      {sessions.length > count && (
        <div className="mt-3 flex justify-center">
          <Button variant="secondary" onClick={() => setCount(count + SESSIONS_PAGE)}>
            Show older sessions
          </Button>
        </div>
      )}
    </div>
  );
}
