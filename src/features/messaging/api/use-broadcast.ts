import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { audienceArgs, audienceProblem, type Audience } from '../lib/broadcast';
import { fetchAudienceChoices } from './audience-choices';
import { previewBroadcast, sendBroadcast } from './broadcasts';
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

export function useSendBroadcast(me: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body, audience }: { id: string; body: string; audience: Audience }) =>
      sendBroadcast(id, body, audience),
    // The new messages show in the conversation list and each thread.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagingKeys.forUser(me) }),
  });
}
