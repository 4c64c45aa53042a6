import type { Tables } from '@/lib/database.types';
import { fetchAllPages } from '@/lib/fetch-all-pages';
import { supabase } from '@/lib/supabase';

export type ProgressLog = Pick<Tables<'workout_logs'>, 'id' | 'created_at' | 'total_volume' | 'duration_seconds'>;

/** The person's finished workouts since `since`, oldest first. */
export async function listWorkoutLogs(userId: string, since: Date): Promise<ProgressLog[]> {
  return fetchAllPages((from, to) =>
    supabase
      .from('workout_logs')
      .select('id, created_at, total_volume, duration_seconds')
      .eq('user_id', userId)
      .gte('created_at', since.toISOString())
      .order('created_at', { ascending: true })
      .order('id')
      .range(from, to),
  );
}
