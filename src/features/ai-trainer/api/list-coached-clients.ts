import { supabase } from '@/lib/supabase';

export interface CoachedClient {
  id: string;
  name: string;
}

/** Who a staff member may draft for: their assigned clients (admins: every client). */
export async function listCoachedClients(viewerId: string, isAdmin: boolean): Promise<CoachedClient[]> {
  let query = supabase.from('users').select('id, name').eq('role', 'client').eq('status', 'active').order('name');
  if (!isAdmin) query = query.eq('assigned_to', viewerId);
  const { data, error } = await query.limit(500);
  if (error) throw error;
  return data.map((row) => ({ id: row.id, name: row.name ?? 'Client' }));
}
