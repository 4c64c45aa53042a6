import { supabase } from '@/lib/supabase';
import type { HistorySet } from '../lib/build-session';

// Enough for years of a few exercises; the previous performance is always in the newest rows.
const HISTORY_LIMIT = 2_000;

/** The person's logged sets of these exercises, newest first: previous performance and bests. */
export async function getExerciseHistory(userId: string, exerciseIds: string[]): Promise<HistorySet[]> {
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
