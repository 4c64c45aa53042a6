import { useMutation } from '@tanstack/react-query';
import { useRefreshTraining, useRefreshWorkouts } from '@/features/training';
import type { Json } from '@/lib/database.types';
import { supabase } from '@/lib/supabase';
import type { SaveWorkoutArgs } from '../lib/save-as-workout';

/** Saves a finished workout as the client's own workout (`save_workout`); returns its id. */
export async function saveAsWorkout(args: SaveWorkoutArgs): Promise<string> {
  const { data, error } = await supabase.rpc('save_workout', {
    p_workout: args.p_workout as unknown as Json,
    p_exercises: args.p_exercises as unknown as Json,
  });
  if (error) throw error;
  return data.id;
}

/** Afterwards the client's workouts list shows it, and every training view reads fresh. */
export function useSaveAsWorkout() {
  const refreshTraining = useRefreshTraining();
  const refreshWorkouts = useRefreshWorkouts();
  return useMutation({
    mutationFn: saveAsWorkout,
    onSuccess: () => void Promise.all([refreshTraining(), refreshWorkouts()]),
  });
}
