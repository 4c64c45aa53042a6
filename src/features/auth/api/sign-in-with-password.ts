import { supabase } from '@/lib/supabase';
import type { LoginIdentifier } from '../lib/identifier';

export async function signInWithPassword(identifier: LoginIdentifier, password: string) {
  const credentials =
    identifier.kind === 'email' ? { email: identifier.email, password } : { phone: identifier.phone, password };
  const { data, error } = await supabase.auth.signInWithPassword(credentials);
  if (error) throw error;
  return data.user;
}
