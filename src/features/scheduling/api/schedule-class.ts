import { supabase } from '@/lib/supabase';
import { useBookingMutation } from './booking-mutation';

export interface ScheduleClassInput {
  serviceId: string;
  trainerId: string;
  /** ISO instant. */
  startsAt: string;
  override?: boolean;
}

/** Puts one occurrence of a class on a trainer's calendar (trainers: their own; admins: anyone's). */
export async function scheduleClass(input: ScheduleClassInput) {
  const { data, error } = await supabase.rpc('schedule_class', {
    p_service_id: input.serviceId,
    p_trainer_id: input.trainerId,
    p_starts_at: input.startsAt,
    p_override: input.override ?? false,
  });
  if (error) throw error;
  return data;
}

export const useScheduleClass = () => useBookingMutation(scheduleClass);
