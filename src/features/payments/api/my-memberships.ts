import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MembershipRow } from './client-payment-rows';
import { clientPaymentsKeys } from './payments-keys';
import { supabase } from '@/lib/supabase';

/** The client's memberships that are not over (active, past due or paused), newest first. */
async function getMyMemberships(userId: string): Promise<MembershipRow[]> {
  const { data, error } = await supabase
    .from('memberships')
    .select(
      'id, plan_id, status, description, price_minor, billing_interval, credits_per_period, current_period_end, cancel_at_period_end, provider, created_at',
    )
    .eq('client_id', userId)
    .neq('status', 'ended')
    .order('created_at', { ascending: false });
  if (error) throw error;
  return data;
}

export const myMembershipsQuery = (userId: string) =>
  queryOptions({ queryKey: clientPaymentsKeys.memberships(userId), queryFn: () => getMyMemberships(userId) });

export const useMyMemberships = (userId: string) => useQuery(myMembershipsQuery(userId));
