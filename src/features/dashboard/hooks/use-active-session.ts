import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getActiveSession, trainingKeys } from '@/features/training';
import { discardWorkoutSession } from '@/features/logger';

export function useActiveSession(userId: string) {
  return useQuery({ queryKey: trainingKeys.activeSession(userId), queryFn: () => getActiveSession(userId) });
}

/** Deletes the session, then refreshes every view of the user's training. */
export function useDiscardSession(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: discardWorkoutSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trainingKeys.activeSession(userId) }),
  });
}
