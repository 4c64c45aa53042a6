/** TanStack Query keys of body weight. */
export const bodyWeightKeys = {
  all: ['body-weight'] as const,
  entries: (clientId: string) => ['body-weight', clientId] as const,
};
