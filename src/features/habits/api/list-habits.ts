import { useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { HABIT_COLUMNS, type Habit } from '../lib/habit';
import { serverOrDeviceCopy } from '../storage/habits-copy';
import { habitKeys } from './query-keys';

/** A client's habits, active first then archived, oldest first within each. */
export async function listHabits(clientId: string): Promise<Habit[]> {
  const { data, error } = await supabase
    .from('habits')
    .select(HABIT_COLUMNS)
    .eq('client_id', clientId)
    .order('archived_at', { ascending: false, nullsFirst: true })
    .order('created_at', { ascending: true });
  if (error) throw error;
  return data;
}

/** `onDevice`: the client's own Today, which also opens offline from the device's copy. */
export function useHabits(clientId: string, onDevice = false) {
  return useQuery({
    queryKey: habitKeys.habits(clientId),
    queryFn: () =>
      onDevice ? serverOrDeviceCopy(clientId, 'habits', () => listHabits(clientId)) : listHabits(clientId),
    ...(onDevice ? { networkMode: 'always' as const } : {}),
  });
}
