import { useState } from 'react';
import { SelectField } from '@/components/ui/SelectField';
import { useWeightUnit } from '@/features/auth';
import { formatWeight } from '@/lib/training-format';
import { displayWeight, fromKg } from '@/lib/units';
import { oneRepMaxSeries, type ExerciseOption, type StrengthSet } from '../lib/strength-series';
import { ChartCard } from '@/components/charts/ChartCard';
import { OneRepMaxChart } from './OneRepMaxChart';
import { plural } from '@/lib/plural';

/** Estimated one-rep max over time, for the exercise the person picks (default: their most trained). */
export function StrengthCard({ sets, exercises }: { sets: StrengthSet[]; exercises: ExerciseOption[] }) {
  const [picked, setPicked] = useState<string | null>(null);
  const unit = useWeightUnit();
  const exerciseId =
    picked && exercises.some((option) => option.exerciseId === picked) ? picked : exercises[0]!.exerciseId;
  const points = oneRepMaxSeries(sets, exerciseId);
  const name = exercises.find((option) => option.exerciseId === exerciseId)?.name ?? 'this exercise';
  const first = points[0];
  const last = points.at(-1);
  const change = first && last ? Math.round(fromKg(last.value - first.value, unit) * 10) / 10 : 0;
  const summary =
    first && last && points.length > 1
      ? `${name}: ${formatWeight(first.value, unit)} to ${formatWeight(last.value, unit)} over ${plural(points.length, 'session')} (${change >= 0 ? '+' : ''}${change} ${unit}).`
      : `${name}: ${last ? formatWeight(last.value, unit) : 'no'} estimated one-rep max so far.`;
  return (
    <ChartCard
      title="Estimated one-rep max"
      summary={summary}
      controls={
        <SelectField
          label="Exercise"
          hideLabel
          className="w-full sm:w-60"
          value={exerciseId}
          options={exercises.map((option) => ({
            value: option.exerciseId,
            label: `${option.name} (${option.sessions})`,
          }))}
          onChange={(event) => setPicked(event.target.value)}
        />
      }
    >
      <OneRepMaxChart
        unit={unit}
        points={points.map((point) => ({
          ...point,
          value: displayWeight(point.value, unit),
          weight: displayWeight(point.weight, unit),
        }))}
      />
    </ChartCard>
  );
}
