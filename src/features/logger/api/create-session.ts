import type { Json } from '@/lib/database.types';
import { supabase } from '@/lib/supabase';
import type { SessionState } from '../lib/session-schema';

/**
 * Starts the session on the server with the id the device made. A retry after a lost response
 * meets the existing row (unique violation) and counts as done.
 */
export async function createSession(state: SessionState, revision: number): Promise<void> {
  const { error } = await supabase.from('workout_sessions').insert({
    id: state.sessionId,
    user_id: state.userId,
    workout_id: state.workoutId,
    workout_name: state.workoutName,
    started_at: state.startedAt,
    state: state as unknown as Json,
    revision,
  });
  if (error && error.code !== '23505') throw error;
}
