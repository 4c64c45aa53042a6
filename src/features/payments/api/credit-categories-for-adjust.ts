import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { clientMoneyKeys } from './payments-keys';

/** The credit categories staff may add credits in (archived ones are left out), by name. */
export async function listAdjustableCategories() {
  const { data, error } = await supabase
    .from('credit_categories')
    .select('id, name')
    .eq('is_archived', false)
    .order('name');
  if (error) throw error;
  return data;
}

export const adjustableCategoriesQuery = () =>
  queryOptions({ queryKey: clientMoneyKeys.categories(), queryFn: listAdjustableCategories });

export const useAdjustableCategories = () => useQuery(adjustableCategoriesQuery());
