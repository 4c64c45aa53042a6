import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { supabase } from '@/lib/supabase';
import { clientMoneyKeys } from './payments-keys';
import { balanceSchema, type CreditBalance } from './client-money-rows';

/** A client's credits left, per category (or per service for drop-in credits), with the next expiry. */
export async function getClientBalances(clientId: string): Promise<CreditBalance[]> {
  const { data, error } = await supabase.rpc('credit_balances', { p_client_id: clientId });
  if (error) throw error;
  return z.array(balanceSchema).parse(data ?? []);
}

export const clientBalancesQuery = (clientId: string) =>
  queryOptions({ queryKey: clientMoneyKeys.balances(clientId), queryFn: () => getClientBalances(clientId) });

export const useClientBalances = (clientId: string) => useQuery(clientBalancesQuery(clientId));
