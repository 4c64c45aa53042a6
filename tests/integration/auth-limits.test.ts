import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalBackend, type LocalBackend } from '../../supabase/local/backend';
import { DEMO_PASSWORD } from '../../supabase/local/demo-accounts';

/**
 * The auth limits on their own backend (the shared one relaxes the per-IP limits), with a clock
 * the test moves instead of sleeping, and the codes it prints captured.
 */
let backend: LocalBackend;
let clock = Date.UTC(2026, 10, 23, 12);
const printed: string[] = [];

const LIMITS = {
  signInSignUps: 5,
  tokenVerifications: 50,
  failedSignInsPerAddress: 3,
  codeSendIntervalSeconds: 60,
  wrongCodeAttempts: 3,
  smsSent: 1000,
};

beforeAll(async () => {
  backend = await createLocalBackend({
    dataDir: 'memory://',
    log: (line) => printed.push(line),
    authRateLimits: LIMITS,
    now: () => clock,
  });
}, 60_000);

afterAll(async () => {
  await backend.close();
});

async function post(path: string, body: unknown, ip = '203.0.113.1', token?: string, method = 'POST') {
  const response = await backend.fetch(
    new Request(`http://local${path}`, {
      method,
      headers: {
        apikey: backend.keys.publishableKey,
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    }),
    ip,
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const signIn = (email: string, password: string, ip?: string) =>
  post('/auth/v1/token?grant_type=password', { email, password }, ip);
const minutes = (n: number) => n * 60_000;

describe('sign-in limits', () => {
  it('limits sign-ins per IP and lifts the limit after the window', async () => {
    const ip = '203.0.113.10';
    for (let i = 0; i < LIMITS.signInSignUps; i++) {
      expect((await signIn('client@demo.liftwise.app', DEMO_PASSWORD, ip)).status).toBe(200);
    }
    const limited = await signIn('client@demo.liftwise.app', DEMO_PASSWORD, ip);
    expect(limited.status).toBe(429);
    expect(limited.body.error_code).toBe('over_request_rate_limit');
    expect((await signIn('client@demo.liftwise.app', DEMO_PASSWORD, '203.0.113.11')).status).toBe(200);
    clock += minutes(5);
    expect((await signIn('client@demo.liftwise.app', DEMO_PASSWORD, ip)).status).toBe(200);
  });

  it('locks an address after a few wrong passwords, whatever the IP, until the window passes', async () => {
    const email = 'virtual@demo.liftwise.app';
    for (let i = 0; i < LIMITS.failedSignInsPerAddress; i++) {
      expect((await signIn(email, 'wrong-password', `198.51.100.${i}`)).status).toBe(400);
    }
    expect((await signIn(email, DEMO_PASSWORD, '198.51.100.50')).status).toBe(429);
    clock += minutes(5);
    expect((await signIn(email, DEMO_PASSWORD, '198.51.100.51')).status).toBe(200);
  });

  it('applies the same per-address limit to phone sign-ins', async () => {
    const phone = '+15550100001';
    for (let i = 0; i < LIMITS.failedSignInsPerAddress; i++) {
      expect(
        (await post('/auth/v1/token?grant_type=password', { phone, password: 'nope-nope' }, `192.0.2.${i}`)).status,
      ).toBe(400);
    }
    expect(
      (await post('/auth/v1/token?grant_type=password', { phone, password: DEMO_PASSWORD }, '192.0.2.99')).status,
    ).toBe(429);
    clock += minutes(5);
    expect(
      (await post('/auth/v1/token?grant_type=password', { phone, password: DEMO_PASSWORD }, '192.0.2.98')).status,
    ).toBe(200);
  });
});

describe('one-time codes', () => {
  // The demo number has a fixed code (config.toml [auth.sms.test_otp]): the right code is known.
  const phone = '+15550100001';
  const verify = (token: string) => post('/auth/v1/verify', { phone, token, type: 'sms' }, '192.0.2.200');

  it('sends one code per address per interval', async () => {
    clock += minutes(10);
    expect((await post('/auth/v1/otp', { phone, create_user: false })).status).toBe(200);
    const again = await post('/auth/v1/otp', { phone, create_user: false });
    expect(again.status).toBe(429);
    expect(again.body.error_code).toBe('over_sms_send_rate_limit');
    clock += LIMITS.codeSendIntervalSeconds * 1000;
    expect((await post('/auth/v1/otp', { phone, create_user: false })).status).toBe(200);
  });

  it('invalidates a code after a few wrong guesses; a new code works', async () => {
    clock += minutes(2);
    expect((await post('/auth/v1/otp', { phone, create_user: false })).status).toBe(200);
    for (let i = 0; i < LIMITS.wrongCodeAttempts; i++) expect((await verify('000000')).status).toBe(403);
    expect((await verify('123456')).status).toBe(403);
    clock += LIMITS.codeSendIntervalSeconds * 1000;
    expect((await post('/auth/v1/otp', { phone, create_user: false })).status).toBe(200);
    const session = await verify('123456');
    expect(session.status).toBe(200);
    expect(session.body.access_token).toEqual(expect.any(String));
  });

  it('limits email code requests per address too (lite endpoints)', async () => {
    clock += minutes(61);
    const email = 'trainer@demo.liftwise.app';
    expect((await post('/auth/v1/otp', { email, create_user: false })).status).toBe(200);
    expect((await post('/auth/v1/otp', { email, create_user: false })).status).toBe(429);
    expect((await post('/auth/v1/recover', { email })).status).toBe(429);
  });
});

describe('secure email change', () => {
  it('changes the address only when the new and the current mailbox both confirm', async () => {
    clock += minutes(10);
    const signedIn = await signIn('inperson@demo.liftwise.app', DEMO_PASSWORD, '203.0.113.77');
    const token = String(signedIn.body.access_token);
    const newEmail = `moved-${Date.now()}@example.com`;
    const requested = await post('/auth/v1/user', { email: newEmail }, '203.0.113.77', token, 'PUT');
    expect(requested.status).toBe(200);
    expect(requested.body.email).toBe('inperson@demo.liftwise.app');
    expect(requested.body.new_email).toBe(newEmail);

    const profileEmail = async () =>
      (
        await backend.db.query<{ email: string }>(
          "select email from public.users where id = '00000000-0000-4000-8000-000000000013'",
        )
      ).rows[0]?.email;
    expect(await profileEmail()).toBe('inperson@demo.liftwise.app');

    const codeFor = (address: string) => {
      const line = printed.findLast((entry) => entry.includes(`Email change code for ${address}`));
      return line?.slice(-6) ?? '';
    };
    const verifyChange = (email: string, code: string) =>
      post('/auth/v1/verify', { email, token: code, type: 'email_change' }, '203.0.113.78');

    expect((await verifyChange(newEmail, '000000')).status).toBe(403);
    // The current mailbox alone is not enough (lite 0.10.0 switched on that one code).
    expect((await verifyChange('inperson@demo.liftwise.app', codeFor('inperson@demo.liftwise.app'))).status).toBe(200);
    expect(await profileEmail()).toBe('inperson@demo.liftwise.app');
    const confirmed = await verifyChange(newEmail, codeFor(newEmail));
    expect(confirmed.status).toBe(200);
    expect(await profileEmail()).toBe(newEmail);
    expect((await signIn(newEmail, DEMO_PASSWORD, '203.0.113.79')).status).toBe(200);
  });

  it('refuses an address another account uses', async () => {
    const signedIn = await signIn('jordan@demo.liftwise.app', DEMO_PASSWORD, '203.0.113.80');
    const taken = await post(
      '/auth/v1/user',
      { email: 'admin@demo.liftwise.app' },
      '203.0.113.80',
      String(signedIn.body.access_token),
      'PUT',
    );
    expect(taken.status).toBe(422);
  });
});
