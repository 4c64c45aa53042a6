import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { schedulingKeys } from './scheduling-keys';

/**
 * First names of the trainers who take bookings, for anyone choosing one: row-level security on
 * users shows a client only their own trainer, so bookable_trainer_names() (a definer function that
 * gives an id and a first name, nothing else) answers. A trainer left out (deactivated, or with no
 * active service) is shown without a name.
 */
async function listTrainerNames(trainerIds: readonly string[]): Promise<Record<string, string>> {
  if (trainerIds.length === 0) return {};
  const { data, error } = await supabase.rpc('bookable_trainer_names', { p_trainer_ids: [...trainerIds] });
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
