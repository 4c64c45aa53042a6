import { supabase } from '@/lib/supabase';

/** Texts a one-time code to an existing account; never creates one. */
export async function sendPhoneCode(phone: string): Promise<void> {
  const { error } = await supabase.auth.signInWithOtp({ phone, options: { shouldCreateUser: false } });
  if (error) throw error;
}
