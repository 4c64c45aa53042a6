/**
 * The query keys of the client's own payments screens ("Membership and credits" and the booking
 * flow's credit offer), built here and nowhere else. Everything sits under one prefix, so a payment
 * or a booking refreshes all of it at once.
 */
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
