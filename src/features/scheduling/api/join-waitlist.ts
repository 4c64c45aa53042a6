import { supabase } from '@/lib/supabase';
import { useBookingMutation } from './booking-mutation';

/** Puts a client in line for a full class; answers their place (1 = next). */
export async function joinWaitlist(input: { sessionId: string; clientId: string }): Promise<number> {
  const { data, error } = await supabase.rpc('join_waitlist', {
    p_session_id: input.sessionId,
    p_client_id: input.clientId,
  });
  if (error) throw error;
  return data[0]?.waitlist_position ?? 0;
}

export const useJoinWaitlist = () => useBookingMutation(joinWaitlist);
