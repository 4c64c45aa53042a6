import { supabase } from '@/lib/supabase';

/**
 * The names of the workouts a program's new workouts must not repeat: the library's (no client)
 * and the client's own, archived ones aside, as the caller may read them.
 */
export async function listWorkoutNames(clientId: string): Promise<string[]> {
  const { data, error } = await supabase
    .from('workouts')
    .select('name')
    .eq('is_archived', false)
    .or(`client_id.is.null,client_id.eq.${clientId}`)
    .limit(1000);
  if (error) throw error;
  return data.map((row) => row.name);
}
