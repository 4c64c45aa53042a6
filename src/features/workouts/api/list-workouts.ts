import { z } from 'zod';
import { fetchAllPages } from '@/lib/fetch-all-pages';
import { supabase } from '@/lib/supabase';

const COLUMNS = 'id, name, description, muscle_groups, difficulty, estimated_duration, workout_type, equipment, created_by, client_id, is_ai_generated, created_at';

export const workoutSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  muscle_groups: z.array(z.string()),
  difficulty: z.string(),
  estimated_duration: z.number().nullable(),
  workout_type: z.string(),
  equipment: z.array(z.string()),
  created_by: z.string(),
  client_id: z.string().nullable(),
  is_ai_generated: z.boolean(),
  created_at: z.string(),
});

export type WorkoutSummary = z.infer<typeof workoutSummarySchema>;

/**
 * The workouts a person may browse. Row-level security already limits a client to the workouts made
 * by or for them and those in their programs; `createdBy` narrows staff to their own.
 */
export async function listWorkouts({ createdBy }: { createdBy?: string } = {}): Promise<WorkoutSummary[]> {
  const rows = await fetchAllPages((from, to) => {
    let query = supabase.from('workouts').select(COLUMNS);
    if (createdBy) query = query.eq('created_by', createdBy);
    return query.order('name').order('id').range(from, to);
  });
  return z.array(workoutSummarySchema).parse(rows);
}
