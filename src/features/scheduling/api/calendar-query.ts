import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@/lib/database.types';

/** What a calendar shows of a session: its service, trainer, and the people in it. */
export const CALENDAR_COLUMNS =
  'id, trainer_id, starts_at, ends_at, capacity, seats_taken, status, service_id, service:services ( name, colour, location ), trainer:users!service_sessions_trainer_id_fkey ( first_name, last_name ), bookings ( id, status, client_id, overridden, series_id, outcome, payment, forgiven_at, client:users!bookings_client_id_fkey ( first_name, last_name ) )';

/** A session lasts at most 24 hours (service_sessions_order). */
const LONGEST_SESSION_MS = 24 * 3_600_000;

/**
 * The one request behind every calendar: the scheduled sessions that overlap [from, to) (ISO
 * instants), one trainer's or all the caller may see. Free of the app's client so that the bench
 * (scripts/bench/scheduling-bench.ts) sends exactly this request.
 *
 * The lower bound on starts_at changes no answer (a session that ends after `from` started less
 * than 24 hours before it) but lets the database read one stretch of its starts_at index instead
 * of every session since the studio opened.
 */
export function calendarQuery(client: SupabaseClient<Database>, trainerId: string | 'all', from: string, to: string) {
  const query = client
    .from('service_sessions')
    .select(CALENDAR_COLUMNS)
    .eq('status', 'scheduled')
    .gt('starts_at', new Date(Date.parse(from) - LONGEST_SESSION_MS).toISOString())
    .lt('starts_at', to)
    .gt('ends_at', from)
    .order('starts_at')
    .order('id')
    .limit(2000);
  return trainerId === 'all' ? query : query.eq('trainer_id', trainerId);
}
