import type { CreditBalance } from '../api/client-payment-rows';

export type BookingCost =
  | { kind: 'free' }
  | { kind: 'membership'; categoryName: string }
  | { kind: 'credit'; name: string; leftAfter: number }
  | { kind: 'none' };

/** The parts of a service that say how it is paid for. */
export interface PaidBy {
  serviceId: string;
  dropInPriceMinor: number | null;
  categoryIds: string[];
}

const expiryOrder = (value: string | null) => (value === null ? Number.POSITIVE_INFINITY : Date.parse(value));

/**
 * What booking the service would spend, by the server's own order: an unlimited membership of an
 * accepted category first, else the soonest-expiring credit of an accepted category or a drop-in
 * credit of this service. The server decides at booking time; this only says it beforehand.
 */
export function bookingCost(service: PaidBy, balances: readonly CreditBalance[]): BookingCost {
  if (service.dropInPriceMinor === null && service.categoryIds.length === 0) return { kind: 'free' };
  const accepts = (row: CreditBalance) =>
    row.service_id === service.serviceId || (row.category_id !== null && service.categoryIds.includes(row.category_id));
  const unlimited = balances.find((row) => row.unlimited && accepts(row));
  if (unlimited) return { kind: 'membership', categoryName: unlimited.category_name ?? 'this service' };
  const usable = balances
    .filter((row) => !row.unlimited && row.remaining > 0 && accepts(row))
    .sort((a, b) => expiryOrder(a.next_expiry) - expiryOrder(b.next_expiry));
  const first = usable[0];
  if (!first) return { kind: 'none' };
  const name = first.service_id ? `${first.service_name ?? 'this service'} (drop-in)` : (first.category_name ?? '');
  return { kind: 'credit', name, leftAfter: first.remaining - 1 };
}

/** The server's words when a client books a paid service with nothing to pay for it. */
export const NO_CREDIT_MESSAGE = 'You have no credit for this service';
