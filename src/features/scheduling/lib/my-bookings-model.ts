import { z } from 'zod';

export const myBookingSchema = z.object({
  id: z.string(),
  session_id: z.string(),
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
export type MyBooking = z.infer<typeof myBookingSchema>;

export interface MyBookingLists {
  upcoming: MyBooking[];
  past: MyBooking[];
}

/** The lists and where they came from: `savedAt` is set when they are the device's copy (no signal). */
export interface MyBookingsAnswer extends MyBookingLists {
  fromDeviceSavedAt: number | null;
}

/** Statuses that still hold the client's time (a cancelled one is history, even if in the future). */
export const isActiveBooking = (booking: Pick<MyBooking, 'status'>) =>
  booking.status === 'booked' || booking.status === 'requested';

/** The next session the client is going to (Today's card), or none. */
export function nextBooking(upcoming: MyBooking[], now: number = Date.now()): MyBooking | null {
  return upcoming.find((booking) => isActiveBooking(booking) && Date.parse(booking.ends_at) > now) ?? null;
}
