import { useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { HabitTick } from '../lib/habit';
import { serverOrDeviceCopy } from '../storage/habits-copy';
import { habitKeys } from './query-keys';

/** Weeks of ticks read for streaks: a longer streak shows as "60+" rather than costing a bigger read. */
export const TICK_DAYS = 63;

/** A client's ticks since `since` (their days). */
export async function listHabitTicks(clientId: string, since: string): Promise<HabitTick[]> {
  const { data, error } = await supabase
    .from('habit_ticks')
    .select('habit_id, tick_date')
    .eq('client_id', clientId)
    .gte('tick_date', since)
    .order('tick_date', { ascending: true })
    .limit(5000);
  if (error) throw error;
  return data;
}

/** `onDevice`: the client's own Today, which also opens offline from the device's copy. */
export function useHabitTicks(clientId: string, since: string, enabled = true, onDevice = false) {
  return useQuery({
    queryKey: habitKeys.ticks(clientId),
    queryFn: () =>
      onDevice
        ? serverOrDeviceCopy(clientId, 'ticks', () => listHabitTicks(clientId, since))
        : listHabitTicks(clientId, since),
    enabled,
    ...(onDevice ? { networkMode: 'always' as const } : {}),
  });
}
