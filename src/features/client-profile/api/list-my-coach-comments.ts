import { supabase } from '@/lib/supabase';

/** The coach's latest comments on the signed-in client's workouts. */
export async function listMyCoachComments(userId: string, limit = 5) {
  const { data, error } = await supabase
    .from('workout_log_comments')
    .select(
      'id, body, created_at, edited_at, author:users!workout_log_comments_author_id_fkey ( first_name, last_name ), log:workout_logs ( id, workout_name, created_at )',
    )
    .eq('client_id', userId)
    .order('created_at', { ascending: false })
    .limit(limit);
  if (error) throw error;
  return data;
}
