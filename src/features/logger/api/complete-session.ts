import type { Json } from '@/lib/database.types';
import { supabase } from '@/lib/supabase';
import type { CompletionPayload, EditPayload } from '../lib/session-schema';

/** The one idempotent save of a finished workout: the log, every set, and the session completed. */
export async function completeSession(payload: CompletionPayload) {
  const { data, error } = await supabase.rpc('complete_workout_session', {
    p_log: payload.p_log as unknown as Json,
    p_sets: payload.p_sets as unknown as Json,
    p_removed: payload.p_removed as unknown as Json,
  });
  if (error) throw error;
  return data;
}

/** Why the server did not take a call: its code and message, and the HTTP status (4xx = refused). */
export class CompletionCallError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** An edit of a finished workout (History): the same idempotent completion call, amending the log. */
export async function sendLogEdit(payload: EditPayload): Promise<void> {
  const { error, status } = await supabase.rpc('complete_workout_session', {
    p_log: payload.p_log as unknown as Json,
    p_sets: payload.p_sets as unknown as Json,
    p_removed: payload.p_removed as unknown as Json,
  });
  if (error) throw new CompletionCallError(error.message, error.code, status);
}
