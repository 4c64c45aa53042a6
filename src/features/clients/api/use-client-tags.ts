import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ownTagNamed, tagsByClient } from '../lib/client-tags';
import { createClientTag, listClientTags, listTagAssignments, tagClient, untagClient } from './client-tags';
import { clientsKeys } from './query-keys';
import { useCoachIdentity } from './use-roster';

/** The caller's tags and who carries them. */
export function useClientTags() {
  const { userId } = useCoachIdentity();
  const tags = useQuery({ queryKey: clientsKeys.tags(userId), queryFn: listClientTags, enabled: Boolean(userId) });
  const assignments = useQuery({
    queryKey: clientsKeys.tagAssignments(userId),
    queryFn: listTagAssignments,
    enabled: Boolean(userId),
  });
  const byClient = useMemo(() => tagsByClient(tags.data ?? [], assignments.data ?? []), [tags.data, assignments.data]);
  return { tags: tags.data ?? [], byClient, me: userId, error: tags.error ?? assignments.error };
}

/** Put a tag on a client by name (making the tag when the caller has none called that), or take one off. */
export function useTagActions() {
  const { userId } = useCoachIdentity();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: clientsKeys.tagsOf(userId) });
  const add = useMutation({
    mutationFn: async ({ name, clientId }: { name: string; clientId: string }) => {
      const tags = await queryClient.fetchQuery({ queryKey: clientsKeys.tags(userId), queryFn: listClientTags });
      const tagId = ownTagNamed(tags, name, userId)?.id ?? (await createClientTag(name));
      await tagClient(tagId, clientId);
    },
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: ({ tagId, clientId }: { tagId: string; clientId: string }) => untagClient(tagId, clientId),
    onSettled: refresh,
  });
  return { add, remove };
}
