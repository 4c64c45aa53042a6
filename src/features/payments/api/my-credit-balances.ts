import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CreditBalance } from './client-payment-rows';
import { clientPaymentsKeys } from './payments-keys';
import { supabase } from '@/lib/supabase';

/** The signed-in client's credits left per category (and per drop-in service), with the next expiry. */
async function getMyCreditBalances(): Promise<CreditBalance[]> {
  const { data, error } = await supabase.rpc('credit_balances');
  if (error) throw error;
  const rows: CreditBalance[] = data;
  return rows;
}

export const myCreditBalancesQuery = (userId: string) =>
  queryOptions({ queryKey: clientPaymentsKeys.balances(userId), queryFn: getMyCreditBalances });

export const useMyCreditBalances = (userId: string) => useQuery(myCreditBalancesQuery(userId));
