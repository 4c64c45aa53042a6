import { useState } from 'react';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { AXIS_FONT_SIZE, compactNumber, evenTicksFromEnd, niceTicks, yAxisWidth } from '../lib/chart-axes';
import type { WeekPoint } from '../lib/weekly-series';
import { tooltipStyle, useChartColors } from '@/components/charts/use-chart-colors';

const MARGIN = { top: 8, right: 8, bottom: 0, left: 0 };

/**
 * Weeks along the bottom, one bar per week (volume or sessions). The axes are sized and labelled
 * by lib/chart-axes (no clipped y labels, evenly spaced week labels ending at the latest week).
 */
export function WeeklyBarChart({
  data,
  unit,
  name,
  color = 'primary',
  allowDecimals = true,
}: {
  data: WeekPoint[];
  unit: string;
  name: string;
  color?: 'primary' | 'secondary';
  allowDecimals?: boolean;
}) {
  const colors = useChartColors();
  const [width, setWidth] = useState(0);
  const yTicks = niceTicks(Math.max(0, ...data.map((point) => point.value)), { integers: !allowDecimals });
  const yWidth = yAxisWidth(yTicks.map(compactNumber));
  const xTicks = evenTicksFromEnd(
    data.map((point) => point.label),
    width - yWidth - MARGIN.right,
  );
  return (
    <ResponsiveContainer width="100%" height="100%" minWidth={0} onResize={(next) => setWidth(next)}>
      <BarChart data={data} margin={MARGIN}>
        <CartesianGrid vertical={false} stroke={colors.grid} />
        <XAxis
          dataKey="label"
          tick={{ fill: colors.axis, fontSize: AXIS_FONT_SIZE }}
          tickLine={false}
          axisLine={{ stroke: colors.grid }}
          ticks={xTicks}
          interval={0}
        />
        <YAxis
          tick={{ fill: colors.axis, fontSize: AXIS_FONT_SIZE }}
          tickLine={false}
          axisLine={false}
          ticks={yTicks}
          domain={[0, yTicks[yTicks.length - 1] ?? 1]}
          tickFormatter={compactNumber}
          allowDecimals={allowDecimals}
          width={yWidth}
        />
        <Tooltip
          {...tooltipStyle(colors)}
          formatter={(value) => [`${Number(value).toLocaleString('en-US')} ${unit}`, name]}
          labelFormatter={(label) => `Week of ${String(label)}`}
        />
        <Bar
          dataKey="value"
          name={name}
          fill={colors[color]}
          radius={[6, 6, 0, 0]}
          maxBarSize={36}
          isAnimationActive={false}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}
