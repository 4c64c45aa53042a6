import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { functionErrorMessage } from '@/lib/function-error';
import { supabase } from '@/lib/supabase';
import { clientMoneyKeys } from './payments-keys';

export interface RefundRequest {
  orderId: string;
  amountMinor: number;
  creditsToRemove: number;
  reason: string | null;
}

/**
 * An admin refunds an order (all or part) through the payments-refund function, which asks the
 * provider and records the refund; the server refuses more than was paid minus what is refunded.
 */
export async function refundOrder(input: RefundRequest): Promise<unknown> {
  const { data, error } = await supabase.functions.invoke('payments-refund', {
    body: {
      orderId: input.orderId,
      amountMinor: input.amountMinor,
      creditsToRemove: input.creditsToRemove,
      reason: input.reason,
    },
  });
  if (error) throw new Error((await functionErrorMessage(error)) ?? error.message);
  return data;
}

export function useRefundOrder(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundOrder,
    onSettled: () => queryClient.invalidateQueries({ queryKey: clientMoneyKeys.client(clientId) }),
  });
}

/** The refund's status in the function's answer ('pending' until the provider confirms), if it says. */
export function refundStatus(answer: unknown): string | null {
  const parsed = z.object({ status: z.string() }).safeParse(answer);
  return parsed.success ? parsed.data.status : null;
}
