import { formatReps, restSecondsFor, type RepTarget } from '@/features/training';
import { formatSeconds, formatWeight } from '@/lib/training-format';
import type { WeightUnit } from '@/lib/units';

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

/** The figures of one planned exercise, ready to show: rest falls back to the spec default for its name. */
export function describeTarget(target: PlannedTarget, exerciseName: string, unit: WeightUnit): TargetParts {
  const effort = target.is_time_based
    ? { label: 'Time' as const, value: formatSeconds(target.duration ?? 0) }
    : { label: 'Reps' as const, value: formatReps(target) };
  return {
    sets: `${target.sets}`,
    effort,
    weight: target.weight === null ? null : formatWeight(target.weight, unit),
    rest: formatSeconds(restSecondsFor({ rest_time: target.rest_time, name: exerciseName })),
    restIsDefault: target.rest_time === null,
  };
}
