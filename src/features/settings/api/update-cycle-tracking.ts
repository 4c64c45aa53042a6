import { supabase } from '@/lib/supabase';

export async function updateCycleTracking(userId: string, enabled: boolean): Promise<void> {
  const { error } = await supabase.from('users').update({ cycle_tracking_enabled: enabled }).eq('id', userId);
  if (error) throw error;
}
