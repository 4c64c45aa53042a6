import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { trainingKeys } from '@/features/training';
import { activeSessionQuery } from './today-queries';

export function useActiveSession(userId: string) {
  return useQuery(activeSessionQuery(userId));
}

/** Deletes the session (with the logger's discard, passed in), then refreshes every view of the user's training. */
export function useDiscardSession(userId: string, discardSession: (sessionId: string) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: discardSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trainingKeys.activeSession(userId) }),
  });
}
