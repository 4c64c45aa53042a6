import { supabase } from '@/lib/supabase';

/** Gives the client their own copy of the program (public.assign_program, docs/programs.md). */
export async function assignProgramToClient(programId: string, clientId: string): Promise<void> {
  const { error } = await supabase.rpc('assign_program', { p_program_id: programId, p_client_ids: [clientId] });
  if (error) throw error;
}
