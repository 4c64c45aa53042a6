import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { clientMoneyKeys } from './client-money-keys';
import { membershipSchema, type ClientMembership } from './client-money-rows';
import { paymentsDb } from './payments-db';

const MEMBERSHIP_COLUMNS =
  'id, status, description, price_minor, interval, credits_per_period, current_period_start, current_period_end, cancel_at_period_end, paused_at, past_due_since, created_at, ended_at';

/** A client's memberships, the live ones first, then the ended ones newest first. */
export async function listClientMemberships(clientId: string): Promise<ClientMembership[]> {
  const { data, error } = await paymentsDb
    .from('memberships')
    .select(MEMBERSHIP_COLUMNS)
    .eq('client_id', clientId)
    .order('created_at', { ascending: false })
    .limit(20);
  if (error) throw error;
  const memberships = z.array(membershipSchema).parse(data);
  return [...memberships.filter((m) => m.status !== 'ended'), ...memberships.filter((m) => m.status === 'ended')];
}

export const clientMembershipsQuery = (clientId: string) =>
  queryOptions({
    queryKey: clientMoneyKeys.memberships(clientId),
    queryFn: () => listClientMemberships(clientId),
  });

export const useClientMemberships = (clientId: string) => useQuery(clientMembershipsQuery(clientId));
