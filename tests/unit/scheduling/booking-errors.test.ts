import { describe, expect, it } from 'vitest';
import {
  bookingErrorText,
  isNoCreditRefusal,
  isOverridable,
  NO_CONNECTION,
} from '@/features/scheduling/lib/booking-errors';

const refused = (message: string, code = '22023') => ({ code, message, details: null, hint: null });

describe('which refusals staff may override', () => {
  // The server's words (supabase/migrations/20261127100100_scheduling_booking.sql) for the rules that
  // p_override passes: past, min_notice, max_advance, client_type, per_day, per_week, upcoming, hours.
  it.each([
    'That time has already passed',
    'Bookings close 2 hours before the start',
    'Bookings close 30 minutes before the start',
    'Bookings open 60 days ahead',
    "This service is not open to this client's membership type",
    'A client can have at most 1 booking a day',
    'A client can have at most 2 bookings a week',
    'A client can have at most 5 upcoming bookings',
    "That time is outside the trainer's working hours",
    // The payments issue: staff may book a client with no credit; the booking is then 'unpaid'.
    'Casey has no credit for this service',
  ])('%s', (message) => expect(isOverridable(refused(message))).toBe(true));

  it.each([
    ['This trainer does not offer that service', '22023'],
    ["This client's account is not active", '22023'],
    ['This service is no longer offered', '22023'],
    ['That time was just taken', 'PT409'],
    ['You can only book your own clients', '42501'],
    ['Bookings close 2 hours before the start', 'PT409'],
    // A client's own refusal: they buy a pack or pay the drop-in price instead.
    ['You have no credit for this service', '22023'],
  ])('not: %s (%s)', (message, code) => expect(isOverridable(refused(message, code))).toBe(false));

  it('tells the no-credit refusal apart (staff book it unpaid)', () => {
    expect(isNoCreditRefusal(refused('Casey has no credit for this service'))).toBe(true);
    expect(isNoCreditRefusal(refused('You have no credit for this service'))).toBe(false);
    expect(isNoCreditRefusal(refused('Bookings open 60 days ahead'))).toBe(false);
  });

  it('says nothing was changed when the request never left', () => {
    expect(bookingErrorText(new TypeError('Failed to fetch'), 'x')).toBe(NO_CONNECTION);
    expect(bookingErrorText(refused('That time was just taken', 'PT409'))).toBe('That time was just taken');
  });
});
