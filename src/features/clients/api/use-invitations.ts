import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClientType } from '@/lib/account-enums';
import {
  answerJoinRequest,
  getJoinCode,
  listInvitations,
  listJoinRequests,
  resendInvitation,
  revokeInvitation,
  sendInvitation,
  type NewInvitation,
} from './invitations';
import { clientsKeys } from './query-keys';
import { useCoachIdentity } from './use-roster';

export function useInvitations() {
  const { userId } = useCoachIdentity();
  return useQuery({ queryKey: clientsKeys.invitations(userId), queryFn: listInvitations, enabled: Boolean(userId) });
}

export function useJoinCode() {
  const { userId } = useCoachIdentity();
  return useQuery({ queryKey: clientsKeys.joinCode(userId), queryFn: () => getJoinCode(), enabled: Boolean(userId) });
}

export function useJoinRequests() {
  const { userId } = useCoachIdentity();
  return useQuery({ queryKey: clientsKeys.joinRequests(userId), queryFn: listJoinRequests, enabled: Boolean(userId) });
}

/** Every invitation change refreshes the roster's lists (an accepted join adds a client too). */
function useClientsMutation<T, R>(run: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientsKeys.all }),
  });
}

export const useSendInvitation = () => useClientsMutation((invitation: NewInvitation) => sendInvitation(invitation));
export const useResendInvitation = () => useClientsMutation((id: string) => resendInvitation(id));
export const useRevokeInvitation = () => useClientsMutation((id: string) => revokeInvitation(id));
export const useRegenerateJoinCode = () => useClientsMutation(() => getJoinCode(true));
export const useAnswerJoinRequest = () =>
  useClientsMutation(({ id, accept, clientType }: { id: string; accept: boolean; clientType: ClientType }) =>
    answerJoinRequest(id, accept, clientType),
  );
