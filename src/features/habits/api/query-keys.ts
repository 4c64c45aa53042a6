/** TanStack Query keys of habits. */
export const habitKeys = {
  all: ['habits'] as const,
  habits: (clientId: string) => ['habits', clientId, 'list'] as const,
  ticks: (clientId: string) => ['habits', clientId, 'ticks'] as const,
  queue: (clientId: string) => ['habits', clientId, 'queue'] as const,
};
