import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { clientMoneyKeys } from './client-money-keys';
import { paymentsDb } from './payments-db';

const categorySchema = z.object({ id: z.string(), name: z.string() });
export type CreditCategory = z.infer<typeof categorySchema>;

/** The credit categories staff may add credits in (archived ones are left out), by name. */
export async function listAdjustableCategories(): Promise<CreditCategory[]> {
  const { data, error } = await paymentsDb
    .from('credit_categories')
    .select('id, name')
    .eq('is_archived', false)
    .order('name');
  if (error) throw error;
  return z.array(categorySchema).parse(data);
}

export const adjustableCategoriesQuery = () =>
  queryOptions({ queryKey: clientMoneyKeys.categories(), queryFn: listAdjustableCategories });

export const useAdjustableCategories = (enabled = true) => useQuery({ ...adjustableCategoriesQuery(), enabled });
