import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { pushKeys } from './query-keys';

/** Turns notifications off for this browser: the browser's subscription, then the row. */
export async function disablePush(subscriptionId: string): Promise<void> {
  const registration = await navigator.serviceWorker.getRegistration();
  const browserSubscription = await registration?.pushManager.getSubscription();
  await browserSubscription?.unsubscribe();
  const { error } = await supabase.from('push_subscriptions').delete().eq('id', subscriptionId);
  if (error) throw error;
}

export function useDisablePush(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disablePush,
    onSettled: () => queryClient.invalidateQueries({ queryKey: pushKeys.device(userId) }),
  });
}
