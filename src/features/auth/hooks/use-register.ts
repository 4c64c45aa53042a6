import { useAction } from '@/lib/use-action';
import { supabase } from '@/lib/supabase';
import { signUp } from '../api/sign-up';
import { toRegistrationPhone } from '../lib/identifier';
import type { Gender } from '../lib/profile';
import type { RegistrationInput } from '../lib/validation';

/**
 * Creates the account, then drops any session sign-up opened: the spec sends new people to the
 * sign-in page.
 */
export function useRegister() {
  return useAction({
    mutationFn: async (input: Omit<RegistrationInput, 'gender'> & { gender: Gender | null }) => {
      const contact =
        input.method === 'email'
          ? { email: input.email.trim().toLowerCase() }
          : { phone: toRegistrationPhone(input.phone) };
      const result = await signUp({
        contact,
        password: input.password,
        firstName: input.firstName.trim(),
        lastName: input.lastName.trim(),
        gender: input.gender,
      });
      if (result.session) await supabase.auth.signOut({ scope: 'local' });
      return result;
    },
  });
}
