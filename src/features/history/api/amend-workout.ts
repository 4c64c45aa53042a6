import type { Json } from '@/lib/database.types';
import { supabase } from '@/lib/supabase';
import type { AmendPayload } from '../lib/edit-draft';

/** An edit of a finished workout is one more finish of it: the logger's idempotent completion call. */
export async function amendWorkout(payload: AmendPayload): Promise<void> {
  const { error } = await supabase.rpc('complete_workout_session', {
    p_log: payload.p_log as unknown as Json,
    p_sets: payload.p_sets as unknown as Json,
    p_removed: payload.p_removed as unknown as Json,
  });
  if (error) throw error;
}
