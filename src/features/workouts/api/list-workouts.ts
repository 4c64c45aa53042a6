import type { Tables } from '@/lib/database.types';
import { fetchAllPages } from '@/lib/fetch-all-pages';
import { supabase } from '@/lib/supabase';

const COLUMNS =
  'id, name, description, muscle_groups, difficulty, estimated_duration, workout_type, equipment, created_by, client_id, is_ai_generated, created_at, is_archived';

export type WorkoutSummary = Pick<
  Tables<'workouts'>,
  | 'id'
  | 'name'
  | 'description'
  | 'muscle_groups'
  | 'difficulty'
  | 'estimated_duration'
  | 'workout_type'
  | 'equipment'
  | 'created_by'
  | 'client_id'
  | 'is_ai_generated'
  | 'created_at'
  | 'is_archived'
>;

/**
 * The workouts a person may browse. Row-level security already limits a client to the workouts made
 * by or for them and those in their programs; `createdBy` narrows to one author. Archived workouts
 * are listed only when asked for.
 */
export async function listWorkouts({
  createdBy,
  archived = false,
}: { createdBy?: string; archived?: boolean } = {}): Promise<WorkoutSummary[]> {
  return fetchAllPages((from, to) => {
    let query = supabase.from('workouts').select(COLUMNS).eq('is_archived', archived);
    if (createdBy) query = query.eq('created_by', createdBy);
    return query.order('name').order('id').range(from, to);
  });
}
