import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { schedulingKeys } from './scheduling-keys';

export interface StudioClock {
  timeZone: string;
  /** 0 = Sunday, 1 = Monday. */
  weekStart: number;
}

/** The studio's time zone and first day of the week: every schedule is drawn in them. */
async function getStudioClock(): Promise<StudioClock> {
  const { data, error } = await supabase.from('studio_settings').select('time_zone, week_start').eq('id', 1).single();
  if (error) throw error;
  return { timeZone: data.time_zone, weekStart: data.week_start };
}

export const studioClockOptions = () =>
  queryOptions({ queryKey: schedulingKeys.studio(), queryFn: getStudioClock, staleTime: 5 * 60_000 });

export const useStudioClock = () => useQuery(studioClockOptions());
