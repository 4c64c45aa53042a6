import { useAction } from '@/lib/use-action';
import { supabase } from '@/lib/supabase';
import { acceptInvitation, redeemCode } from '../api/invitations';
import { signUp } from '../api/sign-up';
import { toRegistrationPhone } from '../lib/identifier';
import { joinNotice } from '../lib/join-outcome';
import { savePendingJoin } from '../lib/pending-join';
import type { Gender } from '../lib/profile';
import type { RegistrationInput } from '../lib/validation';

export interface RegisterRequest extends Omit<RegistrationInput, 'gender'> {
  gender: Gender | null;
  /** From an invitation link (/join/<token>): accepted with the new account's session. */
  invitationToken?: string;
  /** The inviting coach's name, from the invitation's preview. */
  trainerName?: string | null;
  /** Typed at registration: a phone invitation's code or a coach's join code. */
  code?: string;
}

/**
 * Creates the account, joins the coach (an invitation or a code) with the session sign-up opened,
 * then drops that session: the spec sends new people to the sign-in page. Resolves to the notice
 * that page shows. A failure to join after the account exists says so, with what to do next.
 */
export function useRegister() {
  return useAction({
    mutationFn: async (input: RegisterRequest): Promise<string> => {
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
      const code = input.code?.trim();
      if (!result.session) {
        // Email confirmation first (a hosted project): joined at the first sign-in instead.
        if (input.invitationToken) savePendingJoin({ token: input.invitationToken });
        else if (code) savePendingJoin({ code });
        return joinNotice(input.invitationToken || code ? { kind: 'confirm-first' } : { kind: 'none' });
      }
      try {
        if (input.invitationToken) {
          await acceptInvitation(input.invitationToken);
          return joinNotice({ kind: 'invitation', trainerName: input.trainerName ?? null });
        }
        if (code) {
          const redeemed = await redeemCode(code);
          return joinNotice(
            redeemed.kind === 'invitation' || redeemed.kind === 'join_request'
              ? { kind: redeemed.kind, trainerName: redeemed.trainerName }
              : { kind: redeemed.kind === 'limited' ? 'limited' : 'unknown' },
          );
        }
        return joinNotice({ kind: 'none' });
      } catch (error) {
        throw new Error(
          `Your account was created, but joining your coach failed: ${error instanceof Error ? error.message : 'please try again'} Sign in and ask your coach for a new invitation.`,
        );
      } finally {
        await supabase.auth.signOut({ scope: 'local' });
      }
    },
  });
}
