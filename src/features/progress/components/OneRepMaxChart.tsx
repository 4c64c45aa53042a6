import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { tooltipStyle, useChartColors } from '../hooks/use-chart-colors';
import type { OneRepMaxPoint } from '../lib/strength-series';
import { niceDomain, weekLabel } from '../lib/weekly-series';

/** Estimated one-rep max per session over time for one exercise. */
export function OneRepMaxChart({ points }: { points: OneRepMaxPoint[] }) {
  const colors = useChartColors();
  const data = points.map((point) => ({ ...point, label: weekLabel(point.day) }));
  return (
    <ResponsiveContainer width="100%" height="100%" minWidth={0}>
      <LineChart data={data} margin={{ top: 8, right: 12, bottom: 0, left: -12 }}>
        <CartesianGrid vertical={false} stroke={colors.grid} />
        <XAxis
          dataKey="label"
          tick={{ fill: colors.axis, fontSize: 12 }}
          tickLine={false}
          axisLine={{ stroke: colors.grid }}
          interval="preserveStartEnd"
          minTickGap={16}
        />
        <YAxis
          tick={{ fill: colors.axis, fontSize: 12 }}
          tickLine={false}
          axisLine={false}
          domain={niceDomain(points.map((point) => point.value))}
          allowDecimals={false}
          tickFormatter={(value: number) => `${Math.round(value)}`}
          width={48}
        />
        <Tooltip
          {...tooltipStyle(colors)}
          cursor={{ stroke: colors.axis, strokeDasharray: '4 4' }}
          formatter={(value, _name, item) => {
            const point = item.payload as OneRepMaxPoint;
            return [`${Number(value)} kg (${point.reps} × ${point.weight} kg)`, 'Estimated 1RM'];
          }}
        />
        <Line
          type="linear"
          dataKey="value"
          name="Estimated 1RM"
          stroke={colors.primary}
          strokeWidth={3}
          dot={{ r: 4, fill: colors.primary }}
          activeDot={{ r: 6 }}
          isAnimationActive={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}
