import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrderRow } from './client-payment-rows';
import { clientPaymentsKeys } from './payments-keys';
import { supabase } from '@/lib/supabase';

const ORDER_COLUMNS =
  'id, kind, description, list_price_minor, discount_minor, amount_minor, currency, credits, valid_days, status, refunded_minor, booking_id, paid_at, created_at';

/** The client's orders, newest first: receipts, checkouts not completed, and fees due. */
async function getMyOrders(userId: string): Promise<OrderRow[]> {
  const { data, error } = await supabase
    .from('orders')
    .select(ORDER_COLUMNS)
    .eq('client_id', userId)
    .order('created_at', { ascending: false })
    .limit(100);
  if (error) throw error;
  return data;
}

async function getOrder(orderId: string): Promise<OrderRow | null> {
  const { data, error } = await supabase.from('orders').select(ORDER_COLUMNS).eq('id', orderId).maybeSingle();
  if (error) throw error;
  return data;
}

export const myOrdersQuery = (userId: string) =>
  queryOptions({ queryKey: clientPaymentsKeys.orders(userId), queryFn: () => getMyOrders(userId) });

export const useMyOrders = (userId: string) => useQuery(myOrdersQuery(userId));

/** How long a return from the checkout waits for the provider's event before saying so. */
export const PAYMENT_WAIT_MS = 20_000;
const POLL_MS = 1_500;

/**
 * The order a checkout came back with. The provider's webhook may land a moment after the redirect,
 * so a pending order is read again every 1.5 s until it settles or `PAYMENT_WAIT_MS` has passed.
 */
export function useReturnedOrder(orderId: string | null, since: number) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: clientPaymentsKeys.order(orderId ?? ''),
    queryFn: async () => {
      const order = await getOrder(orderId!);
      // Settled: the balances, history and orders are read again (not this order, which would loop).
      if (order && order.status !== 'pending') {
        void queryClient.invalidateQueries({
          queryKey: clientPaymentsKeys.all,
          predicate: (query) => query.queryKey[2] !== 'order',
        });
      }
      return order;
    },
    enabled: orderId !== null,
    refetchInterval: (query) =>
      query.state.data?.status === 'pending' && Date.now() - since < PAYMENT_WAIT_MS ? POLL_MS : false,
  });
}
