import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Database } from '@/lib/database.types';
import { supabase } from '@/lib/supabase';
import { requireConnection } from '../lib/needs-connection';
import { schedulingKeys } from './scheduling-keys';

export type BookingResult = Pick<
  Database['public']['Tables']['bookings']['Row'],
  'id' | 'status' | 'starts_at' | 'ends_at' | 'outcome' | 'fee_minor'
>;

async function bookAppointment(input: { serviceId: string; trainerId: string; startsAt: string }) {
  requireConnection('Booking');
  const { data, error } = await supabase.rpc('book_appointment', {
    p_service_id: input.serviceId,
    p_trainer_id: input.trainerId,
    p_starts_at: input.startsAt,
  });
  if (error) throw error;
  return data satisfies BookingResult;
}

async function bookClass(input: { sessionId: string }) {
  requireConnection('Booking');
  const { data, error } = await supabase.rpc('book_class', { p_session_id: input.sessionId });
  if (error) throw error;
  return data satisfies BookingResult;
}

/** Joins a full class's waitlist (the same call twice keeps one place) and answers the position. */
async function joinWaitlist(input: { sessionId: string }): Promise<number> {
  requireConnection('Joining a waitlist');
  const { data, error } = await supabase.rpc('join_waitlist', { p_session_id: input.sessionId });
  if (error) throw error;
  return data[0]?.waitlist_position ?? 1;
}

async function leaveWaitlist(input: { sessionId: string }): Promise<void> {
  requireConnection('Leaving a waitlist');
  const { error } = await supabase.rpc('leave_waitlist', { p_session_id: input.sessionId });
  if (error) throw error;
}

async function cancelBooking(input: { bookingId: string }) {
  requireConnection('Cancelling');
  const { data, error } = await supabase.rpc('cancel_booking', { p_booking_id: input.bookingId });
  if (error) throw error;
  return data satisfies BookingResult;
}

/** Every write here changes what the client's lists, slots and class seats show: all of it is read again. */
function useClientBookingWrite<T, R>(run: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    networkMode: 'always',
    onSettled: () => queryClient.invalidateQueries({ queryKey: schedulingKeys.all }),
  });
}

export const useBookAppointment = () => useClientBookingWrite(bookAppointment);
export const useBookClass = () => useClientBookingWrite(bookClass);
export const useJoinWaitlist = () => useClientBookingWrite(joinWaitlist);
export const useLeaveWaitlist = () => useClientBookingWrite(leaveWaitlist);
export const useCancelBooking = () => useClientBookingWrite(cancelBooking);
