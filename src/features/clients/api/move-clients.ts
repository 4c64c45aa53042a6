import { supabase } from '@/lib/supabase';

/** Admins only: reassign clients to another trainer in one transaction. Answers how many moved. */
export async function moveClients(clientIds: string[], trainerId: string): Promise<number> {
  const { data, error } = await supabase.rpc('move_clients', { p_client_ids: clientIds, p_trainer_id: trainerId });
  if (error) throw error;
  return data;
}
