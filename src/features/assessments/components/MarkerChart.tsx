import { CartesianGrid, Line, LineChart, ReferenceArea, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { tooltipStyle, useChartColors } from '@/components/charts/use-chart-colors';
import { formatDay, formatShortDay, formatValue } from '../lib/format';
import type { Marker } from '../lib/markers';
import type { Range } from '../lib/markers';

export interface MarkerPoint {
  day: string;
  value: number;
}

/** One marker over time, with its reference range shaded. Loaded on demand (recharts is large). */
export default function MarkerChart({
  marker,
  points,
  range,
}: {
  marker: Marker;
  points: MarkerPoint[];
  range: Range | null;
}) {
  const colors = useChartColors();
  const values = points.map((point) => point.value);
  const low = Math.min(...values, ...(range?.[0] != null ? [range[0]] : []));
  const high = Math.max(...values, ...(range?.[1] != null && range[1] < Math.max(...values) * 2 ? [range[1]] : []));
  const pad = (high - low) * 0.1 || Math.abs(high) * 0.05 || 1;
  const domain: [number, number] = [Math.max(marker.limits[0], low - pad), high + pad];
  return (
    <ResponsiveContainer width="100%" height="100%" minWidth={0}>
      <LineChart data={points} margin={{ top: 8, right: 12, bottom: 0, left: -8 }}>
        <CartesianGrid vertical={false} stroke={colors.grid} />
        {range && (
          <ReferenceArea
            y1={range[0] ?? domain[0]}
            y2={range[1] ?? domain[1]}
            fill={colors.primary}
            fillOpacity={0.08}
            ifOverflow="hidden"
          />
        )}
        <XAxis
          dataKey="day"
          tickFormatter={formatShortDay}
          tick={{ fill: colors.axis, fontSize: 12 }}
          tickLine={false}
          axisLine={{ stroke: colors.grid }}
          interval="preserveStartEnd"
          minTickGap={16}
        />
        <YAxis
          domain={domain}
          tick={{ fill: colors.axis, fontSize: 12 }}
          tickLine={false}
          axisLine={false}
          tickFormatter={(value: number) => formatValue(Number(value.toFixed(1)))}
          width={52}
        />
        <Tooltip
          {...tooltipStyle(colors)}
          cursor={{ stroke: colors.axis, strokeDasharray: '4 4' }}
          labelFormatter={(day) => formatDay(String(day))}
          formatter={(value) => [formatValue(Number(value), marker.unit), marker.label]}
        />
        <Line
          type="linear"
          dataKey="value"
          name={marker.label}
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
