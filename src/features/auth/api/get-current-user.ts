import { supabase } from '@/lib/supabase';

/**
 * The stored session, checked with the auth server (a deleted account fails here). Returns null
 * for no session or an invalid one; network failures are thrown.
 */
export async function getCurrentUser() {
  const { data: sessionData, error: sessionError } = await supabase.auth.getSession();
  if (sessionError) throw sessionError;
  if (!sessionData.session) return null;
  // With the token passed, supabase-js does not hold its auth lock over this round trip, so the
  // page's first reads (which wait on that lock for their token) start beside it, not after it.
  const { data, error } = await supabase.auth.getUser(sessionData.session.access_token);
  if (error) {
    if (error.status && error.status >= 400 && error.status < 500) return null;
    throw error;
  }
  return data.user;
}
