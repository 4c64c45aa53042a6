import { useMutation } from '@tanstack/react-query';
import { trackProfileEdit } from '@/features/auth';
import { supabase } from '@/lib/supabase';
import type { WeightUnit } from '@/lib/units';
import { useWeightUnitStore } from '@/stores/weight-unit-store';

/** A profile edit: the start-up profile read does not undo it (`trackProfileEdit`). */
export function updateWeightUnit(userId: string, unit: WeightUnit): Promise<void> {
  return trackProfileEdit(async () => {
    const { error } = await supabase.from('users').update({ weight_unit: unit }).eq('id', userId);
    if (error) throw error;
  });
}

/** Saved to the profile, then the store (every screen follows it). */
export function useUpdateWeightUnit(userId: string) {
  const setUnit = useWeightUnitStore((state) => state.setUnit);
  return useMutation({
    mutationFn: (next: WeightUnit) => updateWeightUnit(userId, next),
    onSuccess: (_data, next) => setUnit(userId, next),
  });
}
