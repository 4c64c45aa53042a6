import { z } from 'zod';
import { fetchAllPages } from '@/lib/fetch-all-pages';
import { supabase } from '@/lib/supabase';

export const exerciseSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  muscle_groups: z.array(z.string()),
  equipment: z.string().nullable(),
  category: z.string(),
  level: z.string(),
});

export type ExerciseSummary = z.infer<typeof exerciseSummarySchema>;

/** The whole active library in a few small columns (spec: exercises where is_active), by name. */
export async function listExercises(): Promise<ExerciseSummary[]> {
  const rows = await fetchAllPages((from, to) =>
    supabase.from('exercises').select('id, name, muscle_groups, equipment, category, level').eq('is_active', true).order('name').order('id').range(from, to),
  );
  return z.array(exerciseSummarySchema).parse(rows);
}
