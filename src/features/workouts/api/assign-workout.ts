import { useMutation, useQueryClient } from '@tanstack/react-query';
import { trainingKeys, workoutKeys } from '@/features/training';
import { supabase } from '@/lib/supabase';

/**
 * Makes a workout one client's own ("made for"): it shows in their Workouts list. Row-level
 * security lets only the workout's creator (or an admin) change it, for a client they coach.
 */
export async function assignWorkout(workoutId: string, clientId: string): Promise<void> {
  const { error } = await supabase.from('workouts').update({ client_id: clientId }).eq('id', workoutId);
  if (error) throw error;
}

/** The workout joins the client's list; its page reads who it is for again. */
export function useAssignWorkout(workoutId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (clientId: string) => assignWorkout(workoutId, clientId),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: workoutKeys.all }),
        queryClient.invalidateQueries({ queryKey: trainingKeys.workout(workoutId) }),
      ]),
  });
}
