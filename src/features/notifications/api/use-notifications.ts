import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { selectUser, useAuthStore } from '@/features/auth';
import { fetchNotifications, markNotificationsRead, type AppNotification } from './notifications';
import { notificationKeys } from './query-keys';

/** The panel's list: the newest notifications, refreshed live by the bell's channel. */
export function useNotifications() {
  const me = useAuthStore(selectUser)?.id ?? '';
  return useQuery({ queryKey: notificationKeys.list(me), queryFn: fetchNotifications, enabled: Boolean(me) });
}

/**
 * Marks read (the given ids, or all when none). The list and the count change at once; the server's
 * answer (and the live change it causes) then confirms them.
 */
export function useMarkNotificationsRead() {
  const me = useAuthStore(selectUser)?.id ?? '';
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids?: string[]) => markNotificationsRead(ids),
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.forUser(me) });
      const now = new Date().toISOString();
      let marked = 0;
      queryClient.setQueryData<AppNotification[]>(notificationKeys.list(me), (rows) =>
        rows?.map((row) => {
          if (row.read_at !== null || (ids && !ids.includes(row.id))) return row;
          marked += 1;
          return { ...row, read_at: now };
        }),
      );
      queryClient.setQueryData<number>(notificationKeys.unread(me), (count) =>
        count === undefined ? count : ids ? Math.max(0, count - marked) : 0,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.forUser(me) }),
  });
}
