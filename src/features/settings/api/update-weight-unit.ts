import { trackProfileEdit } from '@/features/auth';
import { supabase } from '@/lib/supabase';
import type { WeightUnit } from '@/lib/units';

/** A profile edit: the start-up profile read does not undo it (`trackProfileEdit`). */
export function updateWeightUnit(userId: string, unit: WeightUnit): Promise<void> {
  return trackProfileEdit(async () => {
    const { error } = await supabase.from('users').update({ weight_unit: unit }).eq('id', userId);
    if (error) throw error;
  });
}
