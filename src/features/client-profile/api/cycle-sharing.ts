import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { profileKeys } from './query-keys';

/** Whether the signed-in client shares their cycle with their trainer (off by default). */
export async function getCycleSharing(userId: string): Promise<boolean> {
  const { data, error } = await supabase.from('users').select('cycle_shared_with_trainer').eq('id', userId).single();
  if (error) throw error;
  return data.cycle_shared_with_trainer;
}

export async function setCycleSharing(userId: string, shared: boolean): Promise<void> {
  const { error } = await supabase.from('users').update({ cycle_shared_with_trainer: shared }).eq('id', userId);
  if (error) throw error;
}

export function useCycleSharing(userId: string) {
  return useQuery({ queryKey: profileKeys.cycleSharing(userId), queryFn: () => getCycleSharing(userId) });
}

export function useSetCycleSharing(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: boolean) => setCycleSharing(userId, value),
    onSuccess: (_data, value) => queryClient.setQueryData(profileKeys.cycleSharing(userId), value),
  });
}
