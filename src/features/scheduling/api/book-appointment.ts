import { supabase } from '@/lib/supabase';
import { useBookingMutation } from './booking-mutation';

export interface BookAppointmentInput {
  serviceId: string;
  trainerId: string;
  clientId: string;
  /** ISO instant. */
  startsAt: string;
  /** Staff passing a rule the server refused (recorded on the booking). */
  override?: boolean;
}

/** Books a client into a 1:1 session; the server checks every rule in one transaction. */
export async function bookAppointment(input: BookAppointmentInput) {
  const { data, error } = await supabase.rpc('book_appointment', {
    p_service_id: input.serviceId,
    p_trainer_id: input.trainerId,
    p_client_id: input.clientId,
    p_starts_at: input.startsAt,
    p_override: input.override ?? false,
  });
  if (error) throw error;
  return data;
}

export const useBookAppointment = () => useBookingMutation(bookAppointment);
