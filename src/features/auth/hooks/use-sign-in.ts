import { useAction } from '@/lib/use-action';
import { supabase } from '@/lib/supabase';
import { signInWithPassword } from '../api/sign-in-with-password';
import { parseLoginIdentifier } from '../lib/identifier';
import { rememberLogin } from '../lib/remembered-login';
import { establishSession } from '../lib/session';
import { acceptInvitation, redeemCode } from '../api/invitations';
import { takePendingJoin } from '../lib/pending-join';

/** Password sign-in with an email or phone identifier, then the authoritative profile. */
export function useSignIn() {
  return useAction({
    mutationFn: async ({
      identifier,
      password,
      remember,
    }: {
      identifier: string;
      password: string;
      remember?: 'email' | 'phone';
    }) => {
      try {
        const user = await signInWithPassword(parseLoginIdentifier(identifier), password);
        await joinPendingCoach();
        try {
          await establishSession(user.id, 'login');
        } catch (error) {
          await supabase.auth.signOut({ scope: 'local' }).catch(() => undefined);
          throw error;
        }
        // Remembered here, not in the form: the form unmounts as soon as the person is signed in.
        if (remember) rememberLogin(remember, identifier);
      } catch (error) {
        console.error('Login failed', error);
        throw error;
      }
    },
  });
}

/**
 * An invitation or code kept from a registration that opened no session (pending-join.ts), used
 * before the profile is read so it already shows the coach. A refusal (expired, used) does not
 * stop the sign-in; the join page or the coach's new invitation is the way on from there.
 */
async function joinPendingCoach(): Promise<void> {
  const pending = takePendingJoin();
  if (!pending) return;
  try {
    if ('token' in pending) await acceptInvitation(pending.token);
    else await redeemCode(pending.code);
  } catch (error) {
    console.warn('The pending invitation could not be used', error);
  }
}
