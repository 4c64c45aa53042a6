import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tables } from '@/lib/database.types';
import { supabase } from '@/lib/supabase';
import { paymentsKeys } from './payments-keys';

export type CreditCategory = Pick<Tables<'credit_categories'>, 'id' | 'name' | 'is_archived'>;

/** Every credit category, archived ones too (a pack of an archived category still names it), by name. */
async function listCreditCategories(): Promise<CreditCategory[]> {
  const { data, error } = await supabase
    .from('credit_categories')
    .select('id, name, is_archived')
    .order('name')
    .order('id');
  if (error) throw error;
  return data;
}

export const creditCategoriesOptions = () =>
  queryOptions({ queryKey: paymentsKeys.categories(), queryFn: listCreditCategories });

export const useCreditCategories = () => useQuery(creditCategoriesOptions());
