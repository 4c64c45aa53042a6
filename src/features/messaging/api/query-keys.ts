export const messagingKeys = {
  all: ['messaging'] as const,
  /** Everything of one person's inbox: what a sent or received message refreshes. */
  forUser: (me: string) => ['messaging', me] as const,
  threads: (me: string) => ['messaging', me, 'threads'] as const,
  contacts: (me: string) => ['messaging', me, 'contacts'] as const,
  thread: (me: string, other: string) => ['messaging', me, 'thread', other] as const,
  unread: (me: string) => ['messaging', me, 'unread'] as const,
  outbox: (me: string) => ['messaging', me, 'outbox'] as const,
  /** A signed link to an attachment (outside `forUser`: a new message does not re-sign every file). */
  attachmentUrl: (path: string) => ['messaging', 'attachment-url', path] as const,
  savedReplies: (me: string) => ['messaging', me, 'saved-replies'] as const,
  audienceChoices: (me: string) => ['messaging', me, 'audience-choices'] as const,
  audience: (me: string, args: unknown) => ['messaging', me, 'audience', args] as const,
  sentBroadcasts: (me: string) => ['messaging', me, 'sent-broadcasts'] as const,
  firstName: (me: string, other: string) => ['messaging', me, 'first-name', other] as const,
};
