import { useQuery } from '@tanstack/react-query';
import { selectUser, useAuthStore } from '@/features/auth';
import { fetchUnreadTotal } from '../api/messages';
import { messagingKeys } from './query-keys';
import { useMessagingLive } from './use-messaging-live';

/** How many messages wait unread for the signed-in user; live. */
export function useUnreadTotal(): number {
  const me = useAuthStore(selectUser)?.id;
  useMessagingLive(me, { deferred: true });
  const { data } = useQuery({
    queryKey: messagingKeys.unread(me ?? ''),
    queryFn: () => fetchUnreadTotal(me ?? ''),
    enabled: Boolean(me),
    staleTime: 30_000,
  });
  return data ?? 0;
}
