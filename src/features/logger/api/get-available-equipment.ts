import { supabase } from '@/lib/supabase';

/** The equipment the client has (clients.available_equipment); empty when not recorded. */
export async function getAvailableEquipment(clientId: string): Promise<string[]> {
  const { data, error } = await supabase.from('clients').select('available_equipment').eq('id', clientId).maybeSingle();
  if (error) throw error;
  return data?.available_equipment ?? [];
}
