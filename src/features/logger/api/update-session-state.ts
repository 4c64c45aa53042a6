import type { Json } from '@/lib/database.types';
import { supabase } from '@/lib/supabase';
import type { SessionState } from '../lib/session-schema';

/**
 * Writes the state only if the server still holds `baseRevision` (compare-and-set). Returns false
 * when another device wrote first (or the session is no longer active); the caller then merges.
 */
export async function updateSessionState(state: SessionState, baseRevision: number): Promise<boolean> {
  const { data, error } = await supabase
    .from('workout_sessions')
    .update({ state: state as unknown as Json, revision: baseRevision + 1 })
    .eq('id', state.sessionId)
    .eq('revision', baseRevision)
    .eq('status', 'active')
    .select('id');
  if (error) throw error;
  return data.length === 1;
}
