import type { Tables } from '@/lib/database.types';
import { fetchAllPages } from '@/lib/fetch-all-pages';
import { supabase } from '@/lib/supabase';

export type ProgressSet = Pick<
  Tables<'workout_log_sets'>,
  'log_id' | 'exercise_id' | 'reps' | 'weight' | 'completed' | 'is_warmup' | 'performed_at'
> & {
  exercise: Pick<Tables<'exercises'>, 'name'> | null;
};

/** Every set the person logged since `since`, oldest first, with the exercise's name. */
export async function listPerformedSets(userId: string, since: Date): Promise<ProgressSet[]> {
  return fetchAllPages((from, to) =>
    supabase
      .from('workout_log_sets')
      .select('log_id, exercise_id, reps, weight, completed, is_warmup, performed_at, exercise:exercises ( name )')
      .eq('user_id', userId)
      .gte('performed_at', since.toISOString())
      .order('performed_at', { ascending: true })
      .order('id')
      .range(from, to),
  );
}
