import { DISPLAY_REST_SECONDS, restSecondsFor } from '@/features/training';
import { formatSeconds, formatWeight } from '@/lib/training-format';

export { formatPerformedSet, formatSeconds, formatWeight } from '@/lib/training-format';

/** Spec display defaults for a workout without its own values. */
export const DISPLAY_DEFAULT_MINUTES = 45;
export const DISPLAY_DEFAULT_DIFFICULTY = 'intermediate';
export const DISPLAY_DEFAULT_REPS = 12;
export { DISPLAY_REST_SECONDS };

export interface RepTarget {
  rep_single: number | null;
  rep_min: number | null;
  rep_max: number | null;
  rep_is_range: boolean;
}

/** "8–12" for a range (an en dash), "5" for a single target, the display default (12) when unset. */
export function formatReps(target: RepTarget): string {
  if (target.rep_is_range) {
    const { rep_min: min, rep_max: max } = target;
    if (min !== null && max !== null) return min === max ? `${min}` : `${min}–${max}`;
    if (min !== null) return `${min}+`;
    if (max !== null) return `up to ${max}`;
  }
  if (target.rep_single !== null) return `${target.rep_single}`;
  if (target.rep_max !== null) return `${target.rep_max}`;
  return `${DISPLAY_DEFAULT_REPS}`;
}

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
export function describeTarget(target: PlannedTarget, exerciseName: string): TargetParts {
  const effort = target.is_time_based
    ? { label: 'Time' as const, value: formatSeconds(target.duration ?? 0) }
    : { label: 'Reps' as const, value: formatReps(target) };
  return {
    sets: `${target.sets}`,
    effort,
    weight: target.weight === null ? null : formatWeight(target.weight),
    rest: formatSeconds(restSecondsFor({ rest_time: target.rest_time, name: exerciseName })),
    restIsDefault: target.rest_time === null,
  };
}

export function formatDifficulty(difficulty: string | null | undefined): string {
  const value = difficulty || DISPLAY_DEFAULT_DIFFICULTY;
  return value.charAt(0).toUpperCase() + value.slice(1);
}

export function formatMinutes(minutes: number | null | undefined): string {
  return `${minutes ?? DISPLAY_DEFAULT_MINUTES} min`;
}
