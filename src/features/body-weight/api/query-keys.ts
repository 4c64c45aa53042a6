/** TanStack Query keys of body weight. */
export const bodyWeightKeys = {
  all: ['body-weight'] as const,
  entries: (clientId: string) => ['body-weight', clientId] as const,
  queue: (clientId: string) => ['body-weight', clientId, 'queue'] as const,
};
