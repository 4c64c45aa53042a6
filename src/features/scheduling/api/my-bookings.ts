import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { isOnline, isUnreachable } from '@/lib/connectivity';
import { supabase } from '@/lib/supabase';
import { myBookingSchema, type MyBookingLists, type MyBookingsAnswer } from '../lib/my-bookings-model';
import { readCachedBookings, writeCachedBookings } from '../storage/bookings-cache';
import { schedulingKeys } from './scheduling-keys';

export type { MyBooking, MyBookingsAnswer } from '../lib/my-bookings-model';

/** Offline, and this account's bookings were never kept on this device. */
export class BookingsNotOnDeviceError extends Error {
  constructor() {
    super(
      'You are offline, and your sessions have not been loaded on this device yet. They will load when you are back online.',
    );
  }
}

/** A client's own bookings from the server: what is coming (soonest first) and the last 20 that are past. */
async function fetchMyBookings(clientId: string): Promise<MyBookingLists> {
  const now = new Date().toISOString();
  const columns =
    'id, session_id, starts_at, ends_at, status, service:services ( name, colour, location, video_url ), trainer:users!bookings_trainer_id_fkey ( first_name, last_name )';
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
  return { upcoming: z.array(myBookingSchema).parse(upcoming.data), past: z.array(myBookingSchema).parse(past.data) };
}

/**
 * The server's answer, kept on the device as it arrives; with no connection, the device's copy,
 * marked with when it was saved (the screens say it may be out of date). Runs offline rather than
 * waiting for the network, like History.
 */
async function loadMyBookings(clientId: string): Promise<MyBookingsAnswer> {
  if (isOnline()) {
    try {
      const lists = await fetchMyBookings(clientId);
      await writeCachedBookings(clientId, lists, Date.now()).catch((error: unknown) =>
        console.error('Keeping bookings on this device failed', error),
      );
      return { ...lists, fromDeviceSavedAt: null };
    } catch (error) {
      if (!isUnreachable(error)) throw error;
    }
  }
  const cached = await readCachedBookings(clientId).catch(() => null);
  if (cached) return { ...cached.lists, fromDeviceSavedAt: cached.savedAt };
  throw new BookingsNotOnDeviceError();
}

export const myBookingsOptions = (clientId: string) =>
  queryOptions({
    queryKey: schedulingKeys.myBookings(clientId),
    queryFn: () => loadMyBookings(clientId),
    networkMode: 'always',
  });

export const useMyBookings = (clientId: string | null) =>
  useQuery({ ...myBookingsOptions(clientId ?? ''), enabled: Boolean(clientId) });
