/** The spec's defaults for what a model leaves out of a generated workout. */
export const AI_DEFAULTS = {
  sets: 3,
  reps: 8,
  /** A range's top when the model gives only its bottom: bottom + 4. */
  rangeTop: 4,
  tempo: '2-0-2-0',
  difficulty: 'intermediate',
  workoutType: 'strength',
} as const;

/** min(45, max(30, exercises x 6)) minutes. */
export function defaultDuration(exerciseCount: number): number {
  return Math.min(45, Math.max(30, exerciseCount * 6));
}

/** Rest by movement: the heavy compound lifts longest, small isolation work shortest. */
export function defaultRestSeconds(exerciseName: string): number {
  const name = exerciseName.toLowerCase();
  if (/squat|deadlift|bench press|\brow\b/.test(name)) return 120;
  if (/curl|extension|raise|\bfly\b|flye/.test(name)) return 60;
  return 90;
}

export interface RepsPlan {
  rep_single: number | null;
  rep_min: number | null;
  rep_max: number | null;
  rep_is_range: boolean;
}

/** "8-12", "10", 10, "8+" or nothing, as the workout_exercises rep columns. */
export function readReps(value: number | string | undefined): RepsPlan {
  const text = String(value ?? '').trim();
  const range = /^(\d{1,3})\s*(?:-|–|to)\s*(\d{1,3})/.exec(text);
  if (range) {
    const low = Number(range[1]);
    const high = Number(range[2]);
    if (low > 0 && high >= low) return { rep_single: null, rep_min: low, rep_max: high, rep_is_range: true };
  }
  const open = /^(\d{1,3})\s*\+/.exec(text);
  if (open) {
    const low = Number(open[1]);
    return { rep_single: null, rep_min: low, rep_max: low + AI_DEFAULTS.rangeTop, rep_is_range: true };
  }
  const single = /^(\d{1,3})/.exec(text);
  const reps = single ? Number(single[1]) : 0;
  return { rep_single: reps > 0 ? reps : AI_DEFAULTS.reps, rep_min: null, rep_max: null, rep_is_range: false };
}

/** A whole number within bounds, or the fallback. */
export function readCount(value: number | string | undefined, min: number, max: number, fallback: number): number {
  const number = typeof value === 'number' ? value : Number.parseInt(String(value ?? ''), 10);
  return Number.isInteger(number) && number >= min && number <= max ? number : fallback;
}
