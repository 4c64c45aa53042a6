import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FunctionsHttpError } from '@supabase/supabase-js';
import { supabase } from '@/lib/supabase';
import {
  askPermission,
  deviceLabel,
  PUSH_MESSAGES,
  PushSetupError,
  pushRegistration,
  pushSupported,
  subscribeBrowser,
} from '../lib/browser-push';
import type { PushKind } from '../lib/push-kinds';
import { pushKeys } from './query-keys';

/** The server's VAPID public key (push-vapid-key); never built into the app. */
async function getVapidPublicKey(): Promise<string> {
  const { data, error } = await supabase.functions.invoke<{ publicKey: string }>('push-vapid-key');
  if (error instanceof FunctionsHttpError && (error.context as Response).status === 503) {
    throw new PushSetupError(PUSH_MESSAGES.notSetUp);
  }
  if (error) throw error;
  if (!data?.publicKey) throw new PushSetupError(PUSH_MESSAGES.notSetUp);
  return data.publicKey;
}

/**
 * Turns notifications on for this browser: the permission (asked here, from the tap), the service
 * worker, a push subscription for the server's key, then the row (save_push_subscription).
 */
export async function enablePush(kinds: readonly PushKind[]): Promise<void> {
  if (!pushSupported()) throw new PushSetupError(PUSH_MESSAGES.unsupported);
  await askPermission();
  const registration = await pushRegistration();
  if (!registration) throw new PushSetupError(PUSH_MESSAGES.noWorker);
  const subscription = await subscribeBrowser(registration, await getVapidPublicKey());
  const { endpoint, keys } = subscription.toJSON();
  const { error } = await supabase.rpc('save_push_subscription', {
    p_endpoint: endpoint ?? '',
    p_p256dh: keys?.p256dh ?? '',
    p_auth: keys?.auth ?? '',
    p_kinds: [...kinds],
    p_device_label: deviceLabel(navigator.userAgent),
  });
  if (error) throw error;
}

export function useEnablePush(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kinds: readonly PushKind[]) => enablePush(kinds),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pushKeys.device(userId) }),
  });
}
