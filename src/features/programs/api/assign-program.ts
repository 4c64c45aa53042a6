import { supabase } from '@/lib/supabase';

/**
 * Gives each client their own copy of the program (public.assign_program), completing the program
 * each was on. Returns the ids of the copies, in the order of `clientIds`.
 */
export async function assignProgram(programId: string, clientIds: string[]): Promise<string[]> {
  const { data, error } = await supabase.rpc('assign_program', { p_program_id: programId, p_client_ids: clientIds });
  if (error) throw error;
  return data ?? [];
}
