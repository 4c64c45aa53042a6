import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { LEDGER_COLUMNS } from './client-money-columns';
import { clientMoneyKeys } from './payments-keys';

export const LEDGER_LIMIT = 200;

/**
 * Every credit in and out of a client's lots, newest first (the newest LEDGER_LIMIT rows), with who
 * made each change and the session it was for. The ledger keeps plain ids (a row never changes, so
 * it has no foreign keys to embed through): the names and session times are read after it, as far
 * as RLS shows them (a trainer reads their clients and themself, not other staff).
 */
export async function listClientLedger(clientId: string) {
  const { data, error } = await supabase
    .from('credit_ledger')
    .select(LEDGER_COLUMNS)
    .eq('client_id', clientId)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(LEDGER_LIMIT);
  if (error) throw error;
  const distinct = (ids: Array<string | null>) => [...new Set(ids.filter((id): id is string => id !== null))];
  const actorIds = distinct(data.map((row) => row.actor_id));
  const bookingIds = distinct(data.map((row) => row.booking_id));
  const [actors, bookings] = await Promise.all([
    actorIds.length
      ? supabase.from('users').select('id, first_name, last_name').in('id', actorIds)
      : { data: [], error: null },
    bookingIds.length
      ? supabase.from('bookings').select('id, starts_at').in('id', bookingIds)
      : { data: [], error: null },
  ]);
  if (actors.error) throw actors.error;
  if (bookings.error) throw bookings.error;
  const actorById = new Map(actors.data.map((actor) => [actor.id, actor]));
  const bookingById = new Map(bookings.data.map((booking) => [booking.id, booking]));
  return data.map((row) => ({
    ...row,
    actor: (row.actor_id && actorById.get(row.actor_id)) || null,
    booking: (row.booking_id && bookingById.get(row.booking_id)) || null,
  }));
}

export type LedgerEntry = Awaited<ReturnType<typeof listClientLedger>>[number];

export const clientLedgerQuery = (clientId: string) =>
  queryOptions({ queryKey: clientMoneyKeys.ledger(clientId), queryFn: () => listClientLedger(clientId) });

export const useClientLedger = (clientId: string) => useQuery(clientLedgerQuery(clientId));
