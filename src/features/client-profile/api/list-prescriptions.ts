import { supabase } from '@/lib/supabase';

/** What each workout prescribes, exercise by exercise, for the workouts the logs came from. */
export async function listPrescriptions(workoutIds: string[]) {
  if (workoutIds.length === 0) return [];
  const { data, error } = await supabase
    .from('workout_exercises')
    .select(
      'id, workout_id, exercise_id, order, sets, rep_single, rep_min, rep_max, rep_is_range, is_time_based, duration, weight, exercise:exercises ( name )',
    )
    .in('workout_id', workoutIds)
    .order('order');
  if (error) throw error;
  return data;
}

export type Prescription = Awaited<ReturnType<typeof listPrescriptions>>[number];
