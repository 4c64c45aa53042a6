import { History } from 'lucide-react';
import { useWeightUnit } from '@/features/auth';
import type { LastPerformance } from '../api/use-last-performances';
import { formatPerformedSet, formatShortDate } from '@/lib/training-format';

/** "Last time · Mar 3: 5 × 70 kg, 5 × 70 kg, 4 × 70 kg" — the sets to beat today. */
export function LastPerformanceLine({ performance }: { performance: LastPerformance | undefined }) {
  const unit = useWeightUnit();
  let body: string;
  if (!performance || performance.isPending) body = 'Loading…';
  else if (performance.isError) body = 'Could not load your last sets.';
  else if (!performance.session) body = 'Not logged yet — today sets your baseline.';
  else
    body = `${formatShortDate(performance.session.performedAt)}: ${performance.session.sets.map((set) => formatPerformedSet(set, unit)).join(', ')}`;
  return (
    <p className="mt-3 flex items-start gap-2 rounded-xl bg-slate-50 px-3 py-2 text-sm text-slate-700 dark:bg-slate-800/60 dark:text-slate-300">
      <History aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600 dark:text-emerald-400" />
      <span>
        <span className="font-semibold text-slate-900 dark:text-white">Last time</span> <span>{body}</span>
      </span>
    </p>
  );
}
