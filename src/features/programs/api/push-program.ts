import { supabase } from '@/lib/supabase';

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

/**
 * Replaces the settings and schedule of every active copy with the template's
 * (public.push_program_to_clients, one transaction; logs are never touched). Returns the copies' ids.
 */
export async function pushProgramToClients(templateId: string): Promise<string[]> {
  const { data, error } = await supabase.rpc('push_program_to_clients', { p_program_id: templateId });
  if (error) throw error;
  return data ?? [];
}
