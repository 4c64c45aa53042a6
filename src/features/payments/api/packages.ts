import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tables } from '@/lib/database.types';
import { supabase } from '@/lib/supabase';
import { paymentsKeys } from './payments-keys';

export type CreditPackage = Omit<Tables<'packages'>, 'created_by' | 'created_at'>;

/** Every credit pack, archived ones too (admins read them all), by name. */
async function listPackages(): Promise<CreditPackage[]> {
  const { data, error } = await supabase
    .from('packages')
    .select(
      'id, name, description, category_id, credits, price_minor, valid_days, per_client_limit, is_archived, updated_at',
    )
    .order('name')
    .order('id');
  if (error) throw error;
  return data;
}

export const packagesOptions = () => queryOptions({ queryKey: paymentsKeys.packages(), queryFn: listPackages });

export const usePackages = () => useQuery(packagesOptions());
