import { supabase } from '@/lib/supabase';

/** The client's period starts, newest first; empty unless the client shares them (enforced by RLS). */
export async function listSharedCycleEntries(clientId: string) {
  const { data, error } = await supabase
    .from('cycle_entries')
    .select('period_start')
    .eq('user_id', clientId)
    .order('period_start', { ascending: false })
    .limit(24);
  if (error) throw error;
  return data.map((entry) => entry.period_start);
}
