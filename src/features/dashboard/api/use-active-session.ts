import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { trainingKeys } from '@/features/training';
import { discardWorkoutSession } from '@/features/logger';
import { activeSessionQuery } from './today-queries';

export function useActiveSession(userId: string) {
  return useQuery(activeSessionQuery(userId));
}

/** Deletes the session, then refreshes every view of the user's training. */
export function useDiscardSession(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: discardWorkoutSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trainingKeys.activeSession(userId) }),
  });
}
