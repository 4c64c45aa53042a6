import { supabase } from '@/lib/supabase';
import { useBookingMutation } from './booking-mutation';

/**
 * Staff forgive a late cancel or a no-show (payments issue): the forfeited credit comes back, or the
 * fee order is voided. Once per booking; the database refuses a second time (409).
 */
export async function forgiveBooking(input: { bookingId: string; note: string | null }): Promise<void> {
  const { error } = await supabase.rpc('forgive_booking', {
    p_booking_id: input.bookingId,
    p_note: input.note ?? undefined,
  });
  if (error) throw error;
}

export const useForgiveBooking = () => useBookingMutation(forgiveBooking);
