import { supabase } from '@/lib/supabase';

/** How many of the newest logs the workouts page reads (and judges records against). */
export const CLIENT_LOG_LIMIT = 300;

const LOG_SELECT = `
  id, workout_id, workout_name, started_at, completed_at, created_at, duration_seconds, total_volume, notes,
  sets:workout_log_sets ( id, exercise_id, workout_exercise_id, set_number, reps, weight, duration_seconds, completed, is_warmup, exercise:exercises ( name ) ),
  comments:workout_log_comments ( id, body, created_at, edited_at, author_id, author:users!workout_log_comments_author_id_fkey ( first_name, last_name ) )
`;

/** The client's logged workouts, newest first, with every set and the coach's comments. */
export async function listClientLogs(clientId: string) {
  const { data, error } = await supabase
    .from('workout_logs')
    .select(LOG_SELECT)
    .eq('user_id', clientId)
    .order('created_at', { ascending: false })
    .limit(CLIENT_LOG_LIMIT);
  if (error) throw error;
  return data;
}

export type ClientLog = Awaited<ReturnType<typeof listClientLogs>>[number];
