import { useQuery } from '@tanstack/react-query';
import { selectUser, useAuthStore } from '@/features/auth';
import { useAfterFirstPaint } from '@/lib/use-after-first-paint';
import { fetchUnreadNotificationCount } from './notifications';
import { notificationKeys } from './query-keys';
import { useNotificationsLive } from './use-notifications-live';

/**
 * How many notifications wait unread for the signed-in user; live. Read once the page has painted,
 * so the bell's request never delays a page's own first reads (docs/performance.md).
 */
export function useUnreadNotificationCount(): number {
  const me = useAuthStore(selectUser)?.id;
  const painted = useAfterFirstPaint();
  useNotificationsLive(me);
  const { data } = useQuery({
    queryKey: notificationKeys.unread(me ?? ''),
    queryFn: fetchUnreadNotificationCount,
    enabled: Boolean(me) && painted,
    staleTime: 30_000,
  });
  return data ?? 0;
}
