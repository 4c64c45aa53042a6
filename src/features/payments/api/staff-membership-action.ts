import { useMutation, useQueryClient } from '@tanstack/react-query';
import { functionErrorMessage } from '@/lib/function-error';
import { supabase } from '@/lib/supabase';
import { clientMoneyKeys } from './payments-keys';

export type MembershipAction = 'cancel' | 'resume' | 'pause' | 'unpause';

/** An admin pauses, unpauses, cancels at period end or keeps a client's membership (payments-membership). */
export async function changeMembership(input: { membershipId: string; action: MembershipAction }): Promise<void> {
  const { error } = await supabase.functions.invoke('payments-membership', { body: input });
  if (error) throw new Error((await functionErrorMessage(error)) ?? error.message);
}

export function useChangeMembership(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeMembership,
    onSettled: () => queryClient.invalidateQueries({ queryKey: clientMoneyKeys.client(clientId) }),
  });
}
