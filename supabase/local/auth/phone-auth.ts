import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import bcrypt from 'bcryptjs';
import type { HonoContext } from '@supabase/lite';
import type { Context, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { requestKeyKind, type ProjectKeys } from '../api-keys.ts';
import { authError, invalidApiKey, invalidCredentials, validationFailed } from './gotrue-errors.ts';
import { issueSession, type AuthService } from './lite-auth.ts';
import { queryRows, type SqlDriver } from '../db/sql-runner.ts';

/**
 * Phone sign-up, password sign-in and SMS one-time codes on top of lite's auth service, which
 * handles email only. Requests carrying an email fall through to lite untouched.
 */
export interface PhoneAuthOptions {
  db: SqlDriver;
  keys: ProjectKeys;
  minimumPasswordLength: number;
  /** Phone (digits only) → fixed code, as in config.toml [auth.sms.test_otp]. */
  testOtp: Record<string, string>;
  otpTtlSeconds?: number;
  /** Where development codes are printed. */
  log: (line: string) => void;
}

const phoneSchema = z
  .string()
  .transform((value) => value.replace(/[\s()-]/g, ''))
  .refine((value) => /^\+?[1-9]\d{7,14}$/.test(value), 'Invalid phone number format (E.164 required)')
  .transform((value) => value.replace(/^\+/, ''));

const signUpBody = z.object({
  phone: phoneSchema,
  password: z.string(),
  data: z.record(z.string(), z.unknown()).optional(),
});
const passwordBody = z.object({ phone: phoneSchema, password: z.string() });
const otpBody = z.object({
  phone: phoneSchema,
  create_user: z.boolean().optional(),
  data: z.record(z.string(), z.unknown()).optional(),
});
const verifyBody = z.object({ phone: phoneSchema, token: z.string(), type: z.enum(['sms', 'phone_change']) });

interface PhoneUser {
  id: string;
  encrypted_password: string | null;
  recovery_token: string | null;
  recovery_sent_at: string | null;
}

export function phoneAuth(options: PhoneAuthOptions): MiddlewareHandler<HonoContext> {
  const otpTtlMs = (options.otpTtlSeconds ?? 600) * 1000;

  const findByPhone = async (phone: string): Promise<PhoneUser | undefined> =>
    (
      await queryRows<PhoneUser>(
        options.db,
        'select id, encrypted_password, recovery_token, recovery_sent_at::text from auth.users where phone = $1 and deleted_at is null',
        [phone],
      )
    )[0];

  const routes: Record<string, (c: Context<HonoContext>, body: Record<string, unknown>) => Promise<Response>> = {
    '/auth/v1/signup': async (c, raw) => {
      const body = signUpBody.safeParse(raw);
      if (!body.success) return validationFailed(body.error.issues[0]?.message ?? 'Invalid request');
      const { phone, password, data } = body.data;
      if (password.length < options.minimumPasswordLength) {
        return authError(
          422,
          'weak_password',
          `Password should be at least ${options.minimumPasswordLength} characters.`,
        );
      }
      if (password.length > 72) return validationFailed('Password cannot be longer than 72 characters');
      if (await findByPhone(phone)) return authError(422, 'phone_exists', 'Phone number already registered');
      const auth = c.get('authService');
      const id = randomUUID();
      await createPhoneUser(auth, { id, phone, password, metadata: data ?? {} });
      const session = await issueSession(auth, id);
      return Response.json(session);
    },
    '/auth/v1/token': async (c, raw) => {
      if (new URL(c.req.url).searchParams.get('grant_type') !== 'password') return passThrough;
      const body = passwordBody.safeParse(raw);
      if (!body.success) return invalidCredentials();
      const user = await findByPhone(body.data.phone);
      if (!user?.encrypted_password || !(await bcrypt.compare(body.data.password, user.encrypted_password))) {
        return invalidCredentials();
      }
      return Response.json(await issueSession(c.get('authService'), user.id));
    },
    '/auth/v1/otp': async (_c, raw) => {
      const body = otpBody.safeParse(raw);
      if (!body.success) return validationFailed(body.error.issues[0]?.message ?? 'Invalid request');
      const user = await findByPhone(body.data.phone);
      if (!user) {
        // Creating accounts from a code is not offered: sign-up needs a password.
        return authError(422, 'otp_disabled', 'Signups not allowed for otp');
      }
      const code = options.testOtp[body.data.phone] ?? String(randomInt(0, 1_000_000)).padStart(6, '0');
      await options.db.query('update auth.users set recovery_token = $2, recovery_sent_at = now() where id = $1', [
        user.id,
        hashCode(body.data.phone, code),
      ]);
      options.log(`[liftwise] SMS code for +${body.data.phone}: ${code}`);
      return Response.json({ message_id: randomUUID() });
    },
    '/auth/v1/verify': async (c, raw) => {
      const body = verifyBody.safeParse(raw);
      if (!body.success) return validationFailed(body.error.issues[0]?.message ?? 'Invalid request');
      const user = await findByPhone(body.data.phone);
      const expected = user?.recovery_token;
      const sentAt = user?.recovery_sent_at ? Date.parse(user.recovery_sent_at) : Number.NaN;
      const fresh = Number.isFinite(sentAt) && Date.now() - sentAt <= otpTtlMs;
      if (!user || !expected || !fresh || !sameHash(expected, hashCode(body.data.phone, body.data.token.trim()))) {
        return authError(403, 'otp_expired', 'Token has expired or is invalid');
      }
      await options.db.query(
        'update auth.users set recovery_token = null, phone_confirmed_at = coalesce(phone_confirmed_at, now()) where id = $1',
        [user.id],
      );
      return Response.json(await issueSession(c.get('authService'), user.id));
    },
  };

  return async (c, next) => {
    const route = routes[c.req.path];
    if (c.req.method !== 'POST' || !route) return next();
    const body = await readJsonObject(c.req.raw);
    const isPhoneRequest = body !== null && 'phone' in body && !('email' in body && body.email);
    if (!isPhoneRequest) return next();
    if (!requestKeyKind(c.req.raw, options.keys)) return invalidApiKey();
    const response = await route(c, body);
    if (response === passThrough) return next();
    return response;
  };
}

const passThrough = new Response(null, { status: 204 });

async function readJsonObject(request: Request): Promise<Record<string, unknown> | null> {
  try {
    const parsed: unknown = await request.clone().json();
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

function hashCode(phone: string, code: string): string {
  return createHash('sha256').update(`${phone}:${code}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export interface NewPhoneUser {
  id: string;
  phone: string;
  password: string;
  metadata: Record<string, unknown>;
}

export async function createPhoneUser(auth: AuthService, user: NewPhoneUser): Promise<void> {
  const now = new Date().toISOString();
  await auth.repo.createUser({
    id: user.id,
    email: null,
    phone: user.phone,
    encrypted_password: await bcrypt.hash(user.password, 10),
    phone_confirmed_at: now,
    raw_user_meta_data: { ...user.metadata, sub: user.id, phone_verified: true, email_verified: false },
    raw_app_meta_data: { provider: 'phone', providers: ['phone'] },
  });
  await auth.repo.createIdentity({
    id: randomUUID(),
    provider: 'phone',
    provider_id: user.id,
    user_id: user.id,
    identity_data: { sub: user.id, phone: user.phone, phone_verified: true, email_verified: false },
  });
}
