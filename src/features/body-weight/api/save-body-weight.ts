import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { WeightPoint } from '../lib/weight-trend';
import { bodyWeightKeys } from './query-keys';

/** The client's weight for their day: a second save the same day replaces the first. */
export async function saveBodyWeight(clientId: string, point: WeightPoint): Promise<void> {
  const { error } = await supabase
    .from('body_weight_entries')
    .upsert(
      { client_id: clientId, measured_on: point.date, weight_kg: point.kg, created_by: clientId },
      { onConflict: 'client_id,measured_on' },
    );
  if (error) throw error;
}

export function useSaveBodyWeight(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (point: WeightPoint) => saveBodyWeight(clientId, point),
    onSuccess: (_data, point) => {
      queryClient.setQueryData<WeightPoint[]>(bodyWeightKeys.entries(clientId), (list = []) =>
        [...list.filter((p) => p.date !== point.date), point].sort((a, b) => (a.date < b.date ? -1 : 1)),
      );
    },
  });
}
