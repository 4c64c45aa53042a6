import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { isOnline, isUnreachable } from '@/lib/connectivity';
import { readStorage, writeStorage } from '@/lib/storage';
import { supabase } from '@/lib/supabase';
import { schedulingKeys } from './scheduling-keys';

export interface StudioClock {
  timeZone: string;
  /** 0 = Sunday, 1 = Monday. */
  weekStart: number;
}

/** The studio's clock is not personal: the last one read is kept on the device for offline screens. */
const CLOCK_KEY = 'liftwise-studio-clock';
const clockSchema = z.object({ timeZone: z.string().min(1), weekStart: z.number().int().min(0).max(6) });

function deviceClock(): StudioClock | null {
  try {
    const parsed = clockSchema.safeParse(JSON.parse(readStorage(CLOCK_KEY) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The studio's time zone and first day of the week: every schedule is drawn in them. */
async function getStudioClock(): Promise<StudioClock> {
  const saved = deviceClock();
  if (!isOnline() && saved) return saved;
  const { data, error } = await supabase.from('studio_settings').select('time_zone, week_start').eq('id', 1).single();
  if (error) {
    if (saved && isUnreachable(error)) return saved;
    throw error;
  }
  const clock = { timeZone: data.time_zone, weekStart: data.week_start };
  writeStorage(CLOCK_KEY, JSON.stringify(clock));
  return clock;
}

export const studioClockOptions = () =>
  queryOptions({
    queryKey: schedulingKeys.studio(),
    queryFn: getStudioClock,
    staleTime: 5 * 60_000,
    networkMode: 'always',
  });

export const useStudioClock = () => useQuery(studioClockOptions());
