import { supabase } from '@/lib/supabase';
import { allowedEquipment } from '../lib/swap-rules';

// Enough to hold every exercise for a muscle in a large library: the ranking happens on the device,
// so a limit cut by name would drop good matches that sort late in the alphabet.
const CANDIDATE_LIMIT = 300;
const COLUMNS = 'id, name, muscle_groups, equipment, category, force, mechanic';

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
    .select(COLUMNS)
    .eq('is_active', true)
    .overlaps('muscle_groups', muscleGroups)
    .or(`equipment.is.null,equipment.in.(${allowed.join(',')})`)
    .order('name')
    .limit(CANDIDATE_LIMIT);
  if (error) throw error;
  return data;
}

/** The catalogue traits of the exercise being swapped out (its kind of training and pattern). */
export async function getSwapTarget(exerciseId: string) {
  const { data, error } = await supabase
    .from('exercises')
    .select('category, force, mechanic')
    .eq('id', exerciseId)
    .maybeSingle();
  if (error) throw error;
  return data;
}

export type SwapCandidate = Awaited<ReturnType<typeof getSwapCandidates>>[number];
