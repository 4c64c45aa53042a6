import { useState } from 'react';
import type { WeightUnit } from '@/lib/units';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { AXIS_FONT_SIZE, evenTicksFromEnd, yAxisWidth } from '../lib/chart-axes';
import { tooltipStyle, useChartColors } from '@/components/charts/use-chart-colors';
import type { OneRepMaxPoint } from '../lib/strength-series';
import { niceDomain, weekLabel } from '../lib/weekly-series';

/** The first and last points sit this far in, so their date labels are not cut at the edges. */
const EDGE_PADDING = 24;

/** Estimated one-rep max per session over time for one exercise; values already in `unit`. */
export function OneRepMaxChart({ points, unit }: { points: OneRepMaxPoint[]; unit: WeightUnit }) {
  const colors = useChartColors();
  const [width, setWidth] = useState(0);
  const data = points.map((point) => ({ ...point, label: weekLabel(point.day) }));
  const domain = niceDomain(points.map((point) => point.value));
  const yWidth = yAxisWidth(domain.map((value) => `${Math.round(value)}`));
  const xTicks = evenTicksFromEnd(
    data.map((point) => point.label),
    width - yWidth - 2 * EDGE_PADDING,
  );
  return (
    <ResponsiveContainer width="100%" height="100%" minWidth={0} onResize={(next) => setWidth(next)}>
      <LineChart data={data} margin={{ top: 8, right: 0, bottom: 0, left: 0 }}>
        <CartesianGrid vertical={false} stroke={colors.grid} />
        <XAxis
          dataKey="label"
          tick={{ fill: colors.axis, fontSize: AXIS_FONT_SIZE }}
          tickLine={false}
          axisLine={{ stroke: colors.grid }}
          ticks={xTicks}
          interval={0}
          padding={{ left: EDGE_PADDING, right: EDGE_PADDING }}
        />
        <YAxis
          tick={{ fill: colors.axis, fontSize: AXIS_FONT_SIZE }}
          tickLine={false}
          axisLine={false}
          domain={domain}
          allowDecimals={false}
          tickFormatter={(value: number) => `${Math.round(value)}`}
          width={yWidth}
        />
        <Tooltip
          {...tooltipStyle(colors)}
          cursor={{ stroke: colors.axis, strokeDasharray: '4 4' }}
          formatter={(value, _name, item) => {
            const point = item.payload as OneRepMaxPoint;
            return [`${Number(value)} ${unit} (${point.reps} × ${point.weight} ${unit})`, 'Estimated 1RM'];
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
