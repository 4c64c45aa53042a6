import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAuthStore } from '@/features/auth';
import type { DiscountInput } from '../lib/discount-form';
import { supabase } from '@/lib/supabase';
import { paymentsKeys } from './payments-keys';

/** Creates a code (id made on the device: a retry is the same code) or changes one. */
async function saveDiscount({ input, isNew, userId }: { input: DiscountInput; isNew: boolean; userId: string }) {
  const { id, ...fields } = input;
  const { error } = isNew
    ? await supabase.from('discount_codes').upsert({ id, ...fields, created_by: userId }, { onConflict: 'id' })
    : await supabase.from('discount_codes').update(fields).eq('id', id);
  if (error) throw error;
}

async function setDiscountArchived({ id, archived }: { id: string; archived: boolean }): Promise<void> {
  const { error } = await supabase.from('discount_codes').update({ is_archived: archived }).eq('id', id);
  if (error) throw error;
}

function useDiscountMutation<T>(run: (input: T) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentsKeys.discounts() }),
  });
}

export const useSaveDiscountCode = () => {
  const userId = useAuthStore((state) => state.user?.id ?? '');
  return useDiscountMutation((request: { input: DiscountInput; isNew: boolean }) =>
    saveDiscount({ ...request, userId }),
  );
};
export const useSetDiscountCodeArchived = () => useDiscountMutation(setDiscountArchived);
