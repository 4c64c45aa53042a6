import { supabase } from '@/lib/supabase';
import { SESSION_PROFILE_SELECT, parseSessionProfile, type SessionProfile } from '../lib/profile';

/**
 * The signed-in person's row in public.users with their `clients` row embedded (null when the
 * account no longer exists). Row-level security answers both parts with the caller's token.
 */
export async function getUserProfile(userId: string): Promise<SessionProfile | null> {
  const { data, error } = await supabase.from('users').select(SESSION_PROFILE_SELECT).eq('id', userId).maybeSingle();
  if (error) throw error;
  return data ? parseSessionProfile(data) : null;
}
