import { supabase } from '@/lib/supabase';

/**
 * Deactivate or reactivate a staff account (admins only: a trigger refuses anyone else). An
 * inactive account keeps its rows but reads and writes nothing (docs/security.md).
 */
export async function setTrainerActive(trainerId: string, active: boolean): Promise<void> {
  const { error } = await supabase
    .from('users')
    .update({ status: active ? 'active' : 'inactive' })
    .eq('id', trainerId)
    .in('role', ['staff']);
  if (error) throw error;
}
