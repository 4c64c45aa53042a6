import { GROUP_LETTERS } from '@/lib/exercise-groups';
import type { CompletionPayload, ExerciseLayout } from './session-schema';

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
    rest_time: number | null;
    tempo: null;
    notes: null;
    group_key: string | null;
  }>;
}

export const SAVED_NAME_MAX = 120;

/**
 * Superset letters for the saved plan: a run of two or more neighbours that shared a letter in the
 * workout becomes one group (lettered A, B… afresh); a letter left with one exercise is dropped,
 * as `save_workout` accepts only groups of neighbours.
 */
function groupKeys(keys: Array<string | null>): Array<string | null> {
  const result: Array<string | null> = keys.map(() => null);
  let next = 0;
  for (let start = 0; start < keys.length;) {
    let end = start + 1;
    while (keys[start] && end < keys.length && keys[end] === keys[start]) end += 1;
    if (keys[start] && end - start >= 2) {
      const letter = GROUP_LETTERS[next] ?? null;
      next += 1;
      for (let i = start; i < end; i += 1) result[i] = letter;
    }
    start = end;
  }
  return result;
}

/**
 * A finished workout as a reusable plan: each exercise in the workout's order (the order it was
 * first done without a layout), with as many sets as working sets were logged, the reps of its
 * first working set and its heaviest working weight as targets, its rest and its superset.
 * Warm-ups are not part of the plan; an exercise done only as warm-ups counts one set.
 * Null when nothing was logged.
 */
export function workoutFromLog(
  payload: CompletionPayload,
  name: string,
  layout: ExerciseLayout[] = [],
): SaveWorkoutArgs | null {
  const done = payload.p_sets.filter((set) => set.completed);
  const doneIds = new Set(done.map((set) => set.exercise_id));
  const laidOut = layout.filter((entry) => doneIds.has(entry.exerciseId)).map((entry) => entry.exerciseId);
  const order = [...new Set([...laidOut, ...done.map((set) => set.exercise_id)])];
  if (order.length === 0) return null;
  const byId = new Map(layout.map((entry) => [entry.exerciseId, entry]));
  const groups = groupKeys(order.map((exerciseId) => byId.get(exerciseId)?.groupKey ?? null));
  const p_exercises = order.map((exerciseId, index) => {
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
      rest_time: restOf(byId.get(exerciseId)),
      tempo: null,
      notes: null,
      group_key: groups[index] ?? null,
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

/** The rest after the exercise, within what a plan accepts (0 to 60 min); none without a layout. */
function restOf(entry: ExerciseLayout | undefined): number | null {
  if (!entry || !Number.isFinite(entry.restSeconds)) return null;
  return Math.min(3600, Math.max(0, Math.round(entry.restSeconds)));
}
