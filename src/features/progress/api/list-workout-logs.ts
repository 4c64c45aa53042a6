import { z } from 'zod';
import { fetchAllPages } from '@/lib/fetch-all-pages';
import { supabase } from '@/lib/supabase';

const logSchema = z.object({ id: z.string(), created_at: z.string(), total_volume: z.number(), duration_seconds: z.number().nullable() });

export type ProgressLog = z.infer<typeof logSchema>;

/** The person's finished workouts since `since`, oldest first. */
export async function listWorkoutLogs(userId: string, since: Date): Promise<ProgressLog[]> {
  const rows = await fetchAllPages((from, to) =>
    supabase
      .from('workout_logs')
      .select('id, created_at, total_volume, duration_seconds')
      .eq('user_id', userId)
      .gte('created_at', since.toISOString())
      .order('created_at', { ascending: true })
      .order('id')
      .range(from, to),
  );
  return z.array(logSchema).parse(rows);
}
