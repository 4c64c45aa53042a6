import { useChartColors } from '@/components/charts/use-chart-colors';
import { cn } from '@/lib/cn';

export interface BarPoint {
  label: string;
  value: number;
}

/** Round steps (1, 2, 2.5, 5 × 10ⁿ) so the axis reads 0, 250, 500, 750, 1,000. */
export function niceMax(max: number): number {
  if (max <= 0) return 1;
  const quarter = max / 4;
  const power = 10 ** Math.floor(Math.log10(quarter));
  const step = [1, 2, 2.5, 5, 10].find((m) => m * power >= quarter) ?? 10;
  return step * power * 4;
}

/**
 * One bar per point (a period or a trainer), drawn with plain elements rather than the charts
 * library: the page stays ~100 KiB lighter for the admins who keep it on their device. Negative
 * values (a period with more refunded than paid) draw as an empty bar; the table beside it has the
 * number. Each bar's title says its label and value.
 */
export function AnalyticsBarChart({
  data,
  name,
  format,
  axisFormat,
}: {
  data: BarPoint[];
  name: string;
  format: (value: number) => string;
  axisFormat: (value: number) => string;
}) {
  const colors = useChartColors();
  const highest = Math.max(0, ...data.map((point) => point.value));
  const top = niceMax(highest);
  // All zero: one tick at 0 rather than a scale of hundredths of a penny.
  const ticks = highest > 0 ? [4, 3, 2, 1, 0].map((i) => (top * i) / 4) : [0];
  // About eight labels along the bottom, evenly spaced, always the last one.
  const every = Math.max(1, Math.ceil(data.length / 8));
  const labelled = (i: number) => (data.length - 1 - i) % every === 0;
  return (
    <div className="flex h-full w-full gap-2 text-xs" style={{ color: colors.axis }}>
      <div
        className={cn('flex flex-col pb-5 text-right tabular-nums', highest > 0 ? 'justify-between' : 'justify-end')}
      >
        {ticks.map((tick) => (
          <span key={tick} className="leading-none">
            {axisFormat(tick)}
          </span>
        ))}
      </div>
      <div className="flex min-w-0 flex-1 flex-col">
        <div
          className="relative flex flex-1 items-end gap-[2px] border-b"
          style={{
            borderColor: colors.grid,
            backgroundImage: `linear-gradient(to bottom, ${colors.grid} 1px, transparent 1px)`,
            backgroundSize: '100% 25%',
          }}
        >
          {data.map((point) => (
            <div
              key={point.label}
              title={`${point.label}: ${name} ${format(point.value)}`}
              className="flex-1 rounded-t-md"
              style={{
                height: `${(Math.max(0, point.value) / top) * 100}%`,
                maxWidth: 36,
                margin: '0 auto',
                background: colors.primary,
              }}
            />
          ))}
        </div>
        <div className="flex h-5 items-end gap-[2px]">
          {data.map((point, i) => (
            // A label wider than its bar spills over its neighbours; the first and last ones spill
            // inwards only, so the chart never reaches past the screen's edge (a phone scrolled sideways).
            <span
              key={point.label}
              className={cn(
                'flex min-w-0 flex-1 whitespace-nowrap',
                i === 0 ? 'justify-start' : i === data.length - 1 ? 'justify-end' : 'justify-center',
              )}
            >
              <span>{labelled(i) ? point.label.replace(/^Week of /, '') : ''}</span>
            </span>
          ))}
        </div>
      </div>
    </div>
  );
}
