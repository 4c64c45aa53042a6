import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { MEMBERSHIP_COLUMNS } from './client-money-columns';
import { clientMoneyKeys } from './payments-keys';

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
