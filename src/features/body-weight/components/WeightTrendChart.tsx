import { displayWeight, type WeightUnit } from '@/lib/units';
import type { TrendPoint } from '../lib/weight-trend';

const WIDTH = 300;
const HEIGHT = 90;
const PAD = 6;

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

/**
 * The weights as faint dots and their trend as a line (plain SVG: no chart library on Today). The
 * summary beside it carries the figures; the chart is decoration for screen readers.
 */
export function WeightTrendChart({ trend, unit }: { trend: readonly TrendPoint[]; unit: WeightUnit }) {
  if (trend.length < 2) return null;
  const values = trend.flatMap((p) => [displayWeight(p.kg, unit), displayWeight(p.trendKg, unit)]);
  // At least one unit from top to bottom, centred: a steady weight is a flat line mid-chart, not a cliff.
  const middle = (Math.min(...values) + Math.max(...values)) / 2;
  const span = Math.max(Math.max(...values) - Math.min(...values), 1);
  const high = middle + span / 2;
  const first = dayNumber(trend[0]!.date);
  const days = Math.max(dayNumber(trend[trend.length - 1]!.date) - first, 1);
  const x = (date: string) => PAD + ((dayNumber(date) - first) / days) * (WIDTH - 2 * PAD);
  const y = (kg: number) => PAD + ((high - displayWeight(kg, unit)) / span) * (HEIGHT - 2 * PAD);
  const line = trend.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(p.date).toFixed(1)},${y(p.trendKg).toFixed(1)}`).join('');
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      className="h-24 w-full text-emerald-600 dark:text-emerald-400"
      aria-hidden="true"
      preserveAspectRatio="none"
    >
      {trend.map((p) => (
        <circle key={p.date} cx={x(p.date)} cy={y(p.kg)} r={2} className="fill-slate-400 dark:fill-slate-500" />
      ))}
      <path d={line} fill="none" stroke="currentColor" strokeWidth={2.5} vectorEffect="non-scaling-stroke" />
    </svg>
  );
}
