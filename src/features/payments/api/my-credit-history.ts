import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CreditLot, CreditReason } from './client-payment-rows';
import { clientPaymentsKeys } from './client-payments-keys';
import { db } from './untyped-db';

/** The newest rows shown; older ones are on the studio's side (staff see the whole ledger). */
export const HISTORY_LIMIT = 100;

export interface LedgerEntry {
  id: number;
  lot_id: string;
  delta: number;
  reason: CreditReason;
  order_id: string | null;
  note: string | null;
  created_at: string;
  booking: { starts_at: string; service: { name: string } | null } | null;
}

/** Every credit in and out, newest first, with the booking it was for (service and start). */
async function getMyLedger(userId: string): Promise<LedgerEntry[]> {
  const { data, error } = await db
    .from('credit_ledger')
    .select(
      'id, lot_id, delta, reason, order_id, note, created_at, booking:bookings(starts_at, service:services(name))',
    )
    .eq('client_id', userId)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(HISTORY_LIMIT);
  if (error) throw error;
  return (data ?? []) as unknown as LedgerEntry[];
}

export type NamedLot = CreditLot & { category: { name: string } | null; service: { name: string } | null };

/** The client's lots: what each purchase or period granted, what is left and when it expires. */
async function getMyLots(userId: string): Promise<NamedLot[]> {
  const { data, error } = await db
    .from('credit_lots')
    .select(
      'id, category_id, service_id, granted, remaining, expires_at, order_id, membership_id, created_at, category:credit_categories(name), service:services(name)',
    )
    .eq('client_id', userId)
    .order('created_at', { ascending: false });
  if (error) throw error;
  return (data ?? []) as unknown as NamedLot[];
}

export const myLedgerQuery = (userId: string) =>
  queryOptions({ queryKey: clientPaymentsKeys.ledger(userId), queryFn: () => getMyLedger(userId) });
export const myLotsQuery = (userId: string) =>
  queryOptions({ queryKey: clientPaymentsKeys.lots(userId), queryFn: () => getMyLots(userId) });

export const useMyLedger = (userId: string) => useQuery(myLedgerQuery(userId));
export const useMyLots = (userId: string) => useQuery(myLotsQuery(userId));
