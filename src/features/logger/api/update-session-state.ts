import type { Json } from '@/lib/database.types';
import { serverClock } from '@/lib/server-clock';
import { supabase } from '@/lib/supabase';
import type { SessionState } from '../lib/session-schema';

/**
 * Writes the state only if the server still holds `baseRevision` (compare-and-set). Returns false
 * when another device wrote first (or the session is no longer active); the caller then merges.
 */
export async function updateSessionState(state: SessionState, baseRevision: number): Promise<boolean> {
  const sentAt = Date.now();
  const { data, error } = await supabase
    .from('workout_sessions')
    .update({ state: state as unknown as Json, revision: baseRevision + 1 })
    .eq('id', state.sessionId)
    .eq('revision', baseRevision)
    .eq('status', 'active')
    .select('id, updated_at');
  if (error) throw error;
  // The row's updated_at is the server's clock during this request: one more reading of it.
  if (data[0]) serverClock.record(Date.parse(data[0].updated_at), sentAt, Date.now());
  return data.length === 1;
}
