import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { rangesForSaving, rangesOfRows, type HoursRange } from '../lib/weekly-hours';
import { schedulingKeys } from './scheduling-keys';

async function getTrainerHours(trainerId: string): Promise<HoursRange[]> {
  const { data, error } = await supabase
    .from('trainer_hours')
    .select('weekday, start_time, end_time')
    .eq('trainer_id', trainerId);
  if (error) throw error;
  return rangesOfRows(data);
}

export const trainerHoursOptions = (trainerId: string) =>
  queryOptions({ queryKey: schedulingKeys.hours(trainerId), queryFn: () => getTrainerHours(trainerId) });

export const useTrainerHours = (trainerId: string | null) =>
  useQuery({ ...trainerHoursOptions(trainerId ?? ''), enabled: Boolean(trainerId) });

/** Saves the whole week at once (set_trainer_hours replaces it in one transaction). */
async function setTrainerHours({ trainerId, ranges }: { trainerId: string; ranges: HoursRange[] }) {
  const { data, error } = await supabase.rpc('set_trainer_hours', {
    p_trainer_id: trainerId,
    p_ranges: rangesForSaving(ranges),
  });
  if (error) throw error;
  return rangesOfRows(data ?? []);
}

export function useSetTrainerHours() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setTrainerHours,
    onSuccess: (saved, { trainerId }) => queryClient.setQueryData(trainerHoursOptions(trainerId).queryKey, saved),
    onSettled: (_saved, _error, { trainerId }) =>
      queryClient.invalidateQueries({ queryKey: trainerHoursOptions(trainerId).queryKey }),
  });
}
