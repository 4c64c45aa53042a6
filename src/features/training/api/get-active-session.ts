import { queryOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { trainingKeys } from './query-keys';

/** The user's in-progress workout (newest active first), with the workout's name. */
export async function getActiveSession(userId: string) {
  const { data, error } = await supabase
    .from('workout_sessions')
    .select(
      'id, user_id, workout_id, workout_name, status, state, revision, started_at, updated_at, workout:workouts ( name )',
    )
    .eq('user_id', userId)
    .eq('status', 'active')
    .order('started_at', { ascending: false })
    .limit(1)
    .maybeSingle();
  if (error) throw error;
  return data;
}

export type ActiveSession = NonNullable<Awaited<ReturnType<typeof getActiveSession>>>;

/** The workout in progress, if any (Today's cards, the logger's resume). */
export const activeSessionQuery = (userId: string) =>
  queryOptions({ queryKey: trainingKeys.activeSession(userId), queryFn: () => getActiveSession(userId) });
