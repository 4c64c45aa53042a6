import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { supabase } from '@/lib/supabase';
import { schedulingKeys } from './scheduling-keys';

const slotSchema = z.object({ starts_at: z.string(), ends_at: z.string() });
export interface FreeSlot {
  startsAt: string;
  start: number;
  end: number;
}

/** A trainer's free start times for a service between two local dates (staff see every free one). */
async function listFreeSlots(trainerId: string, serviceId: string, from: string, to: string): Promise<FreeSlot[]> {
  const { data, error } = await supabase.rpc('free_slots', {
    p_trainer_id: trainerId,
    p_service_id: serviceId,
    p_from: from,
    p_to: to,
  });
  if (error) throw error;
  return z
    .array(slotSchema)
    .parse(data)
    .map((slot) => ({ startsAt: slot.starts_at, start: Date.parse(slot.starts_at), end: Date.parse(slot.ends_at) }));
}

export const freeSlotsOptions = (trainerId: string, serviceId: string, from: string, to: string) =>
  queryOptions({
    queryKey: schedulingKeys.freeSlots(trainerId, serviceId, from, to),
    queryFn: () => listFreeSlots(trainerId, serviceId, from, to),
  });

export const useFreeSlots = (trainerId: string | null, serviceId: string | null, from: string, to: string) =>
  useQuery({
    ...freeSlotsOptions(trainerId ?? '', serviceId ?? '', from, to),
    enabled: Boolean(trainerId && serviceId && from && to),
  });
