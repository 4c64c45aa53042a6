/** TanStack Query keys of the roster: the one place they are written. */
export const clientsKeys = {
  all: ['clients'] as const,
  roster: (userId: string) => ['clients', 'roster', userId] as const,
  signals: (clientId: string) => ['clients', 'signals', clientId] as const,
  trainers: ['clients', 'trainers'] as const,
  tagsOf: (userId: string) => ['clients', 'tags', userId] as const,
  tags: (userId: string) => ['clients', 'tags', userId, 'list'] as const,
  tagAssignments: (userId: string) => ['clients', 'tags', userId, 'assignments'] as const,
  invitations: (userId: string) => ['clients', 'invitations', userId] as const,
  joinCode: (userId: string) => ['clients', 'join-code', userId] as const,
  joinRequests: (userId: string) => ['clients', 'join-requests', userId] as const,
};
