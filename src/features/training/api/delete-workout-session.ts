import { supabase } from '@/lib/supabase';

/**
 * Discard: the in-progress session row goes away (spec §7: delete from workout_sessions by id). The
 * dashboard's Discard and the logger's both mean this one request.
 */
export async function deleteWorkoutSession(sessionId: string): Promise<void> {
  const { error } = await supabase.from('workout_sessions').delete().eq('id', sessionId);
  if (error) throw error;
}
