import type { Json } from '@/lib/database.types';
import { supabase } from '@/lib/supabase';
import type { SessionState } from '../lib/session-schema';

/** Starts in flight in this tab, by session id: two sync loops of one session (a remount) share one. */
const inFlight = new Map<string, Promise<void>>();

/**
 * Starts the session on the server with the id the device made. Idempotent without an error round
 * trip: the insert ignores a row that is already there (a retry after a lost response, another tab),
 * and a second start of the same session in this tab while the first is on its way joins it.
 */
export function createSession(state: SessionState, revision: number): Promise<void> {
  const pending = inFlight.get(state.sessionId);
  if (pending) return pending;
  const request = insertSession(state, revision).finally(() => inFlight.delete(state.sessionId));
  inFlight.set(state.sessionId, request);
  return request;
}

async function insertSession(state: SessionState, revision: number): Promise<void> {
  const { error } = await supabase.from('workout_sessions').upsert(
    {
      id: state.sessionId,
      user_id: state.userId,
      workout_id: state.workoutId,
      workout_name: state.workoutName,
      started_at: state.startedAt,
      state: state as unknown as Json,
      revision,
    },
    { onConflict: 'id', ignoreDuplicates: true },
  );
  // A server that does not honour ignore-duplicates still answers a repeat with a unique violation.
  if (error && error.code !== '23505') throw error;
}
