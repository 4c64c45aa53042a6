import { supabase } from '@/lib/supabase';
import { USER_PROFILE_COLUMNS, parseUserProfile, type UserProfileRow } from '../lib/profile';

/** The signed-in person's row in public.users (null when the account no longer exists). */
export async function getUserProfile(userId: string): Promise<UserProfileRow | null> {
  const { data, error } = await supabase.from('users').select(USER_PROFILE_COLUMNS).eq('id', userId).maybeSingle();
  if (error) throw error;
  return data ? parseUserProfile(data) : null;
}
