import { supabase } from '@/lib/supabase';

// What sign-in and registration call: no zod here, so the login page stays light (the join page's
// preview, which parses the function's answer, is api/invitation-preview.ts).

/** Ties the signed-in (newly registered) account to the invitation's coach and client type. */
export async function acceptInvitation(token: string): Promise<void> {
  const { error } = await supabase.rpc('accept_invitation', { p_token: token });
  if (error) throw new Error(error.message);
}

/** A code typed at registration: a phone invitation's, or a coach's join code. */
export async function redeemCode(code: string): Promise<{ kind: string; trainerName: string | null }> {
  const { data, error } = await supabase.rpc('redeem_code', { p_code: code }).single();
  if (error) throw new Error(error.message);
  return { kind: data.kind, trainerName: data.trainer_name };
}
