import { isOnline } from '@/lib/connectivity';

/** Raised before a booking write is sent with no connection: nothing left the device. */
export class NeedsConnectionError extends Error {
  override readonly name = 'NeedsConnectionError';
  constructor(what: string) {
    super(`You are offline. ${what} needs a connection: nothing was sent. Try again when you are back online.`);
  }
}

/** Booking and cancelling are never queued: a slot held offline could be gone by the time it is sent. */
export function requireConnection(what: string): void {
  if (!isOnline()) throw new NeedsConnectionError(what);
}
