const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * When a notification arrived, short and in the reader's own clock: "Just now", "5 min ago",
 * "3 h ago", "Yesterday", then "Tue" within the week and "3 Dec" (with the year when not this one).
 */
export function notificationTime(iso: string, now: Date): string {
  const at = new Date(iso);
  const ago = now.getTime() - at.getTime();
  if (ago < MINUTE) return 'Just now';
  if (ago < HOUR) return `${Math.floor(ago / MINUTE)} min ago`;
  const startOfToday = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
  if (at.getTime() >= startOfToday) return `${Math.floor(ago / HOUR)} h ago`;
  if (at.getTime() >= startOfToday - DAY) return 'Yesterday';
  if (at.getTime() >= startOfToday - 6 * DAY) return at.toLocaleDateString('en-GB', { weekday: 'short' });
  return at.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    ...(at.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  });
}

/** The badge's text: the count, or "99+". */
export function badgeCount(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/** Only an in-app path is followed (the database allows nothing else; this keeps it so here too). */
export function safeInAppLink(link: string | null): string | null {
  return link && link.startsWith('/') && !link.startsWith('//') && !link.startsWith('/\\') ? link : null;
}
