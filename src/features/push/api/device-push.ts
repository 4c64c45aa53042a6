import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tables } from '@/lib/database.types';
import { supabase } from '@/lib/supabase';
import { pushSupported } from '../lib/browser-push';
import { pushKeys } from './query-keys';

export type PushSubscriptionRow = Pick<Tables<'push_subscriptions'>, 'id' | 'kinds' | 'device_label'>;

/** This browser and Web Push: can it, may it, and the saved subscription of this device, if any. */
export interface DevicePush {
  supported: boolean;
  permission: NotificationPermission;
  /** The signed-in person's row for this browser's subscription (null: not on for them here). */
  subscription: PushSubscriptionRow | null;
}

export async function getDevicePush(): Promise<DevicePush> {
  if (!pushSupported()) return { supported: false, permission: 'default', subscription: null };
  const registration = await navigator.serviceWorker.getRegistration();
  const browserSubscription = await registration?.pushManager.getSubscription();
  if (!browserSubscription) return { supported: true, permission: Notification.permission, subscription: null };
  // Row-level security answers only the caller's own row: another account's subscription of this
  // browser reads as "not on" here.
  const { data, error } = await supabase
    .from('push_subscriptions')
    .select('id, kinds, device_label')
    .eq('endpoint', browserSubscription.endpoint)
    .maybeSingle();
  if (error) throw error;
  return { supported: true, permission: Notification.permission, subscription: data };
}

export const devicePushQuery = (userId: string) =>
  queryOptions({ queryKey: pushKeys.device(userId), queryFn: getDevicePush });

export function useDevicePush(userId: string) {
  return useQuery(devicePushQuery(userId));
}
