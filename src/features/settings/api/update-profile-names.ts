import { useMutation } from '@tanstack/react-query';
import { trackProfileEdit, useAuthStore } from '@/features/auth';
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

/** Saves the names, then the signed-in profile (the header, the device's copy) shows them. */
export function useUpdateProfileNames(userId: string) {
  const updateUser = useAuthStore((state) => state.updateUser);
  return useMutation({
    mutationFn: ({ first, last }: { first: string; last: string }) => updateProfileNames(userId, first, last),
    onSuccess: (_data, { first, last }) => updateUser({ firstName: first, lastName: last }),
  });
}
