import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { LoggedSetRow } from '../lib/last-performance';
import { trainingKeys } from './query-keys';

/** Enough for months of sessions of one exercise; the newest sessions come first. */
export const EXERCISE_SETS_LIMIT = 300;

/** A person's logged sets of one exercise, newest first (served by the user/exercise/date index). */
export async function listExerciseSets(
  userId: string,
  exerciseId: string,
  limit = EXERCISE_SETS_LIMIT,
): Promise<LoggedSetRow[]> {
  const { data, error } = await supabase
    .from('workout_log_sets')
    .select(
      'id, log_id, exercise_id, set_number, reps, weight, duration_seconds, distance_m, rpe, completed, is_warmup, performed_at',
    )
    .eq('user_id', userId)
    .eq('exercise_id', exerciseId)
    .order('performed_at', { ascending: false })
    .limit(limit);
  if (error) throw error;
  return data;
}

/**
 * Under 'training': a finished workout refreshes it. Read by the exercise's page (its history and
 * bests) and by the workout page (the last performance of each exercise).
 */
export const exerciseSetsQuery = (userId: string, exerciseId: string) =>
  queryOptions({
    queryKey: trainingKeys.exerciseSets(userId, exerciseId),
    queryFn: () => listExerciseSets(userId, exerciseId),
    enabled: Boolean(userId),
  });

export function useExerciseSets(userId: string, exerciseId: string) {
  return useQuery(exerciseSetsQuery(userId, exerciseId));
}
