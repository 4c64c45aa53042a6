import { supabase } from '@/lib/supabase';
import { useBookingMutation } from './booking-mutation';

export interface MoveBookingInput {
  bookingId: string;
  /** ISO instant. */
  startsAt: string;
  /** Another trainer; the same one when left out. */
  trainerId?: string;
  override?: boolean;
}

/** Moves an appointment; the server checks the new time like a new booking (the old one is not in the way). */
export async function moveBooking(input: MoveBookingInput) {
  const { data, error } = await supabase.rpc('move_booking', {
    p_booking_id: input.bookingId,
    p_starts_at: input.startsAt,
    ...(input.trainerId ? { p_trainer_id: input.trainerId } : {}),
    p_override: input.override ?? false,
  });
  if (error) throw error;
  return data;
}

export const useMoveBooking = () => useBookingMutation(moveBooking);
