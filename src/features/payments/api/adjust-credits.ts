import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clientMoneyKeys } from './payments-keys';
import { supabase } from '@/lib/supabase';

export interface CreditAdjustment {
  clientId: string;
  categoryId: string;
  /** +N adds a lot (reason adjustment); −N takes from the soonest-expiring lots, never below 0. */
  delta: number;
  note: string;
  /** ISO instant, only for an addition; null: never expires. */
  expiresAt: string | null;
}

/** Staff add or remove credits by hand, with a note; the answer is the category's new balance. */
export async function adjustCredits(input: CreditAdjustment): Promise<number> {
  const { data, error } = await supabase.rpc('adjust_credits', {
    p_client_id: input.clientId,
    p_category_id: input.categoryId,
    p_delta: input.delta,
    p_note: input.note,
    p_expires_at: input.expiresAt ?? undefined,
  });
  if (error) throw error;
  return data;
}

export function useAdjustCredits(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adjustCredits,
    onSettled: () => queryClient.invalidateQueries({ queryKey: clientMoneyKeys.client(clientId) }),
  });
}
