import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { activeProgramQuery } from './get-active-program';
import { trainingKeys } from './query-keys';

export interface AddWorkoutToProgram {
  /** Made once by the caller and kept across retries, so a retried add never adds twice. */
  rowId: string;
  programId: string;
  workoutId: string;
  /** 0 = Sunday ... 6 = Saturday; null on a flexible schedule (the next in order). */
  dayOfWeek: number | null;
}

/**
 * Appends a workout to a program's schedule (after its last workout). The row's id comes from the
 * caller: a second send of the same add (a retry, a double tap) finds the row there and does
 * nothing. Who may do it is the program's own rule (program_workouts' policies: the program's
 * author, the client's trainer, an admin).
 */
export async function addWorkoutToProgram({ rowId, programId, workoutId, dayOfWeek }: AddWorkoutToProgram) {
  const { data: last, error: readError } = await supabase
    .from('program_workouts')
    .select('position')
    .eq('program_id', programId)
    .order('position', { ascending: false })
    .limit(1)
    .maybeSingle();
  if (readError) throw readError;
  const { error } = await supabase.from('program_workouts').upsert(
    {
      id: rowId,
      program_id: programId,
      workout_id: workoutId,
      day_of_week: dayOfWeek,
      position: (last?.position ?? -1) + 1,
    },
    { onConflict: 'id', ignoreDuplicates: true },
  );
  if (error) throw error;
}

/** A client's active program, for a coach about to add to it (read only when `enabled`). */
export function useClientActiveProgram(clientId: string, enabled: boolean) {
  return useQuery({ ...activeProgramQuery(clientId), enabled: enabled && Boolean(clientId) });
}

/** Adding from outside the program builder (the AI trainer's chat); the client's schedule reads fresh after. */
export function useAddWorkoutToProgram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addWorkoutToProgram,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trainingKeys.all }),
  });
}
