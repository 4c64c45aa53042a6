import { supabase } from '@/lib/supabase';
import type { WeightPoint } from '../lib/weight-trend';

/**
 * The client's weight for their day: a second save the same day replaces the first, so sending one
 * again (a retry, the outbox after a reload) changes nothing. `weighedAt` is when they weighed in
 * (the device's time): the server keeps the day's later weigh-in when an older one from another
 * device arrives after it.
 */
export async function saveBodyWeight(clientId: string, point: WeightPoint, weighedAt: string): Promise<void> {
  const { error } = await supabase.from('body_weight_entries').upsert(
    {
      client_id: clientId,
      measured_on: point.date,
      weight_kg: point.kg,
      created_by: clientId,
      weighed_at: weighedAt,
    },
    { onConflict: 'client_id,measured_on' },
  );
  if (error) throw error;
}
