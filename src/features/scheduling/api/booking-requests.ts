import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { supabase } from '@/lib/supabase';
import { BOOKING_REQUEST_COLUMNS } from '../lib/booking-request-columns';
import { schedulingKeys } from './scheduling-keys';

const personSchema = z.object({ first_name: z.string(), last_name: z.string() }).nullable();
const requestSchema = z.object({
  id: z.string(),
  trainer_id: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  service: z.object({ name: z.string() }).nullable(),
  client: personSchema,
  trainer: personSchema,
});
export type BookingRequest = z.infer<typeof requestSchema>;

/**
 * Clients' requests still waiting for an answer (request-only studios), soonest first. Row-level
 * security decides which: a trainer's own sessions and their clients'; every one for an admin.
 */
async function listBookingRequests(): Promise<BookingRequest[]> {
  const { data, error } = await supabase
    .from('bookings')
    .select(BOOKING_REQUEST_COLUMNS)
    .eq('status', 'requested')
    .gte('starts_at', new Date().toISOString())
    .order('starts_at')
    .order('id')
    .limit(100);
  if (error) throw error;
  return z.array(requestSchema).parse(data);
}

export const bookingRequestsOptions = () =>
  queryOptions({ queryKey: schedulingKeys.bookingRequests(), queryFn: listBookingRequests });

export const useBookingRequests = () => useQuery(bookingRequestsOptions());

/** Accept books it; decline frees the time (answer_booking_request). A second answer is a 409. */
async function answerBookingRequest({ bookingId, accept }: { bookingId: string; accept: boolean }): Promise<void> {
  const { error } = await supabase.rpc('answer_booking_request', { p_booking_id: bookingId, p_accept: accept });
  if (error) throw error;
}

export function useAnswerBookingRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerBookingRequest,
    // Answered here or elsewhere (a 409), the list and the calendars are read again.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: schedulingKeys.bookingRequests() }),
        queryClient.invalidateQueries({ queryKey: schedulingKeys.calendars() }),
      ]),
  });
}
