import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { Constants } from '@/lib/database.types';
import { supabase } from '@/lib/supabase';
import { calendarQuery } from './calendar-query';
import { schedulingKeys } from './scheduling-keys';

// The places that hold the time, and late cancels: staff may still forgive one (payments issue).
const SHOWN = ['requested', 'booked', 'attended', 'no_show', 'late_cancelled'] as const;

const personSchema = z.object({ first_name: z.string(), last_name: z.string() }).nullable();
const sessionSchema = z.object({
  id: z.string(),
  trainer_id: z.string(),
  service_id: z.string().default(''),
  starts_at: z.string(),
  ends_at: z.string(),
  capacity: z.number().int(),
  seats_taken: z.number().int(),
  status: z.enum(['scheduled', 'cancelled']),
  service: z.object({ name: z.string(), colour: z.string(), location: z.enum(['in_person', 'virtual']) }),
  trainer: personSchema,
  bookings: z.array(
    z.object({
      id: z.string(),
      status: z.string(),
      client_id: z.string(),
      // Defaults keep older fixtures and readers valid: a booking is overridden only when it says so.
      overridden: z.boolean().default(false),
      series_id: z.string().nullable().default(null),
      outcome: z.string().nullable().default(null),
      payment: z.enum(Constants.public.Enums.booking_payment).nullable().default(null),
      forgiven_at: z.string().nullable().default(null),
      client: personSchema,
    }),
  ),
});
export type CalendarSession = z.infer<typeof sessionSchema> & { start: number; end: number };

/**
 * The scheduled sessions that overlap [from, to): one trainer's, or every trainer's the caller may
 * see (admins: the studio). Row-level security decides what is visible; a client's name the caller
 * may not read comes back empty and is shown as "A client".
 */
async function listCalendar(trainerId: string | 'all', from: string, to: string): Promise<CalendarSession[]> {
  const { data, error } = await calendarQuery(supabase, trainerId, from, to);
  if (error) throw error;
  return z
    .array(sessionSchema)
    .parse(data)
    .map((session) => ({
      ...session,
      bookings: session.bookings.filter((booking) => (SHOWN as readonly string[]).includes(booking.status)),
      start: Date.parse(session.starts_at),
      end: Date.parse(session.ends_at),
    }));
}

export const calendarOptions = (trainerId: string | 'all', from: number, to: number) => {
  const [fromIso, toIso] = [new Date(from).toISOString(), new Date(to).toISOString()];
  return queryOptions({
    queryKey: schedulingKeys.calendar(trainerId, fromIso, toIso),
    queryFn: () => listCalendar(trainerId, fromIso, toIso),
  });
};

/** Keeps the last week on screen while the next one loads (no flash of an empty grid). */
export const useCalendar = (trainerId: string | 'all' | null, from: number, to: number) =>
  useQuery({
    ...calendarOptions(trainerId ?? 'all', from, to),
    enabled: trainerId !== null,
    placeholderData: keepPreviousData,
  });
