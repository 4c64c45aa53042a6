/** Rest between sets when an exercise has no rest time of its own (product spec §9). */
export const LONG_REST_SECONDS = 120;
export const SHORT_REST_SECONDS = 60;
export const DEFAULT_REST_SECONDS = 90;
/** What the dashboard shows for a workout without a rest value. */
export const DISPLAY_REST_SECONDS = 60;

const HEAVY_COMPOUND = /\b(squats?|deadlifts?|bench press(es)?|rows?)\b/i;
const ISOLATION = /\b(curls?|extensions?|raises?|fl(y|ies|yes?))\b/i;

/** 120 s for squats, deadlifts, bench presses and rows; 60 s for curls, extensions, raises and flies; else 90 s. */
export function defaultRestSeconds(exerciseName: string): number {
  if (HEAVY_COMPOUND.test(exerciseName)) return LONG_REST_SECONDS;
  if (ISOLATION.test(exerciseName)) return SHORT_REST_SECONDS;
  return DEFAULT_REST_SECONDS;
}

/** The rest to use for a planned exercise: its own rest_time when set, else the default for its name. */
export function restSecondsFor(exercise: { rest_time: number | null; name: string }): number {
  return exercise.rest_time ?? defaultRestSeconds(exercise.name);
}
