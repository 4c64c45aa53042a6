import { useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { profileKeys } from './query-keys';

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

/** The dashboard's "From your coach" card. */
export function useMyCoachComments(userId: string) {
  return useQuery({ queryKey: profileKeys.myComments(userId), queryFn: () => listMyCoachComments(userId) });
}
