import { z } from 'zod';
import { supabase } from '@/lib/supabase';
import { useBookingMutation } from './booking-mutation';

export interface BookSeriesInput {
  serviceId: string;
  trainerId: string;
  clientId: string;
  /** Local date and time in the studio zone: each occurrence is computed from its own date. */
  firstDate: string;
  localTime: string;
  /** 0 = Sunday. */
  weekdays: number[];
  weeks?: number;
  until?: string;
  override?: boolean;
}

const occurrenceSchema = z.object({
  occurrence: z.number().int(),
  local_date: z.string(),
  starts_at: z.string(),
  result: z.enum(['booked', 'requested', 'conflict', 'refused']),
  booking_id: z.string().nullable(),
  message: z.string().nullable(),
});
export type SeriesOccurrence = z.infer<typeof occurrenceSchema>;

/** Books weekly occurrences; one that cannot be booked is reported on its row, the rest are booked. */
export async function bookSeries(input: BookSeriesInput): Promise<SeriesOccurrence[]> {
  const { data, error } = await supabase.rpc('book_series', {
    p_service_id: input.serviceId,
    p_trainer_id: input.trainerId,
    p_client_id: input.clientId,
    p_first_date: input.firstDate,
    p_local_time: input.localTime,
    p_weekdays: input.weekdays,
    ...(input.weeks !== undefined ? { p_weeks: input.weeks } : {}),
    ...(input.until !== undefined ? { p_until: input.until } : {}),
    p_override: input.override ?? false,
  });
  if (error) throw error;
  return z.array(occurrenceSchema).parse(data);
}

export const useBookSeries = () => useBookingMutation(bookSeries);
