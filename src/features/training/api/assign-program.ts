import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { trainingKeys } from './query-keys';

/**
 * Gives each client their own copy of the program (public.assign_program, docs/programs.md),
 * completing the program each was on. Returns the ids of the copies, in the order of `clientIds`.
 */
export async function assignProgram(programId: string, clientIds: string[]): Promise<string[]> {
  const { data, error } = await supabase.rpc('assign_program', { p_program_id: programId, p_client_ids: clientIds });
  if (error) throw error;
  return data ?? [];
}

/**
 * Assigning, from a program (many clients) or a client's profile (one). Every client's active
 * program and today's workout read fresh afterwards; `onAssigned` lets the caller refresh its own
 * reads too (the programs feature its lists).
 */
export function useAssignProgram(onAssigned?: () => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ programId, clientIds }: { programId: string; clientIds: string[] }) =>
      assignProgram(programId, clientIds),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: trainingKeys.all }), onAssigned?.()]),
  });
}
