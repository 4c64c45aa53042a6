export const notificationKeys = {
  /** Everything of one person's notifications: what a live change refreshes. */
  forUser: (me: string) => ['notifications', me] as const,
  list: (me: string) => ['notifications', me, 'list'] as const,
  unread: (me: string) => ['notifications', me, 'unread'] as const,
};
