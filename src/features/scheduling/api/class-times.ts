import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { supabase } from '@/lib/supabase';
import { schedulingKeys } from './scheduling-keys';

const classTimeSchema = z.object({
  id: z.string(),
  trainer_id: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  capacity: z.number().int(),
  seats_taken: z.number().int(),
});
export type ClassTime = z.infer<typeof classTimeSchema>;

/**
 * The coming times of a class, soonest first, with their free seats (a client sees the timetable
 * and the seat count, never who holds the seats).
 */
async function listClassTimes(serviceId: string): Promise<ClassTime[]> {
  const { data, error } = await supabase
    .from('service_sessions')
    .select('id, trainer_id, starts_at, ends_at, capacity, seats_taken')
    .eq('service_id', serviceId)
    .eq('status', 'scheduled')
    .gt('capacity', 1)
    .gt('starts_at', new Date().toISOString())
    .order('starts_at')
    .limit(60);
  if (error) throw error;
  return z.array(classTimeSchema).parse(data);
}

export const classTimesOptions = (serviceId: string) =>
  queryOptions({ queryKey: schedulingKeys.classTimes(serviceId), queryFn: () => listClassTimes(serviceId) });

export const useClassTimes = (serviceId: string, enabled = true) =>
  useQuery({ ...classTimesOptions(serviceId), enabled });
