import type { Session } from '@supabase/supabase-js';
import { supabase } from '@/lib/supabase';

/**
 * The session stored on this device (no request, unless its token has expired and is refreshed).
 * Null when there is none. Nothing in it is trusted before `checkSessionUser` confirms it.
 */
export async function getStoredSession(): Promise<Session | null> {
  const { data, error } = await supabase.auth.getSession();
  if (error) throw error;
  return data.session;
}

/**
 * The session's user, checked with the auth server (a deleted account or a revoked session fails
 * here). Returns null for an invalid session; network failures are thrown.
 */
export async function checkSessionUser(session: Session) {
  // With the token passed, supabase-js does not hold its auth lock over this round trip, so the
  // reads that start beside it (which wait on that lock for their token) are not held back.
  const { data, error } = await supabase.auth.getUser(session.access_token);
  if (error) {
    if (error.status && error.status >= 400 && error.status < 500) return null;
    throw error;
  }
  return data.user;
}
