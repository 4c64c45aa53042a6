import { supabase } from '@/lib/supabase';
import { putKeptWorkout, readKeptWorkout, type KeptLoggedSet } from '../storage/kept-workouts';
import { getWorkout, type WorkoutWithExercises } from './get-workout';

// As many of the client's sets as the logger reads for Previous and bests (its own history read).
const HISTORY_LIMIT = 2_000;

async function loggedSets(userId: string, workout: WorkoutWithExercises): Promise<KeptLoggedSet[]> {
  const exerciseIds = [...new Set(workout.workout_exercises.map((planned) => planned.exercise_id))];
  if (exerciseIds.length === 0) return [];
  const { data, error } = await supabase
    .from('workout_log_sets')
    .select(
      'exercise_id, log_id, set_number, reps, weight, duration_seconds, distance_m, completed, is_warmup, performed_at',
    )
    .eq('user_id', userId)
    .in('exercise_id', exerciseIds)
    .order('performed_at', { ascending: false })
    .limit(HISTORY_LIMIT);
  if (error) throw error;
  return data;
}

/**
 * Keeps a workout on this device for starting it with no signal: reads it (row-level security:
 * only a workout the client may read, e.g. an on-demand offer granted to them) and the client's
 * logged sets of its exercises, and stores both. Throws when it cannot be read.
 */
export async function keepWorkoutOnDevice(userId: string, workoutId: string, title: string): Promise<void> {
  const workout = await getWorkout(workoutId);
  if (!workout) throw new Error('This workout is no longer shared with you.');
  const history = await loggedSets(userId, workout);
  await putKeptWorkout({ userId, workoutId, title, workout, history, savedAt: Date.now() });
}

/**
 * Refreshes a kept copy with what the logger has just read from the server (the coach may have
 * changed the workout since it was saved). Does nothing when the workout is not kept; never throws.
 */
export async function refreshKeptWorkout(
  userId: string,
  workout: WorkoutWithExercises,
  history: readonly KeptLoggedSet[],
): Promise<void> {
  try {
    const kept = await readKeptWorkout(userId, workout.id);
    if (kept) await putKeptWorkout({ ...kept, workout, history: [...history], savedAt: kept.savedAt });
  } catch (error) {
    console.warn('Refreshing the workout kept on this device failed', error);
  }
}
