import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { LocalDate } from '@/lib/zoned-time';
import { mergeSlots, type TrainerSlot } from '../lib/merge-slots';
import { schedulingKeys } from './scheduling-keys';

/**
 * The free start times of a service with each of `trainerIds` between two local dates, merged
 * (soonest first, each naming its trainer). For a client the database returns only bookable ones
 * (minimum notice and how far ahead already applied).
 */
async function listFreeSlots(serviceId: string, trainerIds: readonly string[], from: LocalDate, to: LocalDate) {
  const answers = await Promise.all(
    trainerIds.map(async (trainerId) => {
      const { data, error } = await supabase.rpc('free_slots', {
        p_trainer_id: trainerId,
        p_service_id: serviceId,
        p_from: from,
        p_to: to,
      });
      if (error) throw error;
      return data.map((slot): TrainerSlot => ({ trainerId, startsAt: slot.starts_at, endsAt: slot.ends_at }));
    }),
  );
  return mergeSlots(answers);
}

export const freeSlotsOptions = (serviceId: string, trainerIds: readonly string[], from: LocalDate, to: LocalDate) =>
  queryOptions({
    queryKey: schedulingKeys.freeSlots(serviceId, trainerIds, from, to),
    queryFn: () => listFreeSlots(serviceId, trainerIds, from, to),
    staleTime: 15_000,
  });

export const useFreeSlots = (serviceId: string, trainerIds: readonly string[], from: LocalDate, to: LocalDate) =>
  useQuery({
    ...freeSlotsOptions(serviceId, trainerIds, from, to),
    enabled: trainerIds.length > 0,
    placeholderData: keepPreviousData,
  });

export interface FreeSlot {
  startsAt: string;
  start: number;
  end: number;
}

/**
 * One trainer's free start times on the staff side (staff see every free one): the same request
 * and cache entry as the client's, read as instants. Disabled until trainer, service and dates are known.
 */
export const useTrainerFreeSlots = (trainerId: string | null, serviceId: string | null, from: string, to: string) =>
  useQuery({
    ...freeSlotsOptions(serviceId ?? '', trainerId ? [trainerId] : [], from, to),
    enabled: Boolean(trainerId && serviceId && from && to),
    select: (slots): FreeSlot[] =>
      slots.map((slot) => ({
        startsAt: slot.startsAt,
        start: Date.parse(slot.startsAt),
        end: Date.parse(slot.endsAt),
      })),
  });
