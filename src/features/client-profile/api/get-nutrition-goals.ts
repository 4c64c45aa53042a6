import { useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { NUTRITION_DEFAULTS, type NutritionGoals } from '../lib/nutrition';
import { profileKeys } from './query-keys';

/** The client's nutrition goals; the spec's defaults when they have no client record yet. */
export async function getNutritionGoals(clientId: string): Promise<NutritionGoals> {
  const { data, error } = await supabase
    .from('clients')
    .select('daily_calorie_goal, macro_protein_goal, macro_carb_goal, macro_fat_goal')
    .eq('id', clientId)
    .maybeSingle();
  if (error) throw error;
  if (!data) return { ...NUTRITION_DEFAULTS };
  return {
    calories: data.daily_calorie_goal,
    protein: data.macro_protein_goal,
    carbs: data.macro_carb_goal,
    fat: data.macro_fat_goal,
  };
}

/** The coach's editor and the client's own card (the dashboard) read the same entry. */
export function useNutritionGoals(clientId: string) {
  return useQuery({ queryKey: profileKeys.nutrition(clientId), queryFn: () => getNutritionGoals(clientId) });
}
