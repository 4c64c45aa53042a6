import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { audienceArgs, audienceProblem, type Audience } from '../lib/broadcast';
import { fetchAudienceChoices } from './audience-choices';
import { listSentBroadcasts, previewBroadcast, sendBroadcast } from './broadcasts';
import { messagingKeys } from './query-keys';

export function useAudienceChoices(me: string, enabled: boolean) {
  return useQuery({ queryKey: messagingKeys.audienceChoices(me), queryFn: () => fetchAudienceChoices(me), enabled });
}

/** The recipients the audience reaches now (nothing is asked while the audience is incomplete). */
export function useBroadcastPreview(me: string, audience: Audience, enabled: boolean) {
  return useQuery({
    queryKey: messagingKeys.audience(me, audienceArgs(audience)),
    queryFn: () => previewBroadcast(audience),
    enabled: enabled && audienceProblem(audience) === null,
  });
}

/** The coach's last broadcasts, read when the list is opened. */
export function useSentBroadcasts(me: string, enabled: boolean) {
  return useQuery({ queryKey: messagingKeys.sentBroadcasts(me), queryFn: () => listSentBroadcasts(me), enabled });
}

export function useSendBroadcast(me: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body, audience }: { id: string; body: string; audience: Audience }) =>
      sendBroadcast(id, body, audience),
    // The new messages show in the conversation list and each thread, the broadcast in the sent list.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagingKeys.forUser(me) }),
  });
}
