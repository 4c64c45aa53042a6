import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessToken, anonClient, backend, demo, invokeFunction, uniqueEmail } from '../support/clients';
import { people, rows, svc } from '../support/rls-fixtures';

// The role lives in public.users and changes only through admins. Whatever a user writes into their
// auth metadata (at sign-up or later) never reaches it, and policies never read metadata.

const PASSWORD = 'Escalate-me-1';

let mallory: SupabaseClient;
let malloryId: string;
let signUpMetadata: Record<string, unknown>;
const accounts: string[] = [];

function jwtClaims(token: string): Record<string, unknown> {
  const payload = token.split('.')[1];
  if (!payload) throw new Error('not a JWT');
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

async function profile(id: string) {
  const { data, error } = await svc()
    .from('users')
    .select('role, staff_role, client_type, assigned_to, status, first_name, cycle_tracking_enabled')
    .eq('id', id)
    .single<{
      role: string;
      staff_role: string | null;
      client_type: string | null;
      assigned_to: string | null;
      status: string;
      first_name: string;
      cycle_tracking_enabled: boolean;
    }>();
  if (error) throw new Error(`reading profile ${id}: ${error.message}`);
  return data;
}

beforeAll(async () => {
  // Self-registration asking to be an admin.
  mallory = anonClient();
  const { data, error } = await mallory.auth.signUp({
    email: uniqueEmail('escalation'),
    password: PASSWORD,
    options: { data: { role: 'admin', staff_role: 'trainer', first_name: 'Mallory', last_name: 'Meta' } },
  });
  if (error || !data.user || !data.session) throw new Error(`sign-up failed: ${error?.message ?? 'no session'}`);
  malloryId = data.user.id;
  accounts.push(malloryId);
  signUpMetadata = data.user.user_metadata;

  // An admin assigns her to Taylor, as for any client.
  const assigned = await svc().from('users').update({ assigned_to: people.taylor }).eq('id', malloryId);
  if (assigned.error) throw new Error(assigned.error.message);
});

afterAll(async () => {
  for (const id of accounts) await svc().auth.admin.deleteUser(id);
});

describe('a self-registered account that asked for role admin', () => {
  it('keeps the request only as metadata: public.users makes it a client', async () => {
    expect(signUpMetadata).toMatchObject({ role: 'admin', staff_role: 'trainer' });
    expect(await profile(malloryId)).toMatchObject({
      role: 'client',
      staff_role: null,
      client_type: 'programming',
      status: 'active',
    });
    const { data } = await mallory.from('users').select('id, role').eq('id', malloryId).single();
    expect(data).toEqual({ id: malloryId, role: 'client' });
  });
});

describe('a client who sets role admin in their metadata and refreshes the session', () => {
  let refreshTokenBefore: string;
  let refreshTokenAfter: string;

  beforeAll(async () => {
    const updated = await mallory.auth.updateUser({ data: { role: 'admin' } });
    if (updated.error) throw new Error(updated.error.message);
    refreshTokenBefore = (await mallory.auth.getSession()).data.session?.refresh_token ?? '';
    const refreshed = await mallory.auth.refreshSession();
    if (refreshed.error || !refreshed.data.session) throw new Error(refreshed.error?.message ?? 'no session');
    refreshTokenAfter = refreshed.data.session.refresh_token;
  });

  it('has role admin in their auth metadata, a plain authenticated token, and is still a client in public.users', async () => {
    const { data } = await mallory.auth.getUser();
    expect(data.user?.user_metadata).toMatchObject({ role: 'admin' });
    const claims = jwtClaims(await accessToken(mallory));
    expect(claims.sub).toBe(malloryId);
    expect(claims.role).toBe('authenticated');
    // Hosted GoTrue copies user_metadata into the token; wherever it appears, it says admin.
    if (claims.user_metadata !== undefined) expect(claims.user_metadata).toMatchObject({ role: 'admin' });
    expect(refreshTokenAfter).not.toBe(refreshTokenBefore); // the session really was refreshed
    expect((await profile(malloryId)).role).toBe('client');
  });

  it("reads only their own profile and their trainer's, and none of other people's rows", async () => {
    const { data: profiles, error } = await mallory.from('users').select('id');
    expect(error).toBeNull();
    expect((profiles ?? []).map((row: { id: string }) => row.id).sort()).toEqual([malloryId, people.taylor].sort());

    for (const table of [
      'clients',
      'workout_logs',
      'workout_sessions',
      'messages',
      'cycle_entries',
      'assessments',
      'onboarding_forms',
      'programs',
    ]) {
      const { data, error: readError } = await mallory.from(table).select('id');
      expect(readError, table).toBeNull();
      expect(data, `${table} should be empty for a client without rows`).toEqual([]);
    }
    // Rows the seed gave Casey, by id.
    const { data: caseyProfile } = await mallory.from('users').select('id').eq('id', demo.client.id);
    expect(caseyProfile).toEqual([]);
    const { data: caseyProgram } = await mallory
      .from('programs')
      .select('id')
      .eq('id', '00000000-0000-4000-8000-000000000201');
    expect(caseyProgram).toEqual([]);
  });

  it.each([
    ['role', { role: 'admin' }],
    ['staff_role', { staff_role: 'trainer' }],
    ['assigned_to', { assigned_to: null }],
    ['client_type', { client_type: 'virtual' }],
    ['status', { status: 'pending' }],
  ])('cannot change their own %s (the guard trigger raises 42501)', async (_column, patch) => {
    const before = await profile(malloryId);
    const { data, error } = await mallory.from('users').update(patch).eq('id', malloryId).select('id');
    expect(data).toBeNull();
    expect(error?.code).toBe('42501');
    expect(error?.message).toMatch(/only an admin/i);
    expect(await profile(malloryId)).toEqual(before);
  });

  it('can change their own first name and cycle tracking', async () => {
    const { data, error } = await mallory
      .from('users')
      .update({ first_name: 'Mal', cycle_tracking_enabled: true })
      .eq('id', malloryId)
      .select('first_name, cycle_tracking_enabled');
    expect(error).toBeNull();
    expect(data).toEqual([{ first_name: 'Mal', cycle_tracking_enabled: true }]);
    expect(await profile(malloryId)).toMatchObject({ role: 'client', first_name: 'Mal', cycle_tracking_enabled: true });
  });

  it('can choose their weight unit, only kg or lb', async () => {
    const chosen = await mallory.from('users').update({ weight_unit: 'lb' }).eq('id', malloryId).select('weight_unit');
    expect(chosen.error).toBeNull();
    expect(chosen.data).toEqual([{ weight_unit: 'lb' }]);
    const bad = await mallory.from('users').update({ weight_unit: 'stone' }).eq('id', malloryId);
    expect(bad.error?.code).toBe('23514');
    const cleared = await mallory.from('users').update({ weight_unit: null }).eq('id', malloryId).select('weight_unit');
    expect(cleared.data).toEqual([{ weight_unit: null }]);
  });

  it('cannot do what only admins (or staff) do', async () => {
    // Edit or delete someone else's profile.
    const edited = await mallory.from('users').update({ first_name: 'Hacked' }).eq('id', demo.client.id).select('id');
    expect(edited.error).toBeNull();
    expect(edited.data).toEqual([]);
    const { data: other } = await svc().auth.admin.createUser({ email: uniqueEmail('victim'), email_confirm: true });
    accounts.push(other.user!.id);
    const deleted = await mallory.from('users').delete().eq('id', other.user!.id).select('id');
    expect(deleted.data).toEqual([]);
    expect((await profile(other.user!.id)).role).toBe('client');
    expect((await profile(demo.client.id)).first_name).toBe('Casey');

    // Staff-only writes.
    const exercise = rows.exercise(malloryId);
    expect((await mallory.from('exercises').insert(exercise)).error?.code).toBe('42501');
    const program = rows.program(malloryId, malloryId);
    expect((await mallory.from('programs').insert(program)).error?.code).toBe('42501');
    const assessment = rows.assessment(malloryId, malloryId);
    expect((await mallory.from('assessments').insert(assessment)).error?.code).toBe('42501');

    // Admin-only functions and the GoTrue admin API.
    const token = await accessToken(mallory);
    const createUser = await invokeFunction(
      'create-user',
      { email: uniqueEmail('minion'), password: 'Minion-pass-1', firstName: 'M', lastName: 'M' },
      token,
    );
    expect(createUser.status).toBe(403);
    const deleteUser = await invokeFunction('delete-user', { userId: other.user!.id }, token);
    expect(deleteUser.status).toBe(403);
    const adminApi = await fetch(`${backend().url}/auth/v1/admin/users`, {
      headers: { apikey: backend().publishableKey, Authorization: `Bearer ${token}` },
    });
    expect(adminApi.status).toBe(401);
    expect((await svc().auth.admin.getUserById(other.user!.id)).data.user?.id).toBe(other.user!.id);
  });
});
