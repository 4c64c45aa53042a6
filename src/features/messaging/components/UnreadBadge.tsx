import { cn } from '@/lib/cn';
import { useUnreadTotal } from '../api/use-unread-total';

/**
 * The unread count on the Messages navigation items; nothing when all is read. The number is drawn
 * from a data attribute, so the item's text stays "Messages" and screen readers hear "3 unread".
 */
export function UnreadBadge({ className }: { className?: string }) {
  const count = useUnreadTotal();
  if (count === 0) return null;
  return (
    <span
      data-testid="unread-badge"
      data-count={count > 99 ? '99+' : String(count)}
      role="img"
      aria-label={`${count} unread`}
      className={cn(
        'grid min-w-5 place-items-center rounded-full bg-red-600 px-1.5 text-[11px] leading-5 font-semibold text-white after:content-[attr(data-count)]',
        className,
      )}
    />
  );
}
