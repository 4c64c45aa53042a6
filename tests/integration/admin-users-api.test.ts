import { describe, expect, it } from 'vitest';
import {
  accessToken,
  anonClient,
  backend,
  demo,
  serviceClient,
  signedInClient,
  uniqueEmail,
  uniquePhone,
} from './support/clients';

describe('GoTrue admin API (secret key only)', () => {
  it('creates, reads, updates, lists and deletes a user', async () => {
    const admin = serviceClient().auth.admin;
    const email = uniqueEmail('admin-api');
    const created = await admin.createUser({
      email,
      password: 'Start-pass-1',
      email_confirm: true,
      user_metadata: { first_name: 'Ada' },
    });
    expect(created.error).toBeNull();
    const id = created.data.user!.id;

    const fetched = await admin.getUserById(id);
    expect(fetched.data.user?.email).toBe(email);

    const updated = await admin.updateUserById(id, {
      user_metadata: { last_name: 'Lovelace' },
      password: 'Changed-pass-2',
    });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.user_metadata).toMatchObject({ first_name: 'Ada', last_name: 'Lovelace' });
    expect((await anonClient().auth.signInWithPassword({ email, password: 'Changed-pass-2' })).error).toBeNull();

    const listed = await admin.listUsers({ page: 1, perPage: 500 });
    expect(listed.data.users.map((user) => user.id)).toContain(id);

    expect((await admin.deleteUser(id)).error).toBeNull();
    expect((await admin.getUserById(id)).error?.status).toBe(404);
    const { data: profile } = await serviceClient().from('users').select('id').eq('id', id).maybeSingle();
    expect(profile).toBeNull();
  });

  it('lists users newest first', async () => {
    const admin = serviceClient().auth.admin;
    await admin.createUser({ email: uniqueEmail('older'), password: 'Start-pass-1' });
    const newest = await admin.createUser({ email: uniqueEmail('newest'), password: 'Start-pass-1' });
    const { data } = await admin.listUsers({ page: 1, perPage: 5 });
    expect(data.users[0]?.id).toBe(newest.data.user?.id);
  });

  it('creates phone users', async () => {
    const phone = uniquePhone();
    const { data, error } = await serviceClient().auth.admin.createUser({
      phone,
      password: 'Start-pass-1',
      phone_confirm: true,
    });
    expect(error).toBeNull();
    expect(data.user?.phone).toBe(phone.slice(1));
    expect((await anonClient().auth.signInWithPassword({ phone, password: 'Start-pass-1' })).error).toBeNull();
  });

  it('rejects duplicates and malformed bodies', async () => {
    const admin = serviceClient().auth.admin;
    expect((await admin.createUser({ email: demo.client.email, password: 'Start-pass-1' })).error?.code).toBe(
      'email_exists',
    );
    expect((await admin.createUser({ email: 'not-an-email', password: 'Start-pass-1' })).error?.status).toBe(400);
    expect((await admin.createUser({ password: 'Start-pass-1' })).error?.status).toBe(400);
    expect((await admin.createUser({ email: uniqueEmail(), password: 'short' })).error?.code).toBe('weak_password');
  });

  it('refuses the publishable key, a user token, a wrong key and no key', async () => {
    const url = `${backend().url}/auth/v1/admin/users`;
    const userToken = await accessToken(await signedInClient(demo.admin.email));
    const attempts: Record<string, string>[] = [
      { apikey: backend().publishableKey },
      { apikey: backend().publishableKey, Authorization: `Bearer ${userToken}` },
      { apikey: 'sb_secret_wrong', Authorization: 'Bearer sb_secret_wrong' },
      {},
    ];
    for (const headers of attempts) {
      const response = await fetch(url, { headers });
      expect(response.status).toBe(401);
    }
    const withSecret = await fetch(url, { headers: { apikey: backend().secretKey } });
    expect(withSecret.status).toBe(200);
  });
});

describe('GoTrue admin API: bad input is a 4xx', () => {
  it('refuses an email another account uses, on create and on update', async () => {
    const admin = serviceClient().auth.admin;
    const created = await admin.createUser({ email: demo.trainer.email, password: 'Start-pass-1' });
    expect(created.error?.status).toBe(422);
    const other = await admin.createUser({
      email: uniqueEmail('taken'),
      password: 'Start-pass-1',
      email_confirm: true,
    });
    const id = other.data.user!.id;
    const moved = await admin.updateUserById(id, { email: demo.trainer.email });
    expect(moved.error?.status).toBe(422);
    expect((await admin.getUserById(id)).data.user?.email).not.toBe(demo.trainer.email);
    await admin.deleteUser(id);
  });

  it('refuses metadata holding a NUL character', async () => {
    const admin = serviceClient().auth.admin;
    const created = await admin.createUser({
      email: uniqueEmail('nul'),
      password: 'Start-pass-1',
      user_metadata: { first_name: 'a\u0000b' },
    });
    expect(created.error?.status).toBe(400);
    const updated = await admin.updateUserById(demo.client.id, { user_metadata: { note: '\u0000' } });
    expect(updated.error?.status).toBe(400);
  });
});
