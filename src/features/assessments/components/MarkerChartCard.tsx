import { lazy, Suspense, useState } from 'react';
import { SelectField } from '@/components/ui/SelectField';
import { Spinner } from '@/components/ui/Spinner';
import { ChartCard } from '@/components/charts/ChartCard';
import type { Assessment } from '../api/types';
import { formatDay, formatValue } from '../lib/format';
import type { Marker, Sex } from '../lib/markers';
import { referenceFor } from '../lib/ranges';

const MarkerChart = lazy(() => import('./MarkerChart'));

/** A chart of one marker over time; the person picks which. */
export function MarkerChartCard({
  markers,
  history,
  sex,
}: {
  markers: readonly Marker[];
  history: readonly Assessment[];
  sex: Sex | null;
}) {
  const charted = markers.filter((marker) => history.some((record) => record.values[marker.key] !== undefined));
  const [key, setKey] = useState(charted[0]?.key ?? '');
  const marker = charted.find((item) => item.key === key) ?? charted[0];
  if (!marker) return null;
  const points = history
    .filter((record) => record.values[marker.key] !== undefined)
    .map((record) => ({ day: record.measuredOn, value: record.values[marker.key]! }));
  // The shaded band: the lab's range printed with the newest result, if it has one.
  const newest = [...history].reverse().find((record) => record.values[marker.key] !== undefined);
  const reference = referenceFor(marker, sex, newest?.labRanges[marker.key]);
  const first = points[0]!;
  const last = points[points.length - 1]!;
  const summary =
    points.length === 1
      ? `${marker.label}: ${formatValue(last.value, marker.unit)} on ${formatDay(last.day)}.`
      : `${marker.label} went from ${formatValue(first.value, marker.unit)} on ${formatDay(first.day)} to ${formatValue(last.value, marker.unit)} on ${formatDay(last.day)} (${points.length} results).`;
  return (
    <ChartCard
      title="Over time"
      summary={reference?.source === 'lab' ? `${summary} Shaded: the lab's range from the latest report.` : summary}
      controls={
        <SelectField
          label="Marker to chart"
          hideLabel
          value={marker.key}
          onChange={(event) => setKey(event.target.value)}
          options={charted.map((item) => ({ value: item.key, label: `${item.label} (${item.unit})` }))}
        />
      }
    >
      <Suspense fallback={<Spinner />}>
        <MarkerChart marker={marker} points={points} range={reference?.range ?? null} />
      </Suspense>
    </ChartCard>
  );
}
