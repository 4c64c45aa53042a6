import { supabase } from '@/lib/supabase';
import { allowedEquipment } from '../lib/swap-rules';

const CANDIDATE_LIMIT = 60;

/** The equipment the client has (clients.available_equipment); empty when not recorded. */
export async function getAvailableEquipment(clientId: string): Promise<string[]> {
  const { data, error } = await supabase.from('clients').select('available_equipment').eq('id', clientId).maybeSingle();
  if (error) throw error;
  return data?.available_equipment ?? [];
}

/** Active exercises sharing a muscle group that the client's equipment allows. */
export async function getSwapCandidates(muscleGroups: string[], equipment: string[]) {
  const allowed = allowedEquipment(equipment).map((name) => `"${name.replace(/"/g, '')}"`);
  const { data, error } = await supabase
    .from('exercises')
    .select('id, name, muscle_groups, equipment')
    .eq('is_active', true)
    .overlaps('muscle_groups', muscleGroups)
    .or(`equipment.is.null,equipment.in.(${allowed.join(',')})`)
    .order('name')
    .limit(CANDIDATE_LIMIT);
  if (error) throw error;
  return data;
}

export type SwapCandidate = Awaited<ReturnType<typeof getSwapCandidates>>[number];
