import type { CalendarSession } from '../api/calendar';

const fullName = (person: { first_name: string; last_name: string } | null) =>
  person ? `${person.first_name} ${person.last_name}`.trim() || 'A client' : 'A client';

/** "Casey Nguyen" for an appointment, "3 of 6 booked" for a class, "Open" when nobody is in it yet. */
export function sessionWho(session: Pick<CalendarSession, 'capacity' | 'bookings' | 'seats_taken'>): string {
  if (session.capacity > 1) return `${session.seats_taken} of ${session.capacity} booked`;
  const booking = session.bookings[0];
  if (!booking) return 'Open';
  return booking.status === 'requested' ? `${fullName(booking.client)} (request)` : fullName(booking.client);
}

export const trainerName = (session: Pick<CalendarSession, 'trainer'>) =>
  session.trainer ? `${session.trainer.first_name} ${session.trainer.last_name}`.trim() : '';
