/**
 * Every query key of the payments feature, built here and nowhere else (docs/architecture.md's
 * query convention). All sit under `['payments']`, so a payment, a refund or a price change can
 * refresh the whole feature; each area has its own prefix below it.
 */
/** The admin's catalogue: every catalogue read sits under `catalogue()`. */
export const paymentsKeys = {
  all: ['payments'] as const,
  /** The studio's currency and time zone, as the catalogue shows money and dates. */
  studioMoney: () => [...paymentsKeys.all, 'studio-money'] as const,
  catalogue: () => [...paymentsKeys.all, 'catalogue'] as const,
  categories: () => [...paymentsKeys.catalogue(), 'categories'] as const,
  servicePricing: () => [...paymentsKeys.catalogue(), 'service-pricing'] as const,
  packages: () => [...paymentsKeys.catalogue(), 'packages'] as const,
  plans: () => [...paymentsKeys.catalogue(), 'plans'] as const,
  discounts: () => [...paymentsKeys.catalogue(), 'discounts'] as const,
};

/** The client's own screens ("Membership and credits", the booking flow's credit offer). */
export const clientPaymentsKeys = {
  all: ['payments', 'client'] as const,
  balances: (userId: string) => [...clientPaymentsKeys.all, 'balances', userId] as const,
  lots: (userId: string) => [...clientPaymentsKeys.all, 'lots', userId] as const,
  ledger: (userId: string) => [...clientPaymentsKeys.all, 'ledger', userId] as const,
  orders: (userId: string) => [...clientPaymentsKeys.all, 'orders', userId] as const,
  order: (orderId: string) => [...clientPaymentsKeys.all, 'order', orderId] as const,
  memberships: (userId: string) => [...clientPaymentsKeys.all, 'memberships', userId] as const,
  catalogue: () => [...clientPaymentsKeys.all, 'catalogue'] as const,
  serviceTerms: (serviceId: string) => [...clientPaymentsKeys.all, 'service-terms', serviceId] as const,
};

/** A client's money as staff see it (the client profile); every read of one client shares `client(id)`. */
export const clientMoneyKeys = {
  all: ['payments', 'client-money'] as const,
  client: (clientId: string) => [...clientMoneyKeys.all, 'client', clientId] as const,
  balances: (clientId: string) => [...clientMoneyKeys.client(clientId), 'balances'] as const,
  ledger: (clientId: string) => [...clientMoneyKeys.client(clientId), 'ledger'] as const,
  orders: (clientId: string) => [...clientMoneyKeys.client(clientId), 'orders'] as const,
  memberships: (clientId: string) => [...clientMoneyKeys.client(clientId), 'memberships'] as const,
  categories: () => [...clientMoneyKeys.all, 'categories'] as const,
};

/** The admins' analytics (payments_report). */
export const analyticsKeys = {
  all: ['payments', 'analytics'] as const,
  report: (from: string, to: string, bucket: string) => [...analyticsKeys.all, 'report', from, to, bucket] as const,
};
