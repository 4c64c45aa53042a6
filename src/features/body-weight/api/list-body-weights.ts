import { useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { WeightPoint } from '../lib/weight-trend';
import { serverOrDeviceWeights } from '../storage/weights-on-device';
import { bodyWeightKeys } from './query-keys';

/** How far back the card and the profile look: enough for a 90-day trend with room to start it. */
export const BODY_WEIGHT_DAYS = 120;

/** A client's weights of the last 120 days, oldest first (readable by them, their trainer and admins). */
export async function listBodyWeights(clientId: string, since: string): Promise<WeightPoint[]> {
  const { data, error } = await supabase
    .from('body_weight_entries')
    .select('measured_on, weight_kg')
    .eq('client_id', clientId)
    .gte('measured_on', since)
    .order('measured_on', { ascending: true });
  if (error) throw error;
  return data.map((row) => ({ date: row.measured_on, kg: row.weight_kg }));
}

/** `onDevice`: the client's own Today, which also opens offline from the device's copy. */
export function useBodyWeights(clientId: string, since: string, onDevice = false) {
  return useQuery({
    queryKey: bodyWeightKeys.entries(clientId),
    queryFn: () =>
      onDevice
        ? serverOrDeviceWeights(clientId, () => listBodyWeights(clientId, since))
        : listBodyWeights(clientId, since),
    ...(onDevice ? { networkMode: 'always' as const } : {}),
  });
}
