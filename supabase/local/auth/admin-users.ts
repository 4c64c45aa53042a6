import { randomUUID } from 'node:crypto';
import bcrypt from 'bcryptjs';
import type { HonoContext } from '@supabase/lite';
import type { MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { requestKeyKind, type ProjectKeys } from '../api-keys.ts';
import { authError, validationFailed } from './gotrue-errors.ts';
import { toGoTrueUser, type AuthService, type UserRow } from './lite-auth.ts';
import { createPhoneUser } from './phone-auth.ts';
import { queryRows, type SqlDriver } from '../db/sql-runner.ts';

/**
 * The subset of GoTrue's admin API that edge functions use (create, read, update, delete, list
 * users). Accepted only with the project's secret key, exactly as on Supabase.
 */
export interface AdminUsersOptions {
  db: SqlDriver;
  keys: ProjectKeys;
  minimumPasswordLength: number;
}

// PostgreSQL's jsonb cannot hold U+0000; GoTrue refuses such metadata with a 400 as well.
const metadata = z
  .record(z.string(), z.unknown())
  .refine((value) => !JSON.stringify(value).includes('\\u0000'), 'Metadata cannot contain the NUL character');
const createBody = z
  .object({
    email: z.string().email('Unable to validate email address: invalid format').optional(),
    phone: z
      .string()
      .regex(/^\+?[1-9]\d{7,14}$/, 'Invalid phone number format (E.164 required)')
      .transform((p) => p.replace(/^\+/, ''))
      .optional(),
    password: z.string().optional(),
    email_confirm: z.boolean().optional(),
    phone_confirm: z.boolean().optional(),
    user_metadata: metadata.optional(),
    app_metadata: metadata.optional(),
  })
  .refine((b) => b.email ?? b.phone, 'An email or phone is required');
const updateBody = z.object({
  email: z.string().email('Unable to validate email address: invalid format').optional(),
  password: z.string().optional(),
  user_metadata: metadata.optional(),
  app_metadata: metadata.optional(),
  email_confirm: z.boolean().optional(),
});

const USER_PATH = /^\/auth\/v1\/admin\/users\/([0-9a-f-]{36})$/i;

export function adminUsers(options: AdminUsersOptions): MiddlewareHandler<HonoContext> {
  const passwordProblem = (password: string | undefined): Response | null => {
    if (password === undefined) return null;
    if (password.length < options.minimumPasswordLength) {
      return authError(
        422,
        'weak_password',
        `Password should be at least ${options.minimumPasswordLength} characters.`,
      );
    }
    return password.length > 72 ? validationFailed('Password cannot be longer than 72 characters') : null;
  };

  const findUser = async (auth: AuthService, id: string): Promise<UserRow | null> => auth.repo.findUserById(id);

  return async (c, next) => {
    const path = c.req.path;
    if (path !== '/auth/v1/admin/users' && !USER_PATH.test(path)) return next();
    if (requestKeyKind(c.req.raw, options.keys) !== 'secret') {
      return authError(401, 'no_authorization', 'This endpoint requires a valid secret (service role) API key');
    }
    const auth = c.get('authService');
    const method = c.req.method;
    const userId = USER_PATH.exec(path)?.[1];

    if (!userId && method === 'GET') {
      const url = new URL(c.req.url);
      const page = clampInt(url.searchParams.get('page'), 1, 1, 100_000);
      const perPage = clampInt(url.searchParams.get('per_page'), 50, 1, 1000);
      const [count] = await queryRows<{ total: number }>(options.db, 'select count(*)::int as total from auth.users');
      const total = count?.total ?? 0;
      const ids = await queryRows<{ id: string }>(
        options.db,
        'select id from auth.users order by created_at desc, id limit $1 offset $2',
        [perPage, (page - 1) * perPage],
      );
      const users = [];
      for (const { id } of ids) {
        const row = await findUser(auth, id);
        if (row) users.push(await toGoTrueUser(auth, row));
      }
      return Response.json({ users, aud: 'authenticated' }, { headers: { 'x-total-count': String(total) } });
    }

    if (!userId && method === 'POST') {
      const body = createBody.safeParse(await readJson(c.req.raw));
      if (!body.success) return validationFailed(body.error.issues[0]?.message ?? 'Invalid request');
      const problem = passwordProblem(body.data.password);
      if (problem) return problem;
      const { email, phone, password, user_metadata: userMetadata = {}, app_metadata: appMetadata = {} } = body.data;
      if (email && (await auth.repo.findUserByEmail(email.toLowerCase()))) {
        return authError(422, 'email_exists', 'A user with this email address has already been registered');
      }
      if (phone && (await queryRows(options.db, 'select 1 from auth.users where phone = $1', [phone])).length > 0) {
        return authError(422, 'phone_exists', 'A user with this phone number has already been registered');
      }
      const id = randomUUID();
      if (email) {
        const now = new Date().toISOString();
        await auth.repo.createUser({
          id,
          email: email.toLowerCase(),
          phone: phone ?? null,
          encrypted_password: password ? await bcrypt.hash(password, 10) : null,
          email_confirmed_at: body.data.email_confirm === false ? null : now,
          raw_user_meta_data: { ...userMetadata, sub: id, email: email.toLowerCase(), email_verified: true },
          raw_app_meta_data: { ...appMetadata, provider: 'email', providers: ['email'] },
        });
        await auth.repo.createIdentity({
          id: randomUUID(),
          provider: 'email',
          provider_id: id,
          user_id: id,
          identity_data: { sub: id, email: email.toLowerCase(), email_verified: true },
        });
      } else if (phone) {
        await createPhoneUser(auth, { id, phone, password: password ?? randomUUID(), metadata: userMetadata });
      }
      const row = await findUser(auth, id);
      return row
        ? Response.json(await toGoTrueUser(auth, row))
        : authError(500, 'unexpected_failure', 'User was not created');
    }

    if (!userId) return authError(405, 'method_not_allowed', `${method} is not supported here`);
    const existing = await findUser(auth, userId);
    if (!existing) return authError(404, 'user_not_found', 'User not found');

    if (method === 'GET') return Response.json(await toGoTrueUser(auth, existing));

    if (method === 'PUT') {
      const body = updateBody.safeParse(await readJson(c.req.raw));
      if (!body.success) return validationFailed(body.error.issues[0]?.message ?? 'Invalid request');
      const problem = passwordProblem(body.data.password);
      if (problem) return problem;
      const current = auth.repo.parseUserJson(existing);
      const updates: Partial<UserRow> = {};
      if (body.data.user_metadata)
        updates.raw_user_meta_data = { ...asRecord(current.raw_user_meta_data), ...body.data.user_metadata };
      if (body.data.app_metadata)
        updates.raw_app_meta_data = { ...asRecord(current.raw_app_meta_data), ...body.data.app_metadata };
      if (body.data.password) updates.encrypted_password = await bcrypt.hash(body.data.password, 10);
      if (body.data.email) {
        const email = body.data.email.toLowerCase();
        const owner = await auth.repo.findUserByEmail(email);
        if (owner && owner.id !== userId) {
          return authError(422, 'email_exists', 'A user with this email address has already been registered');
        }
        updates.email = email;
      }
      const updated = Object.keys(updates).length > 0 ? await auth.repo.updateUser(userId, updates) : existing;
      return Response.json(await toGoTrueUser(auth, updated ?? existing));
    }

    if (method === 'DELETE') {
      await options.db.transaction(async (tx) => {
        await tx.query('delete from auth.refresh_tokens where user_id::text = $1', [userId]);
        await tx.query('delete from auth.sessions where user_id = $1', [userId]);
        await tx.query('delete from auth.identities where user_id = $1', [userId]);
        await tx.query('delete from auth.users where id = $1', [userId]);
      });
      return Response.json({});
    }

    return authError(405, 'method_not_allowed', `${method} is not supported here`);
  };
}

async function readJson(request: Request): Promise<unknown> {
  try {
    return await request.clone().json();
  } catch {
    return null;
  }
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

function clampInt(value: string | null, fallback: number, min: number, max: number): number {
  const parsed = value === null ? Number.NaN : Number.parseInt(value, 10);
  return Number.isFinite(parsed) ? Math.min(max, Math.max(min, parsed)) : fallback;
}
