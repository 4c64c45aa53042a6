import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { WeekPoint } from '../lib/weekly-series';
import { tooltipStyle, useChartColors } from '../hooks/use-chart-colors';

/** Weeks along the bottom, one bar per week (volume or sessions). */
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
  const format = (value: number) => (value >= 1000 ? `${Number((value / 1000).toFixed(1))}k` : `${value}`);
  return (
    <ResponsiveContainer width="100%" height="100%" minWidth={0}>
      <BarChart data={data} margin={{ top: 8, right: 4, bottom: 0, left: -12 }}>
        <CartesianGrid vertical={false} stroke={colors.grid} />
        <XAxis
          dataKey="label"
          tick={{ fill: colors.axis, fontSize: 12 }}
          tickLine={false}
          axisLine={{ stroke: colors.grid }}
          interval="preserveStartEnd"
          minTickGap={12}
        />
        <YAxis
          tick={{ fill: colors.axis, fontSize: 12 }}
          tickLine={false}
          axisLine={false}
          tickFormatter={format}
          allowDecimals={allowDecimals}
          width={40}
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
