import type { DBSchema } from 'idb';
import { accountDatabase } from '@/lib/account-database';
import type { MyBookingLists } from '../lib/my-bookings-model';

/**
 * The client's last bookings from the server, kept on the device per account so `/appointments`
 * and Today's card show them with no signal (marked as possibly out of date). Read only for the
 * signed-in account; the whole database is deleted at sign-out (lib/account-data.ts).
 */
interface BookingsCacheDb extends DBSchema {
  lists: { key: string; value: { userId: string; lists: MyBookingLists; savedAt: number } };
}

const database = accountDatabase<BookingsCacheDb>('liftwise-bookings-cache', 'lists');

export async function readCachedBookings(userId: string): Promise<{ lists: MyBookingLists; savedAt: number } | null> {
  if (typeof indexedDB === 'undefined') return null;
  const record = await (await database.open()).get('lists', userId);
  return record ? { lists: record.lists, savedAt: record.savedAt } : null;
}

export async function writeCachedBookings(userId: string, lists: MyBookingLists, savedAt: number): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  await (await database.open()).put('lists', { userId, lists, savedAt });
}

/** For tests: forget the open connection so a fresh fake database can be used. */
export const closeBookingsCache = database.close;
