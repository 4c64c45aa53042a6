/** TanStack Query keys of the programs feature: the one place they are written. */
export const programKeys = {
  all: ['programs'] as const,
  list: (role: string, userId: string) => ['programs', 'list', role, userId] as const,
  detail: (programId: string) => ['programs', 'detail', programId] as const,
  activeCopies: (templateId: string) => ['programs', 'active-copies', templateId] as const,
  libraryWorkouts: (userId: string) => ['programs', 'library-workouts', userId] as const,
};
