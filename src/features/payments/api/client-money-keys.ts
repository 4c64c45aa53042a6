/**
 * Query keys of a client's money as staff see it (the client profile's "Credits and payments"),
 * written here and nowhere else. Every read of one client shares `client(clientId)`, so a write
 * (adjust, refund, a membership change) refreshes them all at once.
 */
export const clientMoneyKeys = {
  all: ['payments', 'client-money'] as const,
  client: (clientId: string) => [...clientMoneyKeys.all, 'client', clientId] as const,
  balances: (clientId: string) => [...clientMoneyKeys.client(clientId), 'balances'] as const,
  ledger: (clientId: string) => [...clientMoneyKeys.client(clientId), 'ledger'] as const,
  orders: (clientId: string) => [...clientMoneyKeys.client(clientId), 'orders'] as const,
  memberships: (clientId: string) => [...clientMoneyKeys.client(clientId), 'memberships'] as const,
  categories: () => [...clientMoneyKeys.all, 'categories'] as const,
  studio: () => [...clientMoneyKeys.all, 'studio'] as const,
};
