import { z } from 'zod';
import { supabase } from '@/lib/supabase';

const exerciseSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  instructions: z.array(z.string()),
  muscle_groups: z.array(z.string()),
  secondary_muscles: z.array(z.string()),
  equipment: z.string().nullable(),
  category: z.string(),
  level: z.string(),
  mechanic: z.string().nullable(),
  force: z.string().nullable(),
  thumbnail_url: z.string().nullable(),
});

export type Exercise = z.infer<typeof exerciseSchema>;

/** One exercise with its instructions (null when it does not exist or is not visible). */
export async function getExercise(exerciseId: string): Promise<Exercise | null> {
  const { data, error } = await supabase
    .from('exercises')
    .select('id, name, description, instructions, muscle_groups, secondary_muscles, equipment, category, level, mechanic, force, thumbnail_url')
    .eq('id', exerciseId)
    .maybeSingle();
  if (error) throw error;
  return data ? exerciseSchema.parse(data) : null;
}
