import type { Json } from '@/lib/database.types';
import { supabase } from '@/lib/supabase';
import type { CompletionPayload } from '../lib/workout-summary';

/** The one idempotent save of a finished workout: the log, every set, and the session completed. */
export async function completeSession(payload: CompletionPayload) {
  const { data, error } = await supabase.rpc('complete_workout_session', {
    p_log: payload.p_log as unknown as Json,
    p_sets: payload.p_sets as unknown as Json,
    p_removed: payload.p_removed as unknown as Json,
  });
  if (error) throw error;
  return data;
}
