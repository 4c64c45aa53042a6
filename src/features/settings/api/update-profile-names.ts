import { trackProfileEdit } from '@/features/auth';
import { supabase } from '@/lib/supabase';

/**
 * Names live in auth metadata (mirrored to public.users by trigger) and in the row itself. A
 * profile edit: the start-up profile read does not undo it (`trackProfileEdit`).
 */
export function updateProfileNames(userId: string, firstName: string, lastName: string): Promise<void> {
  return trackProfileEdit(async () => {
    const { error: authError } = await supabase.auth.updateUser({
      data: { first_name: firstName, last_name: lastName },
    });
    if (authError) throw authError;
    const { error } = await supabase
      .from('users')
      .update({ first_name: firstName, last_name: lastName })
      .eq('id', userId);
    if (error) throw error;
  });
}
