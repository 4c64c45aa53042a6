import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { supabase } from '@/lib/supabase';
import { schedulingKeys } from './scheduling-keys';

const bookingSchema = z.object({
  id: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  status: z.enum(['requested', 'booked', 'attended', 'no_show', 'cancelled', 'late_cancelled', 'declined']),
  service: z.object({
    name: z.string(),
    colour: z.string(),
    location: z.enum(['in_person', 'virtual']),
    video_url: z.string().nullable(),
  }),
  trainer: z.object({ first_name: z.string(), last_name: z.string() }).nullable(),
});
export type MyBooking = z.infer<typeof bookingSchema>;

/** A client's own bookings: what is coming (soonest first) and the last 20 that are past. */
async function listMyBookings(clientId: string): Promise<{ upcoming: MyBooking[]; past: MyBooking[] }> {
  const now = new Date().toISOString();
  const columns =
    'id, starts_at, ends_at, status, service:services ( name, colour, location, video_url ), trainer:users!bookings_trainer_id_fkey ( first_name, last_name )';
  const [upcoming, past] = await Promise.all([
    supabase
      .from('bookings')
      .select(columns)
      .eq('client_id', clientId)
      .gte('ends_at', now)
      .order('starts_at')
      .limit(100),
    supabase
      .from('bookings')
      .select(columns)
      .eq('client_id', clientId)
      .lt('ends_at', now)
      .order('starts_at', { ascending: false })
      .limit(20),
  ]);
  if (upcoming.error) throw upcoming.error;
  if (past.error) throw past.error;
  return { upcoming: z.array(bookingSchema).parse(upcoming.data), past: z.array(bookingSchema).parse(past.data) };
}

export const myBookingsOptions = (clientId: string) =>
  queryOptions({ queryKey: schedulingKeys.myBookings(clientId), queryFn: () => listMyBookings(clientId) });

export const useMyBookings = (clientId: string | null) =>
  useQuery({ ...myBookingsOptions(clientId ?? ''), enabled: Boolean(clientId) });
