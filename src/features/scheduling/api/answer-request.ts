import { supabase } from '@/lib/supabase';
import { useBookingMutation } from './booking-mutation';

/** Staff accept (booked) or decline (the time is freed) a client's booking request. */
export async function answerRequest(input: { bookingId: string; accept: boolean }) {
  const { data, error } = await supabase.rpc('answer_booking_request', {
    p_booking_id: input.bookingId,
    p_accept: input.accept,
  });
  if (error) throw error;
  return data;
}

export const useAnswerRequest = () => useBookingMutation(answerRequest);
