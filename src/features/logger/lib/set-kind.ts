import type { LoggedExercise } from './session-schema';

/**
 * What a set of this exercise asks for, the way Hevy and Strong lay out their columns:
 * - weighted: kg and reps;
 * - bodyweight: reps, with optional added weight ("+kg");
 * - timed: a duration (with a stopwatch) and optional weight;
 * - cardio: a duration, where the plan times it, or reps otherwise (no barbell maths).
 */
export type SetKind = 'weighted' | 'bodyweight' | 'timed' | 'cardio';

export function setKindOf(exercise: Pick<LoggedExercise, 'equipment' | 'isTimeBased' | 'category'>): SetKind {
  if (exercise.category === 'cardio') return 'cardio';
  if (exercise.isTimeBased) return 'timed';
  const equipment = (exercise.equipment ?? '').toLowerCase();
  if (/^(body|none|bodyweight)/.test(equipment)) return 'bodyweight';
  return 'weighted';
}

/** Whether a plate calculator makes sense for the weight field. */
export const usesBarbell = (exercise: Pick<LoggedExercise, 'equipment'>): boolean =>
  /barbell|e-z curl|ez bar|trap bar/i.test(exercise.equipment ?? '');

export { tracksDistance } from '@/features/training';
