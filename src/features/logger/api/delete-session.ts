import { supabase } from '@/lib/supabase';

/** Discards a workout in progress (spec: delete from workout_sessions by id). */
export async function deleteSession(sessionId: string): Promise<void> {
  const { error } = await supabase.from('workout_sessions').delete().eq('id', sessionId);
  if (error) throw error;
}
