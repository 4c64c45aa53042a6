import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { onDemandKeys } from './query-keys';

export interface ClientProgressEntry {
  id: string;
  title: string;
  kind: 'video' | 'document' | 'image' | 'link' | 'workout';
  openedAt: string;
  completedAt: string | null;
  positionSeconds: number;
}

/**
 * What a client opened and completed on demand, latest first, as their trainer (or an admin) reads
 * it: the progress policy lets the assigned trainer and admins read a client's rows; staff read the
 * whole library, so each item's title comes along.
 */
async function readProgressOf(clientId: string): Promise<ClientProgressEntry[]> {
  const { data, error } = await supabase
    .from('on_demand_progress')
    .select(
      'id, opened_at, completed_at, position_seconds, updated_at, resource:on_demand_resources(title, kind), offer:on_demand_workouts(workout:workouts(name))',
    )
    .eq('client_id', clientId)
    .order('updated_at', { ascending: false })
    .limit(50);
  if (error) throw error;
  return data.map((row) => ({
    id: row.id,
    title: row.resource?.title ?? row.offer?.workout?.name ?? 'An item no longer in the library',
    kind: row.resource?.kind ?? 'workout',
    openedAt: row.opened_at,
    completedAt: row.completed_at,
    positionSeconds: row.position_seconds,
  }));
}

export const useProgressOfClient = (clientId: string) =>
  useQuery(queryOptions({ queryKey: onDemandKeys.progressOf(clientId), queryFn: () => readProgressOf(clientId) }));
