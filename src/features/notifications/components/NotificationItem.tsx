import { useState } from 'react';
import { cn } from '@/lib/cn';
import type { AppNotification } from '../api/notifications';
import { notificationTime } from '../lib/notification-time';

/** One row of the panel: what happened (as text), when, and whether it is unread. */
export function NotificationItem({
  notification,
  onChoose,
}: {
  notification: AppNotification;
  onChoose: (notification: AppNotification) => void;
}) {
  const [now] = useState(() => new Date());
  const unread = notification.read_at === null;
  return (
    <button
      type="button"
      onClick={() => onChoose(notification)}
      data-unread={unread ? 'true' : undefined}
      className={cn(
        'flex w-full gap-3 px-4 py-3 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-emerald-500 dark:hover:bg-slate-800/60',
        unread && 'bg-emerald-50/60 dark:bg-emerald-500/5',
      )}
    >
      <span
        aria-hidden="true"
        className={cn('mt-1.5 size-2 shrink-0 rounded-full', unread ? 'bg-emerald-600' : 'bg-transparent')}
      />
      <span className="min-w-0 flex-1">
        {unread && <span className="sr-only">Unread: </span>}
        <span
          className={cn(
            'block text-sm break-words text-slate-900 dark:text-white',
            unread ? 'font-semibold' : 'font-normal',
          )}
        >
          {notification.title}
        </span>
        {notification.body && (
          <span className="mt-0.5 line-clamp-2 block text-sm break-words text-slate-600 dark:text-slate-400">
            {notification.body}
          </span>
        )}
        <span className="mt-1 block text-xs text-slate-500 dark:text-slate-400">
          <time dateTime={notification.created_at}>{notificationTime(notification.created_at, now)}</time>
        </span>
      </span>
    </button>
  );
}
