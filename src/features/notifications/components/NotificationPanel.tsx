import { BellOff } from 'lucide-react';
import { useEffect, useRef, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import { LoadError } from '@/components/ui/LoadError';
import { Spinner } from '@/components/ui/Spinner';
import { TextButton } from '@/components/ui/TextButton';
import type { AppNotification } from '../api/notifications';
import { useMarkNotificationsRead, useNotifications } from '../api/use-notifications';
import { safeInAppLink } from '../lib/notification-time';
import { NotificationItem } from './NotificationItem';

/**
 * The notification panel under the bell: newest first, unread marked, "Mark all as read"; choosing
 * one marks it read and opens its page. A popover on a desktop, the full width under the header on
 * a phone. Escape closes it and gives focus back to the bell; a click outside closes it.
 */
export default function NotificationPanel({
  id,
  onClose,
  anchor,
}: {
  id: string;
  onClose: (returnFocus: boolean) => void;
  anchor: RefObject<HTMLElement | null>;
}) {
  const list = useNotifications();
  const markRead = useMarkNotificationsRead();
  const navigate = useNavigate();
  const panel = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    heading.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose(true);
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !anchor.current?.contains(target)) onClose(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [onClose, anchor]);

  const rows = list.data ?? [];
  const unread = rows.filter((row) => row.read_at === null).length;

  function choose(notification: AppNotification) {
    if (notification.read_at === null) markRead.mutate([notification.id]);
    const link = safeInAppLink(notification.link);
    onClose(!link);
    if (link) void navigate(link);
  }

  return (
    <div
      ref={panel}
      id={id}
      role="dialog"
      aria-labelledby={`${id}-title`}
      className="fixed inset-x-0 top-16 z-50 flex max-h-[calc(100dvh-4rem)] flex-col border-b border-slate-200 bg-white shadow-xl sm:absolute sm:top-12 sm:right-0 sm:left-auto sm:max-h-[min(36rem,calc(100dvh-5rem))] sm:w-96 sm:rounded-2xl sm:border dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-3 dark:border-slate-800">
        <h2
          ref={heading}
          id={`${id}-title`}
          tabIndex={-1}
          className="text-base font-semibold text-slate-900 outline-none dark:text-white"
        >
          Notifications
        </h2>
        {unread > 0 && <TextButton onClick={() => markRead.mutate(undefined)}>Mark all as read</TextButton>}
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
        {list.isPending ? (
          <div className="grid place-items-center py-10">
            <Spinner label="Loading notifications" />
          </div>
        ) : list.isError ? (
          <div className="p-4">
            <LoadError error={list.error} what="your notifications" onRetry={() => void list.refetch()} />
          </div>
        ) : rows.length === 0 ? (
          <div className="flex flex-col items-center gap-2 px-6 py-10 text-center">
            <BellOff aria-hidden="true" className="size-8 text-slate-400" />
            <p className="font-semibold text-slate-900 dark:text-white">You&apos;re all caught up</p>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              New messages, bookings and programs will show up here.
            </p>
          </div>
        ) : (
          <ul aria-label="Notifications, newest first" className="divide-y divide-slate-100 dark:divide-slate-800">
            {rows.map((row) => (
              <li key={row.id}>
                <NotificationItem notification={row} onChoose={choose} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
