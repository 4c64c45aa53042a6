import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { paymentsKeys } from './payments-keys';

export interface ServicePriceInput {
  serviceId: string;
  /** null: not sold as a drop-in. */
  dropInPriceMinor: number | null;
  categoryIds: string[];
}

/**
 * Sets a service's drop-in price, then makes its accepted categories the chosen ones (adds the
 * missing, removes the others). Each step is idempotent, so a retry after a failure in between ends
 * in the same place.
 */
async function saveServicePrice({ serviceId, dropInPriceMinor, categoryIds }: ServicePriceInput): Promise<void> {
  const { error } = await supabase
    .from('services')
    .update({ drop_in_price_minor: dropInPriceMinor })
    .eq('id', serviceId);
  if (error) throw error;
  const { data: current, error: readError } = await supabase
    .from('service_credit_categories')
    .select('category_id')
    .eq('service_id', serviceId);
  if (readError) throw readError;
  const had = new Set(current.map((row) => row.category_id));
  const added = categoryIds.filter((id) => !had.has(id));
  const removed = [...had].filter((id) => !categoryIds.includes(id));
  if (added.length > 0) {
    const { error: addError } = await supabase.from('service_credit_categories').upsert(
      added.map((category_id) => ({ service_id: serviceId, category_id })),
      { onConflict: 'service_id,category_id', ignoreDuplicates: true },
    );
    if (addError) throw addError;
  }
  if (removed.length > 0) {
    const { error: removeError } = await supabase
      .from('service_credit_categories')
      .delete()
      .eq('service_id', serviceId)
      .in('category_id', removed);
    if (removeError) throw removeError;
  }
}

export const useSaveServicePrice = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveServicePrice,
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentsKeys.servicePricing() }),
  });
};
