import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { schedulingKeys } from './scheduling-keys';

/**
 * First names of the trainers a client may see (row-level security shows a client their own
 * trainer only); a trainer left out is shown without a name.
 */
async function listTrainerNames(trainerIds: readonly string[]): Promise<Record<string, string>> {
  if (trainerIds.length === 0) return {};
  const { data, error } = await supabase
    .from('users')
    .select('id, first_name')
    .in('id', [...trainerIds]);
  if (error) throw error;
  return Object.fromEntries(data.map((row) => [row.id, row.first_name]));
}

export const trainerNamesOptions = (trainerIds: readonly string[]) =>
  queryOptions({
    queryKey: schedulingKeys.trainerNames(trainerIds),
    queryFn: () => listTrainerNames(trainerIds),
    staleTime: 5 * 60_000,
  });

export const useTrainerNames = (trainerIds: readonly string[]) => useQuery(trainerNamesOptions(trainerIds));
