/**
 * The query keys of the check-in desk and of a client's check-in log and key as staff see them,
 * built here and nowhere else (docs/architecture.md's query convention), under `['access', 'desk']`.
 */
export const accessDeskKeys = {
  all: ['access', 'desk'] as const,
  /** Everything the profile shows about one client's check-ins (a revoke refreshes it all). */
  client: (clientId: string) => [...accessDeskKeys.all, 'client', clientId] as const,
  /** A client's check-ins and refused attempts. */
  log: (clientId: string) => [...accessDeskKeys.client(clientId), 'log'] as const,
  /** A client's key: member number and revocation, never the secret. */
  key: (clientId: string) => [...accessDeskKeys.client(clientId), 'key'] as const,
};
