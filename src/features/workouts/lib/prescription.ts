import { formatReps, plannedReps, restSecondsFor, type RepTarget } from '@/features/training';
import { formatSeconds } from '@/lib/training-format';
import { formatTargetWeight, loadableIncrement, type WeightUnit } from '@/lib/units';

export { formatPerformedSet, formatSeconds, formatWeight } from '@/lib/training-format';

export interface PlannedTarget extends RepTarget {
  sets: number;
  is_time_based: boolean;
  duration: number | null;
  weight: number | null;
  rest_time: number | null;
}

export interface TargetParts {
  sets: string;
  effort: { label: 'Reps' | 'Time'; value: string };
  weight: string | null;
  rest: string;
  restIsDefault: boolean;
}

/**
 * The figures of one planned exercise, ready to show: rest falls back to the spec default for its
 * name. A cardio exercise the plan gives no reps is described by its time ("—" when none is set),
 * never by the default 12 reps.
 */
export function describeTarget(
  target: PlannedTarget,
  exerciseName: string,
  unit: WeightUnit,
  category: string | null = null,
): TargetParts {
  const timed = target.is_time_based || (category === 'cardio' && plannedReps(target) === null);
  const effort = timed
    ? { label: 'Time' as const, value: target.duration !== null ? formatSeconds(target.duration) : '—' }
    : { label: 'Reps' as const, value: formatReps(target) };
  return {
    sets: `${target.sets}`,
    effort,
    // A weight the person can load: a target written in the other unit is rounded to plate steps.
    weight: target.weight === null ? null : formatTargetWeight(target.weight, unit, loadableIncrement(unit)),
    rest: formatSeconds(restSecondsFor({ rest_time: target.rest_time, name: exerciseName })),
    restIsDefault: target.rest_time === null,
  };
}
