import { useMutation } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { useRefreshPrograms } from './refresh-programs';

/**
 * Replaces the settings and schedule of every active copy with the template's
 * (public.push_program_to_clients, one transaction; logs are never touched). Returns the copies' ids.
 */
export async function pushProgramToClients(templateId: string): Promise<string[]> {
  const { data, error } = await supabase.rpc('push_program_to_clients', { p_program_id: templateId });
  if (error) throw error;
  return data ?? [];
}

/** `onPushed` gets the ids of the updated copies before the lists read fresh. */
export function usePushProgram(templateId: string, onPushed: (ids: string[]) => void) {
  const refresh = useRefreshPrograms();
  return useMutation({
    mutationFn: () => pushProgramToClients(templateId),
    onSuccess: async (ids) => {
      onPushed(ids);
      await refresh();
    },
  });
}
