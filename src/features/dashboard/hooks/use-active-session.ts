import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deleteWorkoutSession, getActiveSession, trainingKeys } from '@/features/training';

export function useActiveSession(userId: string) {
  return useQuery({ queryKey: trainingKeys.activeSession(userId), queryFn: () => getActiveSession(userId) });
}

/** Deletes the session, then refreshes every view of the user's training. */
export function useDiscardSession(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWorkoutSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trainingKeys.activeSession(userId) }),
  });
}
