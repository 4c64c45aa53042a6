import { useMutation, useQueryClient } from '@tanstack/react-query';
import { establishSession } from '../lib/session';
import { acceptInvitation } from './invitations';

/**
 * Accepts an invitation for the signed-in client, then reads their profile again (the coach and
 * client type changed) and drops every cached read made for the old ones.
 */
export function useAcceptInvitation(userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (token: string) => {
      if (!userId) throw new Error('Sign in to accept the invitation');
      await acceptInvitation(token);
      await establishSession(userId, 'login');
      await queryClient.invalidateQueries();
    },
  });
}
