import { supabase } from '@/lib/supabase';

/** How long sign-out waits for the push service and the server before going on without them. */
const TURN_OFF_WAIT_MS = 3000;

async function browserSubscription(): Promise<PushSubscription | null> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager?.getSubscription()) ?? null;
}

/**
 * Web Push is per account AND per browser: when someone signs out, this browser must stop showing
 * their notifications (a shared phone, a gym's tablet). Deletes the signed-in person's row for this
 * browser's endpoint (row-level security lets it touch only their own), then unsubscribes the
 * browser, which kills the endpoint even if the delete did not reach the server: the dispatcher
 * drops a subscription the push service answers 404/410 for. Never throws and never holds sign-out
 * up for more than a few seconds (no signal in the gym).
 */
export async function turnOffPushOnThisDevice(): Promise<void> {
  const work = (async () => {
    const subscription = await browserSubscription();
    if (!subscription) return;
    try {
      await supabase.from('push_subscriptions').delete().eq('endpoint', subscription.endpoint);
    } finally {
      await subscription.unsubscribe();
    }
  })().catch(() => undefined);
  await Promise.race([work, new Promise<void>((resolve) => setTimeout(resolve, TURN_OFF_WAIT_MS))]);
}

/** After the session is already gone (expired, signed out in another tab): the browser part only. */
export async function unsubscribeBrowserPush(): Promise<void> {
  try {
    await (await browserSubscription())?.unsubscribe();
  } catch {
    // Nothing to do: the dispatcher drops the row when the push service refuses the endpoint.
  }
}
