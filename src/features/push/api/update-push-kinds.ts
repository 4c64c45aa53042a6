import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { PushKind } from '../lib/push-kinds';
import { pushKeys } from './query-keys';

/** Which kinds this device is sent (the next notifications follow it). */
export async function updatePushKinds(subscriptionId: string, kinds: readonly PushKind[]): Promise<void> {
  const { error } = await supabase
    .from('push_subscriptions')
    .update({ kinds: [...kinds] })
    .eq('id', subscriptionId);
  if (error) throw error;
}

export function useUpdatePushKinds(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ subscriptionId, kinds }: { subscriptionId: string; kinds: readonly PushKind[] }) =>
      updatePushKinds(subscriptionId, kinds),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pushKeys.device(userId) }),
  });
}
