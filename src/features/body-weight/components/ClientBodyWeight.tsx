import { useMemo } from 'react';
import { LoadError } from '@/components/ui/LoadError';
import { Spinner } from '@/components/ui/Spinner';
import { useWeightUnit } from '@/features/auth';
import { localDateOf } from '@/lib/local-date';
import { formatWeightIn } from '@/lib/units';
import { addDays } from '@/lib/zoned-time';
import { BODY_WEIGHT_DAYS, useBodyWeights } from '../api/list-body-weights';
import { weightTrend } from '../lib/weight-trend';
import { TrendSummary } from './TrendSummary';
import { WeightTrendChart } from './WeightTrendChart';

const dayLabel = (date: string) =>
  new Date(`${date}T12:00:00`).toLocaleDateString(undefined, { weekday: 'short', month: 'short', day: 'numeric' });

/** The client's body weight on their profile, for the coach: the trend over 7 and 30 days, and the last weigh-ins. */
export function ClientBodyWeight({ clientId, now }: { clientId: string; now: Date }) {
  const unit = useWeightUnit();
  const weights = useBodyWeights(clientId, addDays(localDateOf(now), -BODY_WEIGHT_DAYS));
  const trend = useMemo(() => weightTrend(weights.data ?? []), [weights.data]);
  return (
    <section
      aria-label="Body weight"
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 className="text-lg font-semibold text-slate-900 dark:text-white">Body weight</h2>
      {weights.isPending ? (
        <Spinner label="Loading body weight" />
      ) : weights.error ? (
        <LoadError error={weights.error} what="the body weight" onRetry={() => void weights.refetch()} />
      ) : trend.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">No weigh-ins yet. The client logs them from Today.</p>
      ) : (
        <>
          <TrendSummary trend={trend} unit={unit} />
          <TrendSummary trend={trend} unit={unit} days={30} />
          <WeightTrendChart trend={trend.slice(-90)} unit={unit} />
          <ul aria-label="Latest weigh-ins" className="divide-y divide-slate-100 text-sm dark:divide-slate-800">
            {trend
              .slice(-5)
              .reverse()
              .map((point) => (
                <li key={point.date} className="flex justify-between py-1.5">
                  <span className="text-slate-600 dark:text-slate-300">{dayLabel(point.date)}</span>
                  <span className="font-medium tabular-nums text-slate-900 dark:text-white">
                    {formatWeightIn(point.kg, unit)}
                  </span>
                </li>
              ))}
          </ul>
        </>
      )}
    </section>
  );
}
