import { DISPLAY_DEFAULTS, displayMinutes, formatDifficulty, plannedReps, type RepTarget } from '@/features/training';

export const MAX_MUSCLE_GROUPS = 3;

export interface SummaryWorkout {
  estimated_duration: number | null;
  difficulty: string | null;
  muscle_groups: string[] | null;
}

export interface SummaryExercise extends RepTarget {
  rest_time: number | null;
}

export interface WorkoutSummary {
  minutes: number;
  difficulty: string;
  reps: string;
  restSeconds: number;
  muscleGroups: string[];
  exerciseCount: number | null;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1).toLowerCase();
}

/** The most frequent value (first seen wins a tie), or undefined for an empty list. */
function mostCommon<T>(values: T[]): T | undefined {
  const counts = new Map<T, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  let best: T | undefined;
  let bestCount = 0;
  for (const [value, count] of counts) {
    if (count > bestCount) [best, bestCount] = [value, count];
  }
  return best;
}

/**
 * What today's card says about a workout: duration, level, the typical reps and rest across its
 * exercises, and up to three muscle groups. Anything missing falls back to the display defaults.
 * `exercises` is null while they are not loaded (or not visible).
 */
export function summarizeWorkout(workout: SummaryWorkout, exercises: SummaryExercise[] | null): WorkoutSummary {
  const list = exercises ?? [];
  const reps = mostCommon(list.map(plannedReps).filter((value): value is string => value !== null));
  const rest = mostCommon(
    list.map((exercise) => exercise.rest_time).filter((value): value is number => value !== null && value > 0),
  );
  return {
    minutes: displayMinutes(workout.estimated_duration),
    difficulty: formatDifficulty(workout.difficulty),
    reps: reps ?? String(DISPLAY_DEFAULTS.reps),
    restSeconds: rest ?? DISPLAY_DEFAULTS.restSeconds,
    muscleGroups: (workout.muscle_groups ?? [])
      .filter((group) => group.trim() !== '')
      .slice(0, MAX_MUSCLE_GROUPS)
      .map(capitalize),
    exerciseCount: exercises ? exercises.length : null,
  };
}
