import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { tooltipStyle, useChartColors } from '@/components/charts/use-chart-colors';

export interface BarPoint {
  label: string;
  value: number;
}

const MARGIN = { top: 8, right: 8, bottom: 0, left: 0 };

/** One bar per point (a period or a trainer), values shown with `format` (money, counts). */
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
  return (
    <ResponsiveContainer width="100%" height="100%" minWidth={0}>
      <BarChart data={data} margin={MARGIN}>
        <CartesianGrid vertical={false} stroke={colors.grid} />
        <XAxis
          dataKey="label"
          tick={{ fill: colors.axis, fontSize: 12 }}
          tickLine={false}
          axisLine={{ stroke: colors.grid }}
          minTickGap={12}
        />
        <YAxis
          tick={{ fill: colors.axis, fontSize: 12 }}
          tickLine={false}
          axisLine={false}
          tickFormatter={axisFormat}
          width={64}
        />
        <Tooltip {...tooltipStyle(colors)} formatter={(value) => [format(Number(value)), name]} />
        <Bar
          dataKey="value"
          name={name}
          fill={colors.primary}
          radius={[6, 6, 0, 0]}
          maxBarSize={36}
          isAnimationActive={false}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}
