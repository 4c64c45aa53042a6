import {
  DISPLAY_DEFAULTS,
  displayMinutes,
  formatDifficulty,
  formatRepRange,
  type RepTarget,
} from '@/features/training';

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
  /** "5", or the range across the exercises: "5–12". */
  reps: string;
  /** "90 s", or the range across the exercises: "60–180 s". */
  rest: string;
  muscleGroups: string[];
  exerciseCount: number | null;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1).toLowerCase();
}

/** The bounds of a list of numbers as "a" or "a–b"; undefined for an empty list. */
function span(values: number[]): { min: number; max: number } | undefined {
  if (values.length === 0) return undefined;
  return { min: Math.min(...values), max: Math.max(...values) };
}

/** Every rep count an exercise's target names (a single target, or both ends of a range). */
function repBounds(target: RepTarget): number[] {
  if (target.rep_is_range) return [target.rep_min, target.rep_max].filter((value): value is number => value !== null);
  const single = target.rep_single ?? target.rep_max;
  return single === null ? [] : [single];
}

/**
 * What today's card says about a workout: duration, level, the reps and rest across its exercises
 * (a range when they differ, so the card never claims "5 reps" for a workout of fives and twelves),
 * and up to three muscle groups. Anything missing falls back to the display defaults.
 * `exercises` is null while they are not loaded (or not visible).
 */
export function summarizeWorkout(workout: SummaryWorkout, exercises: SummaryExercise[] | null): WorkoutSummary {
  const list = exercises ?? [];
  const reps = span(list.flatMap(repBounds));
  const rest = span(
    list.map((exercise) => exercise.rest_time).filter((value): value is number => value !== null && value > 0),
  );
  return {
    minutes: displayMinutes(workout.estimated_duration),
    difficulty: formatDifficulty(workout.difficulty),
    reps: reps ? formatRepRange(reps.min, reps.max) : String(DISPLAY_DEFAULTS.reps),
    rest: `${rest ? formatRepRange(rest.min, rest.max) : DISPLAY_DEFAULTS.restSeconds} s`,
    muscleGroups: (workout.muscle_groups ?? [])
      .filter((group) => group.trim() !== '')
      .slice(0, MAX_MUSCLE_GROUPS)
      .map(capitalize),
    exerciseCount: exercises ? exercises.length : null,
  };
}
