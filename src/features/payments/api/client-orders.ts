import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { ORDER_COLUMNS } from './client-money-columns';
import { clientMoneyKeys } from './payments-keys';

/**
 * A client's orders, newest first, with what is left of the credits each granted and its refunds
 * (a refund's default credits and its maximum are worked out from these: lib/refund-form.ts).
 */
export async function listClientOrders(clientId: string) {
  const { data, error } = await supabase
    .from('orders')
    .select(ORDER_COLUMNS)
    .eq('client_id', clientId)
    .order('created_at', { ascending: false })
    .limit(100);
  if (error) throw error;
  // PostgREST embeds a to-one relation as an object: a pack's order has one lot (unique per order),
  // a membership's several. Take either shape as a list.
  return data.map((row) => ({ ...row, credit_lots: asList<LotLeft>(row.credit_lots) }));
}

type LotLeft = { remaining: number };

function asList<T>(value: unknown): T[] {
  if (Array.isArray(value)) return value as T[];
  return value ? [value as T] : [];
}

export type ClientOrder = Awaited<ReturnType<typeof listClientOrders>>[number];

export const clientOrdersQuery = (clientId: string) =>
  queryOptions({ queryKey: clientMoneyKeys.orders(clientId), queryFn: () => listClientOrders(clientId) });

export const useClientOrders = (clientId: string) => useQuery(clientOrdersQuery(clientId));
