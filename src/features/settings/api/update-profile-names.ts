import { supabase } from '@/lib/supabase';

/** Names live in auth metadata (mirrored to public.users by trigger) and in the row itself. */
export async function updateProfileNames(userId: string, firstName: string, lastName: string): Promise<void> {
  const { error: authError } = await supabase.auth.updateUser({ data: { first_name: firstName, last_name: lastName } });
  if (authError) throw authError;
  const { error } = await supabase
    .from('users')
    .update({ first_name: firstName, last_name: lastName })
    .eq('id', userId);
  if (error) throw error;
}
