import { supabase } from '@/lib/supabase';
import { useBookingMutation } from './booking-mutation';

export interface BookClassInput {
  sessionId: string;
  clientId: string;
  override?: boolean;
}

/** A place in a scheduled class; 409 "This class is full" (hint `join_waitlist`) when there is none. */
export async function bookClass(input: BookClassInput) {
  const { data, error } = await supabase.rpc('book_class', {
    p_session_id: input.sessionId,
    p_client_id: input.clientId,
    p_override: input.override ?? false,
  });
  if (error) throw error;
  return data;
}

export const useBookClass = () => useBookingMutation(bookClass);
