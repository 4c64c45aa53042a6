import { useMutation } from '@tanstack/react-query';
import { trackProfileEdit, useAuthStore } from '@/features/auth';
import { supabase } from '@/lib/supabase';

/** A profile edit: the start-up profile read does not undo it (`trackProfileEdit`). */
export function updateCycleTracking(userId: string, enabled: boolean): Promise<void> {
  return trackProfileEdit(async () => {
    const { error } = await supabase.from('users').update({ cycle_tracking_enabled: enabled }).eq('id', userId);
    if (error) throw error;
  });
}

/** Saved to the profile, then the store. */
export function useUpdateCycleTracking(userId: string) {
  const setEnabled = useAuthStore((state) => state.setCycleTrackingEnabled);
  return useMutation({
    mutationFn: (enabled: boolean) => updateCycleTracking(userId, enabled),
    onSuccess: (_data, enabled) => setEnabled(enabled),
  });
}
