import { supabase } from '@/lib/supabase';

/** Discard: the in-progress session row goes away (spec §7: delete from workout_sessions by id). */
export async function deleteWorkoutSession(sessionId: string): Promise<void> {
  const { error } = await supabase.from('workout_sessions').delete().eq('id', sessionId);
  if (error) throw error;
}
