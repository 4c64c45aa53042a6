import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tables } from '@/lib/database.types';
import { supabase } from '@/lib/supabase';
import { paymentsKeys } from './payments-keys';

export type MembershipPlan = Omit<Tables<'membership_plans'>, 'created_by' | 'created_at'>;

/** Every membership plan, archived ones too, by name. */
async function listMembershipPlans(): Promise<MembershipPlan[]> {
  const { data, error } = await supabase
    .from('membership_plans')
    .select(
      'id, name, description, price_minor, billing_interval, category_id, credits_per_period, grants_client_type, unlocks_on_demand, unlocks_studio_access, is_archived, updated_at',
    )
    .order('name')
    .order('id');
  if (error) throw error;
  return data;
}

export const membershipPlansOptions = () =>
  queryOptions({ queryKey: paymentsKeys.plans(), queryFn: listMembershipPlans });

export const useMembershipPlans = () => useQuery(membershipPlansOptions());
