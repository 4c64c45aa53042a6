import { Bell } from 'lucide-react';
import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { useUnreadNotificationCount } from '../api/use-unread-notifications';
import { badgeCount } from '../lib/notification-time';

// The panel (its list, times, actions) loads on the first open: the bell on every page stays a
// button and a count (the route budgets of `npm run size`).
const loadPanel = () => import('./NotificationPanel');
const NotificationPanel = lazy(loadPanel);

/** The header's bell: the unread count, live; opens the notification panel. */
export function NotificationBell() {
  const count = useUnreadNotificationCount();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  }, []);
  const label = count > 0 ? `Notifications, ${count} unread` : 'Notifications';
  return (
    <div className="relative">
      <button
        ref={button}
        type="button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        data-testid="notification-bell"
        onClick={() => setOpen((value) => !value)}
        // Start fetching the panel's code as soon as a pointer comes near.
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        className="relative grid size-10 place-items-center rounded-lg text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-emerald-500 dark:text-slate-300 dark:hover:bg-slate-800"
      >
        <Bell aria-hidden="true" className="size-5" />
        {count > 0 && (
          <span
            data-testid="notification-count"
            data-count={badgeCount(count)}
            aria-hidden="true"
            className={cn(
              'absolute -top-0.5 -right-0.5 grid min-w-5 place-items-center rounded-full bg-red-600 px-1 text-[11px] leading-5 font-semibold text-white',
              'after:content-[attr(data-count)]',
            )}
          />
        )}
      </button>
      {open && (
        <Suspense fallback={null}>
          <NotificationPanel id={panelId} onClose={close} anchor={button} />
        </Suspense>
      )}
    </div>
  );
}
