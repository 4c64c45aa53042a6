import { supabase } from '@/lib/supabase';

/** Archive (status inactive) or restore a client; their trainer or an admin, checked in the database. */
export async function setClientArchived(clientId: string, archived: boolean): Promise<void> {
  const { error } = await supabase.rpc('set_client_archived', { p_client_id: clientId, p_archived: archived });
  if (error) throw error;
}
