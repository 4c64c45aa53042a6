import type { CompletionPayload } from './workout-summary';

/** The arguments of `save_workout` (see docs/authoring.md) for a workout the client wants to keep. */
export interface SaveWorkoutArgs {
  p_workout: {
    name: string;
    description: string;
    workout_type: 'strength';
    difficulty: 'intermediate';
    estimated_duration: number | null;
    equipment: string[];
    muscle_groups: string[];
  };
  p_exercises: Array<{
    exercise_id: string;
    sets: number;
    rep_single: number | null;
    rep_min: null;
    rep_max: null;
    rep_is_range: false;
    is_time_based: boolean;
    duration: number | null;
    weight: number | null;
    rest_time: null;
    tempo: null;
    notes: null;
    group_key: null;
  }>;
}

export const SAVED_NAME_MAX = 120;

/**
 * A finished workout as a reusable plan: each exercise in the order it was done, with as many sets
 * as working sets were logged, the reps of its first working set and its heaviest working weight
 * as targets. Warm-ups are not part of the plan; an exercise done only as warm-ups counts one set.
 * Null when nothing was logged.
 */
export function workoutFromLog(payload: CompletionPayload, name: string): SaveWorkoutArgs | null {
  const done = payload.p_sets.filter((set) => set.completed);
  const order = [...new Set(done.map((set) => set.exercise_id))];
  if (order.length === 0) return null;
  const p_exercises = order.map((exerciseId) => {
    const all = done.filter((set) => set.exercise_id === exerciseId).sort((a, b) => a.set_number - b.set_number);
    const working = all.filter((set) => !set.is_warmup);
    const sets = working.length > 0 ? working : all;
    const weights = sets.map((set) => set.weight).filter((weight): weight is number => weight !== null);
    const timed = sets.every((set) => set.reps === null && set.duration_seconds !== null);
    return {
      exercise_id: exerciseId,
      sets: Math.min(20, sets.length),
      rep_single: timed ? null : (sets.find((set) => set.reps !== null)?.reps ?? null),
      rep_min: null,
      rep_max: null,
      rep_is_range: false as const,
      is_time_based: timed,
      duration: timed ? (sets[0]?.duration_seconds ?? null) : null,
      weight: weights.length > 0 ? Math.max(...weights) : null,
      rest_time: null,
      tempo: null,
      notes: null,
      group_key: null,
    };
  });
  const minutes = Math.round(payload.p_log.duration_seconds / 60);
  return {
    p_workout: {
      name: name.trim().slice(0, SAVED_NAME_MAX),
      description: '',
      workout_type: 'strength',
      difficulty: 'intermediate',
      estimated_duration: minutes > 0 ? minutes : null,
      equipment: [],
      muscle_groups: [],
    },
    p_exercises,
  };
}
