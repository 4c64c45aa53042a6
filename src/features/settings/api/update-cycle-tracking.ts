import { trackProfileEdit } from '@/features/auth';
import { supabase } from '@/lib/supabase';

/** A profile edit: the start-up profile read does not undo it (`trackProfileEdit`). */
export function updateCycleTracking(userId: string, enabled: boolean): Promise<void> {
  return trackProfileEdit(async () => {
    const { error } = await supabase.from('users').update({ cycle_tracking_enabled: enabled }).eq('id', userId);
    if (error) throw error;
  });
}
