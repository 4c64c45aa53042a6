import { supabase } from '@/lib/supabase';

const SESSION_COLUMNS = 'id, user_id, workout_id, workout_name, status, state, revision, started_at';

/** One session by id, whatever its status (null when deleted or not visible). */
export async function getSession(sessionId: string) {
  const { data, error } = await supabase
    .from('workout_sessions')
    .select(SESSION_COLUMNS)
    .eq('id', sessionId)
    .maybeSingle();
  if (error) throw error;
  return data;
}

/** The person's newest active session for one workout, to resume it on any device. */
export async function getActiveSessionForWorkout(userId: string, workoutId: string) {
  const { data, error } = await supabase
    .from('workout_sessions')
    .select(SESSION_COLUMNS)
    .eq('user_id', userId)
    .eq('workout_id', workoutId)
    .eq('status', 'active')
    .order('started_at', { ascending: false })
    .limit(1)
    .maybeSingle();
  if (error) throw error;
  return data;
}

export type RemoteSession = NonNullable<Awaited<ReturnType<typeof getSession>>>;
