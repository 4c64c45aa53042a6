import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { accessDeskKeys } from './desk-keys';

/** How many entries the profile shows: the last visits and refused attempts, newest first. */
export const CHECK_IN_LOG_SIZE = 15;

export interface CheckInLogEntry {
  id: string;
  at: string;
  method: 'qr' | 'pin' | 'manual';
  result: 'allowed' | 'refused';
  /** The refusal's reason; for a visit, 'override' when staff let them in anyway. */
  reason: string;
  bookingMarked: boolean;
}

/**
 * A client's check-in log as staff see it on the profile: their visits (`check_ins`) and the
 * attempts refused (`check_in_attempts`), read under row-level security (a trainer's own clients,
 * every client for an admin), merged newest first.
 */
export async function getCheckInLog(clientId: string): Promise<CheckInLogEntry[]> {
  const [visits, refused] = await Promise.all([
    supabase
      .from('check_ins')
      .select('id, checked_in_at, method, overridden, booking_id')
      .eq('client_id', clientId)
      .order('checked_in_at', { ascending: false })
      .limit(CHECK_IN_LOG_SIZE),
    supabase
      .from('check_in_attempts')
      .select('id, attempted_at, method, reason')
      .eq('client_id', clientId)
      .eq('result', 'refused')
      .order('attempted_at', { ascending: false })
      .limit(CHECK_IN_LOG_SIZE),
  ]);
  if (visits.error) throw visits.error;
  if (refused.error) throw refused.error;
  const entries: CheckInLogEntry[] = [
    ...visits.data.map((visit) => ({
      id: visit.id,
      at: visit.checked_in_at,
      method: visit.method,
      result: 'allowed' as const,
      reason: visit.overridden ? 'override' : 'ok',
      bookingMarked: visit.booking_id !== null,
    })),
    ...refused.data.map((attempt) => ({
      id: attempt.id,
      at: attempt.attempted_at,
      method: attempt.method,
      result: 'refused' as const,
      reason: attempt.reason,
      bookingMarked: false,
    })),
  ];
  return entries.sort((a, b) => b.at.localeCompare(a.at)).slice(0, CHECK_IN_LOG_SIZE);
}

export const checkInLogQuery = (clientId: string) =>
  queryOptions({ queryKey: accessDeskKeys.log(clientId), queryFn: () => getCheckInLog(clientId) });

export function useCheckInLog(clientId: string) {
  return useQuery(checkInLogQuery(clientId));
}
