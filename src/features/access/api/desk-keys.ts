/**
 * The query keys of the check-in desk and a client's check-in log, built here and nowhere else
 * (docs/architecture.md's query convention), under `['access', 'desk']`.
 */
export const accessDeskKeys = {
  all: ['access', 'desk'] as const,
  /** A client's check-ins and refused attempts, as their profile shows them to staff. */
  log: (clientId: string) => [...accessDeskKeys.all, 'log', clientId] as const,
};
