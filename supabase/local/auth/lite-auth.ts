import type { HonoContext } from '@supabase/lite';

/**
 * Typed access to the parts of lite's auth service the local layer builds on. Two of them are
 * private in lite's types (session issuing and the GoTrue user shape), so they are reached through
 * this one adapter; lite is pinned exactly, and the phone-auth, admin-users-api, auth-limits and
 * functions tests in tests/integration cover every use.
 */
export type AuthService = HonoContext['Variables']['authService'];
export type AuthRepo = AuthService['repo'];
export type UserRow = NonNullable<Awaited<ReturnType<AuthRepo['findUserById']>>>;
export type IdentityRow = Awaited<ReturnType<AuthRepo['findIdentitiesByUserId']>>[number];
export type GoTrueUser = Record<string, unknown> & { id: string };
export type GoTrueSession = Record<string, unknown> & { access_token: string; refresh_token: string; user: GoTrueUser };

interface AuthServiceInternals {
  createSessionForUser(user: UserRow, identities: IdentityRow[], kind?: string): Promise<GoTrueSession>;
  mapUserToResponse(user: UserRow, identities: IdentityRow[], kind: string): GoTrueUser;
}

function internals(auth: AuthService): AuthServiceInternals {
  return auth as unknown as AuthServiceInternals;
}

export async function issueSession(auth: AuthService, userId: string): Promise<GoTrueSession> {
  const row = await auth.repo.findUserById(userId);
  if (!row) throw new Error(`No auth user ${userId}`);
  const user = auth.repo.parseUserJson(row);
  const identities = await auth.repo.findIdentitiesByUserId(userId);
  return internals(auth).createSessionForUser(user, identities, 'user');
}

export async function toGoTrueUser(auth: AuthService, row: UserRow): Promise<GoTrueUser> {
  const identities = await auth.repo.findIdentitiesByUserId(row.id);
  return internals(auth).mapUserToResponse(auth.repo.parseUserJson(row), identities, 'user');
}
