import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { programKeys } from './query-keys';

/** The clients' copies of a template that are still running: what "Push changes to clients" would update. */
export async function listActiveCopies(templateId: string) {
  const { data, error } = await supabase
    .from('programs')
    .select('id, client:users!programs_client_id_fkey ( id, first_name, last_name, email )')
    .eq('source_program_id', templateId)
    .eq('status', 'active')
    .not('client_id', 'is', null)
    .order('id');
  if (error) throw error;
  return data;
}

export type ActiveCopy = Awaited<ReturnType<typeof listActiveCopies>>[number];

export const activeCopiesQuery = (templateId: string) =>
  queryOptions({ queryKey: programKeys.activeCopies(templateId), queryFn: () => listActiveCopies(templateId) });

/** Read once the confirmation opens (`enabled`). */
export function useActiveCopies(templateId: string, enabled: boolean) {
  return useQuery({ ...activeCopiesQuery(templateId), enabled });
}
