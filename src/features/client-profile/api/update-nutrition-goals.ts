import { supabase } from '@/lib/supabase';
import type { NutritionGoals } from '../lib/nutrition';

/** Saves the goals on the client's record, creating the record if the client has none yet. */
export async function updateNutritionGoals(clientId: string, goals: NutritionGoals): Promise<void> {
  const { error } = await supabase.from('clients').upsert(
    {
      id: clientId,
      daily_calorie_goal: goals.calories,
      macro_protein_goal: goals.protein,
      macro_carb_goal: goals.carbs,
      macro_fat_goal: goals.fat,
    },
    { onConflict: 'id' },
  );
  if (error) throw error;
}
