import { classifyFailure } from '@/lib/connectivity';
import { toProviderMessage } from '@/lib/errors';

export const NO_CONNECTION = 'No connection: nothing was changed. Try again when you are back online.';
const NO_ANSWER = 'The server did not answer in time. Look at the calendar before trying again: it may have been done.';

/** What a failed booking write says to a person: the server's own words, or what the network did. */
export function bookingErrorText(error: unknown, fallback = 'That did not work. Try again.'): string {
  const kind = classifyFailure(error);
  if (kind === 'offline') return NO_CONNECTION;
  if (kind === 'timeout') return NO_ANSWER;
  return toProviderMessage(error, fallback);
}

const NO_CREDIT = /^\S.* has no credit for this service$/;

// The rules a staff member may pass with p_override (docs/scheduling.md, "Staff overrides"): the
// server answers 400 (22023) in these words. The people, the service and free time are never passed.
const OVERRIDABLE = [
  /^That time has already passed/,
  /^Bookings close .* before the start/,
  /^Bookings open \d+ days ahead/,
  /not open to (this client's|your) membership type/,
  /at most \d+ (upcoming )?bookings?( a day| a week)?$/,
  /^That time is outside the trainer's working hours/,
  // Payments (docs/payments.md): staff may book a client with no credit; the booking is 'unpaid'.
  // Staff get it with the client's name; a client's own "You have no credit..." is not passed.
  NO_CREDIT,
];

/** Whether staff may re-send a refused booking with an override. */
export function isOverridable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return code === '22023' && typeof message === 'string' && OVERRIDABLE.some((rule) => rule.test(message));
}

/** The client has no credit for a paid service: passed by staff, the booking is then unpaid. */
export function isNoCreditRefusal(error: unknown): boolean {
  return isOverridable(error) && NO_CREDIT.test((error as { message: string }).message);
}
