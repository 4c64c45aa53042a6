import { useMutation } from '@tanstack/react-query';
import { useRefreshWorkouts } from '@/features/training';
import { supabase } from '@/lib/supabase';

/** Refused by the database while a program or a log uses the workout (the caller can archive it). */
export class WorkoutInUseError extends Error {
  override readonly name = 'WorkoutInUseError';
}

export async function deleteWorkout(workoutId: string): Promise<void> {
  const { error } = await supabase.from('workouts').delete().eq('id', workoutId);
  if (error?.code === 'PT409') throw new WorkoutInUseError(error.message);
  if (error) throw new Error(error.message);
}

/** Archived workouts leave the list and the pickers; programs and logs keep using them. */
export async function setWorkoutArchived(workoutId: string, archived: boolean): Promise<void> {
  const { error } = await supabase.from('workouts').update({ is_archived: archived }).eq('id', workoutId);
  if (error) throw new Error(error.message);
}

/** Delete, then the lists read fresh; `onDone` runs first (closing the confirmation). */
export function useDeleteWorkout(workoutId: string, onDone: () => void) {
  const refresh = useRefreshWorkouts();
  return useMutation({
    mutationFn: () => deleteWorkout(workoutId),
    onSuccess: async () => {
      onDone();
      await refresh();
    },
  });
}

export function useSetWorkoutArchived(workoutId: string, onDone: () => void) {
  const refresh = useRefreshWorkouts();
  return useMutation({
    mutationFn: (archived: boolean) => setWorkoutArchived(workoutId, archived),
    onSuccess: async () => {
      onDone();
      await refresh();
    },
  });
}
