import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { paymentsKeys } from './payments-keys';

/**
 * Creates a category or renames it. The id is made on the device, so a retry after a lost answer is
 * the same category, not a second one.
 */
async function saveCreditCategory({ id, name }: { id: string; name: string }): Promise<void> {
  const { error } = await supabase.from('credit_categories').upsert({ id, name }, { onConflict: 'id' });
  if (error) throw error;
}

async function setCreditCategoryArchived({ id, archived }: { id: string; archived: boolean }): Promise<void> {
  const { error } = await supabase.from('credit_categories').update({ is_archived: archived }).eq('id', id);
  if (error) throw error;
}

function useCategoryMutation<T>(run: (input: T) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    // Packs, plans and services show their category's name.
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentsKeys.catalogue() }),
  });
}

export const useSaveCreditCategory = () => useCategoryMutation(saveCreditCategory);
export const useSetCreditCategoryArchived = () => useCategoryMutation(setCreditCategoryArchived);
