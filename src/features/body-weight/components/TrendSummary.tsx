import { displayWeight, type WeightUnit } from '@/lib/units';
import { trendChange, type TrendPoint } from '../lib/weight-trend';

const oneDecimal = (kg: number, unit: WeightUnit) => Math.round(displayWeight(kg, unit) * 10) / 10;

/** "Trend 80.2 kg · −0.6 kg in 7 days": the smoothed figure and how it moved. */
export function TrendSummary({
  trend,
  unit,
  days = 7,
}: {
  trend: readonly TrendPoint[];
  unit: WeightUnit;
  days?: number;
}) {
  const latest = trend[trend.length - 1];
  if (!latest) return null;
  const change = trendChange(trend, days);
  const shown = change === null ? null : oneDecimal(Math.abs(change), unit);
  const sign = change === null || shown === 0 ? '±' : change < 0 ? '−' : '+';
  return (
    <p className="text-sm text-slate-600 dark:text-slate-300">
      Trend{' '}
      <span className="font-semibold text-slate-900 dark:text-white">
        {oneDecimal(latest.trendKg, unit)} {unit}
      </span>
      {shown !== null && (
        <>
          {' '}
          · {sign}
          {shown} {unit} in {days} days
        </>
      )}
    </p>
  );
}
