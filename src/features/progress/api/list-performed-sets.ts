import { z } from 'zod';
import { fetchAllPages } from '@/lib/fetch-all-pages';
import { supabase } from '@/lib/supabase';

const performedSetSchema = z.object({
  log_id: z.string(),
  exercise_id: z.string(),
  reps: z.number().nullable(),
  weight: z.number().nullable(),
  completed: z.boolean(),
  is_warmup: z.boolean(),
  performed_at: z.string(),
  exercise: z.object({ name: z.string() }).nullable(),
});

export type ProgressSet = z.infer<typeof performedSetSchema>;

/** Every set the person logged since `since`, oldest first, with the exercise's name. */
export async function listPerformedSets(userId: string, since: Date): Promise<ProgressSet[]> {
  const rows = await fetchAllPages((from, to) =>
    supabase
      .from('workout_log_sets')
      .select('log_id, exercise_id, reps, weight, completed, is_warmup, performed_at, exercise:exercises ( name )')
      .eq('user_id', userId)
      .gte('performed_at', since.toISOString())
      .order('performed_at', { ascending: true })
      .order('id')
      .range(from, to),
  );
  return z.array(performedSetSchema).parse(rows);
}
