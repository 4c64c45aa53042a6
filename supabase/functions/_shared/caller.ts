import { isAuthRetryableFetchError } from '@supabase/supabase-js';
import type { Enums } from './database.types.ts';
import type { AdminClient } from './deps.ts';
import { HttpError } from './http.ts';

export type AppRole = Enums<'app_role'>;

export interface Caller {
  id: string;
  role: AppRole;
  status: Enums<'account_status'>;
}

export const AUTH_UNAVAILABLE = 'The sign-in service cannot be reached right now. Please try again shortly.';

/** A network failure reaching the auth server, or the auth server failing (5xx). */
function authUnavailable(error: { status?: number }): boolean {
  return isAuthRetryableFetchError(error) || error.status === 0 || (error.status ?? 0) >= 500;
}

/**
 * Who is calling, from their access token, with the role read from public.users (never from
 * user metadata, which any user can rewrite).
 */
export async function resolveCaller(request: Request, admin: AdminClient): Promise<Caller> {
  const header = request.headers.get('Authorization') ?? '';
  const token = header.toLowerCase().startsWith('bearer ') ? header.slice(7).trim() : '';
  if (!token || token.startsWith('sb_')) throw new HttpError(401, 'Missing or invalid authorization');
  const { data, error } = await admin.auth.getUser(token);
  // An auth server that cannot be reached (or fails) says nothing about the token: an outage, not a 401.
  if (error && authUnavailable(error)) throw new HttpError(503, AUTH_UNAVAILABLE);
  if (error || !data.user) throw new HttpError(401, 'Missing or invalid authorization');
  const { data: row, error: rowError } = await admin
    .from('users')
    .select('id, role, status')
    .eq('id', data.user.id)
    .maybeSingle<Caller>();
  if (rowError) throw rowError;
  if (!row) throw new HttpError(403, 'No profile for this account');
  // Deactivated and pending accounts call nothing, exactly as the database refuses them data.
  if (row.status !== 'active') throw new HttpError(403, `This account is ${row.status}`);
  return row;
}
