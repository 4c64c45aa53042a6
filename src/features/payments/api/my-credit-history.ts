import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Database } from '@/lib/database.types';
import type { CreditLot } from './client-payment-rows';
import { clientPaymentsKeys } from './payments-keys';
import { supabase } from '@/lib/supabase';

/** The newest rows shown; older ones are on the studio's side (staff see the whole ledger). */
export const HISTORY_LIMIT = 100;

type LedgerRow = Pick<
  Database['public']['Tables']['credit_ledger']['Row'],
  'id' | 'lot_id' | 'delta' | 'reason' | 'booking_id' | 'order_id' | 'note' | 'created_at'
>;

export interface LedgerEntry extends LedgerRow {
  /** The booking the row is about (its service and start), when there is one. */
  booking: { starts_at: string; service: { name: string } | null } | null;
}

/**
 * Every credit in and out, newest first, with the booking it was for. The ledger names its booking
 * by id only (no foreign key: a ledger row outlives anything), so those bookings are a second read.
 */
async function getMyLedger(userId: string): Promise<LedgerEntry[]> {
  const { data, error } = await supabase
    .from('credit_ledger')
    .select('id, lot_id, delta, reason, booking_id, order_id, note, created_at')
    .eq('client_id', userId)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(HISTORY_LIMIT);
  if (error) throw error;
  const bookingIds = [...new Set(data.flatMap((row) => (row.booking_id ? [row.booking_id] : [])))];
  const bookings = new Map<string, LedgerEntry['booking']>();
  if (bookingIds.length > 0) {
    const read = await supabase.from('bookings').select('id, starts_at, service:services(name)').in('id', bookingIds);
    if (read.error) throw read.error;
    for (const booking of read.data) bookings.set(booking.id, booking);
  }
  return data.map((row) => ({ ...row, booking: row.booking_id ? (bookings.get(row.booking_id) ?? null) : null }));
}

export type NamedLot = CreditLot & { category: { name: string } | null; service: { name: string } | null };

/** The client's lots: what each purchase or period granted, what is left and when it expires. */
async function getMyLots(userId: string): Promise<NamedLot[]> {
  const { data, error } = await supabase
    .from('credit_lots')
    .select(
      'id, category_id, service_id, granted, remaining, expires_at, order_id, membership_id, created_at, category:credit_categories(name), service:services(name)',
    )
    .eq('client_id', userId)
    .order('created_at', { ascending: false });
  if (error) throw error;
  return data;
}

export const myLedgerQuery = (userId: string) =>
  queryOptions({ queryKey: clientPaymentsKeys.ledger(userId), queryFn: () => getMyLedger(userId) });
export const myLotsQuery = (userId: string) =>
  queryOptions({ queryKey: clientPaymentsKeys.lots(userId), queryFn: () => getMyLots(userId) });

export const useMyLedger = (userId: string) => useQuery(myLedgerQuery(userId));
export const useMyLots = (userId: string) => useQuery(myLotsQuery(userId));
