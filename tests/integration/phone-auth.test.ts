import { describe, expect, it } from 'vitest';
import { anonClient, backend, demo, DEMO_PASSWORD, serviceClient, uniquePhone } from './support/clients';

describe('phone sign-up and password sign-in', () => {
  it('signs up with a phone and password, then signs in with them', async () => {
    const phone = uniquePhone();
    const signUp = await anonClient().auth.signUp({
      phone,
      password: 'Sup3rSecret!',
      options: { data: { first_name: 'Pat', last_name: 'Phone', role: 'admin' } },
    });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session?.access_token).toBeTruthy();
    expect(signUp.data.user?.phone).toBe(phone.slice(1));

    const client = anonClient();
    const signIn = await client.auth.signInWithPassword({ phone, password: 'Sup3rSecret!' });
    expect(signIn.error).toBeNull();
    expect(signIn.data.user?.id).toBe(signUp.data.user?.id);

    // The mirrored profile is a client with the names from sign-up, whatever role was asked for.
    const { data: profile } = await client.from('users').select('role, first_name, last_name, phone').single();
    expect(profile).toEqual({ role: 'client', first_name: 'Pat', last_name: 'Phone', phone: phone.slice(1) });
  });

  it('refuses a wrong password and an unknown number with invalid credentials', async () => {
    const wrong = await anonClient().auth.signInWithPassword({
      phone: demo.client.phone,
      password: 'not-the-password',
    });
    expect(wrong.error?.code).toBe('invalid_credentials');
    const unknown = await anonClient().auth.signInWithPassword({ phone: '+15559999999', password: DEMO_PASSWORD });
    expect(unknown.error?.code).toBe('invalid_credentials');
  });

  it('signs in a seeded demo account by phone', async () => {
    const { data, error } = await anonClient().auth.signInWithPassword({
      phone: demo.client.phone,
      password: DEMO_PASSWORD,
    });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(demo.client.id);
  });

  it('refuses a second account on the same phone, a short password and a malformed number', async () => {
    const duplicate = await anonClient().auth.signUp({ phone: demo.client.phone, password: 'Another-pass1' });
    expect(duplicate.error?.code).toBe('phone_exists');
    const weak = await anonClient().auth.signUp({ phone: uniquePhone(), password: 'short' });
    expect(weak.error?.code).toBe('weak_password');
    const malformed = await anonClient().auth.signUp({ phone: '12ab', password: 'Long-enough-1' });
    expect(malformed.error?.status).toBe(400);
  });

  it('requires a project API key', async () => {
    const response = await fetch(`${backend().url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ phone: demo.client.phone, password: DEMO_PASSWORD }),
    });
    expect(response.status).toBe(401);
  });
});

describe('phone one-time codes', () => {
  it('sends a code to a known number and signs in with it (fixed test code from config.toml)', async () => {
    const client = anonClient();
    const sent = await client.auth.signInWithOtp({ phone: demo.client.phone, options: { shouldCreateUser: false } });
    expect(sent.error).toBeNull();
    const verified = await client.auth.verifyOtp({ phone: demo.client.phone, token: '123456', type: 'sms' });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.id).toBe(demo.client.id);
  });

  it('uses each code once', async () => {
    const client = anonClient();
    await client.auth.signInWithOtp({ phone: demo.client.phone, options: { shouldCreateUser: false } });
    expect((await client.auth.verifyOtp({ phone: demo.client.phone, token: '123456', type: 'sms' })).error).toBeNull();
    const replay = await client.auth.verifyOtp({ phone: demo.client.phone, token: '123456', type: 'sms' });
    expect(replay.error?.code).toBe('otp_expired');
  });

  it('refuses an unknown number when shouldCreateUser is false', async () => {
    const { error } = await anonClient().auth.signInWithOtp({
      phone: '+15559990000',
      options: { shouldCreateUser: false },
    });
    expect(error?.code).toBe('otp_disabled');
  });

  it('refuses a wrong code', async () => {
    const client = anonClient();
    await client.auth.signInWithOtp({ phone: demo.client.phone, options: { shouldCreateUser: false } });
    const { error } = await client.auth.verifyOtp({ phone: demo.client.phone, token: '000000', type: 'sms' });
    expect(error?.code).toBe('otp_expired');
  });

  it('sends a random code to numbers without a fixed one', async () => {
    const phone = uniquePhone();
    await anonClient().auth.signUp({ phone, password: 'Sup3rSecret!' });
    const client = anonClient();
    expect((await client.auth.signInWithOtp({ phone, options: { shouldCreateUser: false } })).error).toBeNull();
    // The stored code is a hash; the fixed test code does not apply to this number.
    const { error } = await client.auth.verifyOtp({ phone, token: '123456', type: 'sms' });
    expect(error?.code).toBe('otp_expired');
    const { data } = await serviceClient().auth.admin.listUsers({ perPage: 1000 });
    expect(data.users.some((user) => user.phone === phone.slice(1))).toBe(true);
  });
});
