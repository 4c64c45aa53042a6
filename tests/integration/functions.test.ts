import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import ws from 'ws';
import { functionFactories, functionsWithoutSignIn, keylessFunctions } from '../../supabase/functions/registry';
import {
  accessToken,
  backend,
  demo,
  invokeFunction,
  serviceClient,
  signedInClient,
  uniqueEmail,
} from './support/clients';

async function tokenFor(email: string) {
  return accessToken(await signedInClient(email));
}

describe('/functions/v1 routing', () => {
  it('answers an unknown function with a JSON 404', async () => {
    const { status, body } = await invokeFunction('no-such-function', {});
    expect(status).toBe(404);
    expect(body.error).toMatch(/not found/i);
  });

  it('needs a project API key', async () => {
    const { status } = await invokeFunction('delete-user', {}, undefined, 'wrong-key');
    expect(status).toBe(401);
  });

  it('answers CORS preflight', async () => {
    const response = await fetch(`${backend().url}/functions/v1/create-user`, { method: 'OPTIONS' });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-headers')).toContain('authorization');
  });
});

describe('create-user', () => {
  const newUser = (overrides: Record<string, unknown> = {}) => ({
    email: uniqueEmail('created'),
    password: 'Welcome-123',
    firstName: 'New',
    lastName: 'Person',
    ...overrides,
  });

  it('lets an admin create any role, written to public.users', async () => {
    const { status, body } = await invokeFunction(
      'create-user',
      newUser({ role: 'staff' }),
      await tokenFor(demo.admin.email),
    );
    expect(status).toBe(201);
    const user = body.user as { id: string; role: string; staff_role: string };
    expect(user).toMatchObject({ role: 'staff', staff_role: 'trainer' });
    const { data } = await serviceClient().from('users').select('role').eq('id', user.id).single();
    expect(data?.role).toBe('staff');
  });

  it('lets staff create a client assigned to themselves, active, with a clients record', async () => {
    const { status, body } = await invokeFunction(
      'create-user',
      newUser({ clientType: 'virtual', gender: 'female' }),
      await tokenFor(demo.trainer.email),
    );
    expect(status).toBe(201);
    const user = body.user as { id: string };
    const { data } = await serviceClient()
      .from('users')
      .select('role, assigned_to, status, client_type, gender')
      .eq('id', user.id)
      .single();
    expect(data).toEqual({
      role: 'client',
      assigned_to: demo.trainer.id,
      status: 'active',
      client_type: 'virtual',
      gender: 'female',
    });
    const { data: clientRow } = await serviceClient()
      .from('clients')
      .select('daily_calorie_goal')
      .eq('id', user.id)
      .single();
    expect(clientRow?.daily_calorie_goal).toBe(2000);
  });

  it('refuses staff creating staff or admins, or assigning to someone else', async () => {
    const token = await tokenFor(demo.trainer.email);
    expect((await invokeFunction('create-user', newUser({ role: 'admin' }), token)).status).toBe(403);
    expect((await invokeFunction('create-user', newUser({ role: 'staff' }), token)).status).toBe(403);
    expect((await invokeFunction('create-user', newUser({ assignedTo: demo.otherTrainer.id }), token)).status).toBe(
      403,
    );
  });

  it('refuses clients, including one who set role admin in their metadata', async () => {
    const client = await signedInClient(demo.virtualClient.email);
    await client.auth.updateUser({ data: { role: 'admin' } });
    await client.auth.refreshSession();
    const { status } = await invokeFunction('create-user', newUser(), await accessToken(client));
    expect(status).toBe(403);
  });

  it('answers 401 without a session or with a forged token', async () => {
    expect((await invokeFunction('create-user', newUser())).status).toBe(401);
    expect((await invokeFunction('create-user', newUser(), 'eyJhbGciOiJIUzI1NiJ9.e30.forged')).status).toBe(401);
  });

  it('validates the body with a clear 400', async () => {
    const token = await tokenFor(demo.admin.email);
    const missing = await invokeFunction('create-user', { email: uniqueEmail(), password: 'Welcome-123' }, token);
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBeTruthy();
    expect((await invokeFunction('create-user', newUser({ email: 'nope' }), token)).status).toBe(400);
    expect((await invokeFunction('create-user', newUser({ password: 'short' }), token)).status).toBe(400);
    expect((await invokeFunction('create-user', '{not json', token)).status).toBe(400);
  });

  it('reports an email already in use as a conflict', async () => {
    const { status } = await invokeFunction(
      'create-user',
      newUser({ email: demo.client.email }),
      await tokenFor(demo.admin.email),
    );
    expect(status).toBe(409);
  });
});

describe('delete-user', () => {
  async function makeUser() {
    const { data } = await serviceClient().auth.admin.createUser({
      email: uniqueEmail('doomed'),
      password: 'Doomed-pass-1',
    });
    return data.user!.id;
  }

  it('lets an admin delete a user and everything of theirs', async () => {
    const userId = await makeUser();
    await serviceClient().from('clients').insert({ id: userId });
    const { status, body } = await invokeFunction('delete-user', { userId }, await tokenFor(demo.admin.email));
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect((await serviceClient().auth.admin.getUserById(userId)).error?.status).toBe(404);
    const { count } = await serviceClient()
      .from('clients')
      .select('id', { count: 'exact', head: true })
      .eq('id', userId);
    expect(count).toBe(0);
  });

  it('refuses staff and clients with 403 and leaves the user in place', async () => {
    const userId = await makeUser();
    expect((await invokeFunction('delete-user', { userId }, await tokenFor(demo.trainer.email))).status).toBe(403);
    expect((await invokeFunction('delete-user', { userId }, await tokenFor(demo.client.email))).status).toBe(403);
    expect((await serviceClient().auth.admin.getUserById(userId)).data.user?.id).toBe(userId);
  });

  it('answers 400 for a bad body, 404 for an unknown user, 400 for deleting yourself, 401 anonymously', async () => {
    const token = await tokenFor(demo.admin.email);
    expect((await invokeFunction('delete-user', {}, token)).status).toBe(400);
    expect((await invokeFunction('delete-user', { userId: 'not-a-uuid' }, token)).status).toBe(400);
    expect(
      (await invokeFunction('delete-user', { userId: '11111111-1111-4111-8111-111111111111' }, token)).status,
    ).toBe(404);
    expect((await invokeFunction('delete-user', { userId: demo.admin.id }, token)).status).toBe(400);
    expect((await invokeFunction('delete-user', { userId: demo.client.id })).status).toBe(401);
  });
});

describe('hardening of the functions', () => {
  it('answers /functions/v1/constructor and other Object.prototype names with a JSON 404', async () => {
    for (const name of ['constructor', 'toString', 'hasOwnProperty', '__proto__']) {
      const { status } = await invokeFunction(name, {});
      expect(status, name).toBe(404);
    }
  });

  it('create-user refuses an unknown assignedTo with a 400', async () => {
    const body = {
      email: uniqueEmail('orphan'),
      password: 'Welcome-123',
      firstName: 'No',
      lastName: 'Trainer',
      assignedTo: '00000000-0000-4000-8000-0000000000ff',
    };
    const { status } = await invokeFunction('create-user', body, await tokenFor(demo.admin.email));
    expect(status).toBe(400);
  });

  it('delete-user removes nested folders and more than one page of files, then the account', async () => {
    const created = await invokeFunction(
      'create-user',
      { email: uniqueEmail('photos'), password: 'Welcome-123', firstName: 'Many', lastName: 'Photos' },
      await tokenFor(demo.admin.email),
    );
    const userId = (created.body.user as { id: string }).id;
    const bucket = serviceClient().storage.from('progress-photos');
    const paths = [
      ...Array.from({ length: 1005 }, (_, i) => `${userId}/p${String(i).padStart(4, '0')}.png`),
      `${userId}/2026/11/nested.png`,
      `${userId}/2026/deeper/also.png`,
    ];
    for (let start = 0; start < paths.length; start += 50) {
      await Promise.all(
        paths.slice(start, start + 50).map(async (path) => {
          const { error } = await bucket.upload(path, new Uint8Array([1, 2, 3]), { contentType: 'image/png' });
          if (error) throw error;
        }),
      );
    }
    const { status, body } = await invokeFunction('delete-user', { userId }, await tokenFor(demo.admin.email));
    expect(status).toBe(200);
    expect(body.removedFiles).toBe(paths.length);
    const left = await bucket.list(userId, { limit: 1000 });
    expect(left.data).toEqual([]);
    const { data } = await serviceClient().from('users').select('id').eq('id', userId);
    expect(data).toEqual([]);
  }, 120_000);

  it("delete-user removes the person's check-in photos, assessment reports and sent attachments, not another's", async () => {
    const created = await invokeFunction(
      'create-user',
      { email: uniqueEmail('files'), password: 'Welcome-123', firstName: 'Many', lastName: 'Files' },
      await tokenFor(demo.admin.email),
    );
    const userId = (created.body.user as { id: string }).id;
    const messageId = randomUUID();
    const files = [
      { bucket: 'check-in-photos', path: `${userId}/week.png`, type: 'image/png' },
      { bucket: 'assessment-reports', path: `${userId}/scan.pdf`, type: 'application/pdf' },
      { bucket: 'message-attachments', path: `${userId}/${messageId}/form-check.png`, type: 'image/png' },
    ];
    // Someone else's file in the same bucket stays.
    const keptPath = `${demo.client.id}/${randomUUID()}-kept.png`;
    const uploads = [...files, { bucket: 'check-in-photos', path: keptPath, type: 'image/png' }];
    for (const file of uploads) {
      const { error } = await serviceClient()
        .storage.from(file.bucket)
        .upload(file.path, new Uint8Array([1, 2, 3]), { contentType: file.type });
      if (error) throw new Error(`${file.bucket}: ${error.message}`);
    }
    const { status, body } = await invokeFunction('delete-user', { userId }, await tokenFor(demo.admin.email));
    expect(status).toBe(200);
    expect(body.removedFiles).toBe(files.length);
    for (const file of files) {
      const folder = file.path.slice(0, file.path.lastIndexOf('/'));
      const left = await serviceClient().storage.from(file.bucket).list(folder);
      expect(left.data, file.bucket).toEqual([]);
    }
    const kept = await serviceClient().storage.from('check-in-photos').download(keptPath);
    expect(kept.error).toBeNull();
    await serviceClient().storage.from('check-in-photos').remove([keptPath]);
  }, 60_000);
});

describe('an auth server that cannot be reached', () => {
  // The functions' own dependency: every call to /auth/v1 fails as a refused connection does.
  const authDown: typeof fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (new URL(url).pathname.startsWith('/auth/v1/')) throw new TypeError('fetch failed');
    return fetch(input, init);
  };

  it('is an outage (503 with a clear message), not a bad token (401), for every function with a sign-in', async () => {
    const token = await tokenFor(demo.admin.email);
    // Keyless functions (calendar-feed) take no sign-in: their token is checked in the database; nor
    // do the scheduler's and the public key's (functionsWithoutSignIn).
    const signedIn = Object.entries(functionFactories).filter(
      ([name]) => !keylessFunctions.has(name) && !functionsWithoutSignIn.has(name),
    );
    expect(signedIn.length).toBe(
      Object.keys(functionFactories).length - keylessFunctions.size - functionsWithoutSignIn.size,
    );
    for (const [name, create] of signedIn) {
      const handler = create({
        supabaseUrl: backend().url,
        secretKey: backend().secretKey,
        clientOptions: { global: { fetch: authDown }, realtime: { transport: ws as never } },
      });
      const response = await handler(
        new Request(`http://functions.test/${name}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
          body: '{}',
        }),
      );
      expect(response.status, name).toBe(503);
      expect(await response.json(), name).toEqual({
        error: 'The sign-in service cannot be reached right now. Please try again shortly.',
      });
    }
  });
});
