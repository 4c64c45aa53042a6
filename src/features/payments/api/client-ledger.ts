import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { clientMoneyKeys } from './client-money-keys';
import { ledgerEntrySchema, type LedgerEntry } from './client-money-rows';
import { paymentsDb } from './payments-db';

export const LEDGER_LIMIT = 200;

const LEDGER_COLUMNS =
  'id, delta, reason, note, created_at, actor_id, booking_id, order_id, actor:users!credit_ledger_actor_id_fkey ( first_name, last_name ), booking:bookings ( starts_at ), lot:credit_lots ( category:credit_categories ( name ), service:services ( name ) )';

/** Every credit in and out of a client's lots, newest first (the newest LEDGER_LIMIT rows). */
export async function listClientLedger(clientId: string): Promise<LedgerEntry[]> {
  const { data, error } = await paymentsDb
    .from('credit_ledger')
    .select(LEDGER_COLUMNS)
    .eq('client_id', clientId)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(LEDGER_LIMIT);
  if (error) throw error;
  return z.array(ledgerEntrySchema).parse(data);
}

export const clientLedgerQuery = (clientId: string) =>
  queryOptions({ queryKey: clientMoneyKeys.ledger(clientId), queryFn: () => listClientLedger(clientId) });

export const useClientLedger = (clientId: string) => useQuery(clientLedgerQuery(clientId));
