import { supabase } from '@/lib/supabase';
import { useBookingMutation } from './booking-mutation';

/** Staff record whether the client came, once the session has started. */
export async function markAttendance(input: { bookingId: string; status: 'attended' | 'no_show' }) {
  const { data, error } = await supabase.rpc('mark_attendance', {
    p_booking_id: input.bookingId,
    p_status: input.status,
  });
  if (error) throw error;
  return data;
}

export const useMarkAttendance = () => useBookingMutation(markAttendance);
