import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createSavedReply,
  deleteSavedReply,
  fetchFirstName,
  listSavedReplies,
  updateSavedReply,
  type SavedReply,
} from './saved-replies';
import { messagingKeys } from './query-keys';

export function useSavedReplies(me: string, enabled = true) {
  return useQuery({ queryKey: messagingKeys.savedReplies(me), queryFn: listSavedReplies, enabled });
}

/** Create (no id) or edit (an id) a saved reply, or delete one. */
export function useSaveReply(me: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reply: Omit<SavedReply, 'id'> & { id?: string }) =>
      reply.id ? updateSavedReply({ ...reply, id: reply.id }) : createSavedReply(reply),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagingKeys.savedReplies(me) }),
  });
}

export function useDeleteReply(me: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedReply,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagingKeys.savedReplies(me) }),
  });
}

export function useFirstName(me: string, other: string, enabled: boolean) {
  return useQuery({
    queryKey: messagingKeys.firstName(me, other),
    queryFn: () => fetchFirstName(other),
    enabled,
    staleTime: 5 * 60_000,
  });
}
