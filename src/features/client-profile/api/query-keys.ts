/** TanStack Query keys of the client profile. */
export const profileKeys = {
  all: ['client-profile'] as const,
  client: (clientId: string) => ['client-profile', 'client', clientId] as const,
  onboarding: (clientId: string) => ['client-profile', 'onboarding', clientId] as const,
  nutrition: (clientId: string) => ['client-profile', 'nutrition', clientId] as const,
  notes: (clientId: string) => ['client-profile', 'notes', clientId] as const,
  photos: (clientId: string) => ['client-profile', 'photos', clientId] as const,
  photoUrl: (path: string) => ['client-profile', 'photo-url', path] as const,
  cycle: (clientId: string) => ['client-profile', 'cycle', clientId] as const,
  cycleSharing: (userId: string) => ['client-profile', 'cycle-sharing', userId] as const,
  templates: ['client-profile', 'templates'] as const,
  logs: (clientId: string) => ['client-profile', 'logs', clientId] as const,
  programWeeks: (clientId: string) => ['client-profile', 'logs', clientId, 'program-weeks'] as const,
  prescriptions: (workoutIds: string[]) => ['client-profile', 'prescriptions', ...workoutIds] as const,
  myComments: (userId: string) => ['client-profile', 'my-comments', userId] as const,
};
