import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isOnline } from '@/lib/connectivity';
import { functionErrorMessage } from '@/lib/function-error';
import { supabase } from '@/lib/supabase';
import { clientPaymentsKeys } from './payments-keys';

const OFFLINE = 'This needs a connection: nothing was changed. Try again when you are back online.';

async function invoke<T>(name: string, body: object, fallback: string): Promise<T | null> {
  if (!isOnline()) throw new Error(OFFLINE);
  const { data, error } = await supabase.functions.invoke<T>(name, { body });
  if (error) throw new Error((await functionErrorMessage(error)) ?? fallback);
  return data;
}

/** Cancels a membership at the end of its period, or takes the cancellation back ('resume'). */
async function setMembershipCancel(input: { membershipId: string; cancel: boolean }): Promise<void> {
  await invoke(
    'payments-membership',
    { membershipId: input.membershipId, action: input.cancel ? 'cancel' : 'resume' },
    'The membership could not be changed. Try again.',
  );
}

/** The provider's page for changing the card (Stripe's Customer Portal); null when there is none. */
async function openCardPortal(): Promise<string | null> {
  const data = await invoke<{ url: string | null }>('payments-portal', {}, 'The card page could not be opened.');
  return data?.url ?? null;
}

export function useSetMembershipCancel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMembershipCancel,
    networkMode: 'always',
    onSettled: () => queryClient.invalidateQueries({ queryKey: clientPaymentsKeys.all }),
  });
}

export const useCardPortal = () => useMutation({ mutationFn: openCardPortal, networkMode: 'always' });
