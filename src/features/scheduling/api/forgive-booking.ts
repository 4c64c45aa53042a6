import type { SupabaseClient } from '@supabase/supabase-js';
import { supabase } from '@/lib/supabase';
import { useBookingMutation } from './booking-mutation';

/**
 * Staff forgive a late cancel or a no-show (payments issue): the forfeited credit comes back, or the
 * fee order is voided. Once per booking; the database refuses a second time (409).
 */
export async function forgiveBooking(input: { bookingId: string; note: string | null }): Promise<void> {
  // TEMPORARY cast until the payments core's generated types are merged.
  const { error } = await (supabase as unknown as SupabaseClient).rpc('forgive_booking', {
    p_booking_id: input.bookingId,
    p_note: input.note,
  });
  if (error) throw error;
}

export const useForgiveBooking = () => useBookingMutation(forgiveBooking);
