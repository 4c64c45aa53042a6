import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { LocalDate } from '@/lib/zoned-time';
import { overridesOfRows, rangesForOverride, type DateOverride, type DayRange } from '../lib/date-overrides';
import { schedulingKeys } from './scheduling-keys';

/** A trainer's date overrides from `today` (a local date in the studio's zone) on, soonest first. */
async function getUpcomingOverrides(trainerId: string, today: LocalDate): Promise<DateOverride[]> {
  const { data, error } = await supabase
    .from('trainer_date_overrides')
    .select('on_date, start_time, end_time')
    .eq('trainer_id', trainerId)
    .gte('on_date', today)
    .order('on_date')
    .order('start_time')
    .limit(1000);
  if (error) throw error;
  return overridesOfRows(data);
}

export const dateOverridesOptions = (trainerId: string, today: LocalDate) =>
  queryOptions({
    queryKey: schedulingKeys.dateOverrides(trainerId, today),
    queryFn: () => getUpcomingOverrides(trainerId, today),
  });

export const useDateOverrides = (trainerId: string, today: LocalDate) =>
  useQuery(dateOverridesOptions(trainerId, today));

export interface OverrideChange {
  trainerId: string;
  date: LocalDate;
  /** null: remove the override (the weekly hours apply again). */
  change: { unavailable: boolean; ranges: DayRange[] } | null;
}

/**
 * Replaces one date's override whole (set_trainer_date_override: one transaction), so sending the
 * same change twice, or retrying after a lost answer, leaves the same hours.
 */
async function setDateOverride({ trainerId, date, change }: OverrideChange): Promise<void> {
  const { error } = await supabase.rpc('set_trainer_date_override', {
    p_trainer_id: trainerId,
    p_on_date: date,
    // A JSON null removes the override.
    p_ranges: change ? rangesForOverride(change) : null,
  });
  if (error) throw error;
}

export function useSetDateOverride() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDateOverride,
    onSettled: (_result, _error, { trainerId }) =>
      queryClient.invalidateQueries({ queryKey: schedulingKeys.dateOverridesOf(trainerId) }),
  });
}
