import { useQuery } from '@tanstack/react-query';
import { selectUser, useAuthStore } from '@/features/auth';
import { useAfterFirstPaint } from '@/lib/use-after-first-paint';
import { fetchUnreadTotal } from './messages';
import { messagingKeys } from './query-keys';
import { useMessagingLive } from './use-messaging-live';

/**
 * How many messages wait unread for the signed-in user; live. Read once the page has painted: a
 * badge can wait a frame, and its request then leaves the page's first reads their one round
 * (docs/performance.md).
 */
export function useUnreadTotal(): number {
  const me = useAuthStore(selectUser)?.id;
  const painted = useAfterFirstPaint();
  useMessagingLive(me, { deferred: true });
  const { data } = useQuery({
    queryKey: messagingKeys.unread(me ?? ''),
    queryFn: () => fetchUnreadTotal(me ?? ''),
    enabled: Boolean(me) && painted,
    staleTime: 30_000,
  });
  return data ?? 0;
}
