import { supabase } from '@/lib/supabase';

/** Whether the signed-in client shares their cycle with their trainer (off by default). */
export async function getCycleSharing(userId: string): Promise<boolean> {
  const { data, error } = await supabase.from('users').select('cycle_shared_with_trainer').eq('id', userId).single();
  if (error) throw error;
  return data.cycle_shared_with_trainer;
}

export async function setCycleSharing(userId: string, shared: boolean): Promise<void> {
  const { error } = await supabase.from('users').update({ cycle_shared_with_trainer: shared }).eq('id', userId);
  if (error) throw error;
}
