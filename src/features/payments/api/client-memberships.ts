import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { clientMoneyKeys } from './client-money-keys';

const MEMBERSHIP_COLUMNS =
  'id, status, description, price_minor, currency, billing_interval, credits_per_period, current_period_start, current_period_end, cancel_at_period_end, paused_at, past_due_since, created_at, ended_at';

/** A client's memberships, the live ones first, then the ended ones newest first. */
export async function listClientMemberships(clientId: string) {
  const { data, error } = await supabase
    .from('memberships')
    .select(MEMBERSHIP_COLUMNS)
    .eq('client_id', clientId)
    .order('created_at', { ascending: false })
    .limit(20);
  if (error) throw error;
  return [...data.filter((m) => m.status !== 'ended'), ...data.filter((m) => m.status === 'ended')];
}

export type ClientMembership = Awaited<ReturnType<typeof listClientMemberships>>[number];

export const clientMembershipsQuery = (clientId: string) =>
  queryOptions({
    queryKey: clientMoneyKeys.memberships(clientId),
    queryFn: () => listClientMemberships(clientId),
  });

export const useClientMemberships = (clientId: string) => useQuery(clientMembershipsQuery(clientId));
