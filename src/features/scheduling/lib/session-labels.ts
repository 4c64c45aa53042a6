import { fullName } from '@/lib/person-name';
import type { CalendarSession } from '../api/calendar';
import { bookedName } from './studio-format';

/** "Casey Nguyen" for an appointment, "3 of 6 booked" for a class, "Open" when nobody is in it yet. */
export function sessionWho(session: Pick<CalendarSession, 'capacity' | 'bookings' | 'seats_taken'>): string {
  if (session.capacity > 1) return `${session.seats_taken} of ${session.capacity} booked`;
  const booking = session.bookings[0];
  if (!booking) return 'Open';
  return booking.status === 'requested' ? `${bookedName(booking.client)} (request)` : bookedName(booking.client);
}

export const trainerName = (session: Pick<CalendarSession, 'trainer'>) =>
  session.trainer ? fullName(session.trainer.first_name, session.trainer.last_name) : '';
