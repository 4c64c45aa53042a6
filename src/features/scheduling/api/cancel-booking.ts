import { supabase } from '@/lib/supabase';
import { useBookingMutation } from './booking-mutation';

export interface CancelBookingInput {
  bookingId: string;
  reason: string;
  /** Staff: no late-cancel cost (recorded as an override). */
  waivePenalty?: boolean;
  /** A series booking: this one and every later one of its series. */
  following?: boolean;
}

/**
 * Cancels a booking (or it and the rest of its series); a late cancel carries the studio's outcome.
 * Answers the booking's new status (`cancelled` or `late_cancelled`), its late-cancel outcome and how
 * many were cancelled.
 */
export async function cancelBooking(
  input: CancelBookingInput,
): Promise<{ status: string; count: number; outcome: string | null }> {
  const args = { p_booking_id: input.bookingId, p_reason: input.reason, p_waive_penalty: input.waivePenalty ?? false };
  if (input.following) {
    const { data, error } = await supabase.rpc('cancel_following', args);
    if (error) throw error;
    const own = data.find((row) => row.id === input.bookingId) ?? data[0];
    return { status: own?.status ?? 'cancelled', count: data.length, outcome: own?.outcome ?? null };
  }
  const { data, error } = await supabase.rpc('cancel_booking', args);
  if (error) throw error;
  return { status: data.status, count: 1, outcome: data.outcome ?? null };
}

export const useCancelBooking = () => useBookingMutation(cancelBooking);
