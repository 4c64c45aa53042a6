import { supabase } from '@/lib/supabase';
import type { WeightUnit } from '@/lib/units';

export async function updateWeightUnit(userId: string, unit: WeightUnit): Promise<void> {
  const { error } = await supabase.from('users').update({ weight_unit: unit }).eq('id', userId);
  if (error) throw error;
}
