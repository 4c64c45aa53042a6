import { useAction } from '@/lib/use-action';
import { supabase } from '@/lib/supabase';
import { signInWithPassword } from '../api/sign-in-with-password';
import { parseLoginIdentifier } from '../lib/identifier';
import { rememberLogin } from '../lib/remembered-login';
import { establishSession } from '../lib/session';

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
