import { turnOffPushOnThisDevice } from '@/lib/device-push';
import { removeStorage } from '@/lib/storage';
import { SESSION_STORAGE_KEY } from '@/lib/session-key';
import { supabase } from '@/lib/supabase';
import { resetSessionState } from '../lib/session';

/**
 * Ends this device's session (other devices stay signed in). supabase-js emits SIGNED_OUT, which
 * resets the app and shows /login. If the server cannot be reached (no signal) the session is
 * forgotten here anyway and the app resets the same way, without loading a page: with no network a
 * page load could show the browser's offline page instead of the login form. Web Push is turned
 * off for this browser first, so the next person on the device gets none of this account's
 * notifications.
 */
export async function signOut(): Promise<void> {
  // While the session still lets it delete this browser's push subscription row.
  await turnOffPushOnThisDevice();
  const { error } = await supabase.auth.signOut({ scope: 'local' });
  if (!error) return;
  console.error('Sign-out could not reach the server', error);
  removeStorage(SESSION_STORAGE_KEY);
  resetSessionState();
}
