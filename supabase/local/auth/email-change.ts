import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { HonoContext } from '@supabase/lite';
import type { Context, MiddlewareHandler } from 'hono';
import { authError } from './gotrue-errors.ts';
import { issueSession } from './lite-auth.ts';
import { queryRows, type SqlDriver } from '../db/sql-runner.ts';

/**
 * Supabase's secure email change (`[auth.email] double_confirm_changes = true`): a signed-in user
 * asking for a new address gets one code at the current address and one at the new one, and the
 * address changes only when both are confirmed. Lite 0.10.0 mails only the current address and
 * switches on that one code, so a user could move their account to an address they do not own
 * (and the trigger on auth.users copies it into public.users). Here lite sees the update without
 * the email; this layer stores the pending change and verifies both codes (`type: 'email_change'`).
 */
export interface EmailChangeOptions {
  db: SqlDriver;
  /** Codes expire after this long (GoTrue's mailer_otp_exp default: one hour). */
  codeTtlSeconds?: number;
  now?: () => number;
  /** Where the two codes are printed (no mail server locally). */
  log: (line: string) => void;
}

interface PendingChange {
  id: string;
  email: string | null;
  email_change: string | null;
  email_change_token_new: string | null;
  email_change_token_current: string | null;
  email_change_sent_at: string | null;
}

const CONFIRMED_NEW = 'new-confirmed';
const CONFIRMED_CURRENT = 'current-confirmed';

export function emailChange(options: EmailChangeOptions): MiddlewareHandler<HonoContext> {
  const ttlMs = (options.codeTtlSeconds ?? 3600) * 1000;
  const now = options.now ?? Date.now;

  const requestChange = async (c: Context<HonoContext>, body: Record<string, unknown>, requested: string) => {
    const rest = { ...body };
    delete rest.email;
    const headers = new Headers(c.req.raw.headers);
    headers.delete('content-length');
    c.req.raw = new Request(c.req.url, { method: 'PUT', headers, body: JSON.stringify(rest) });
    // Lite checks the session and applies the other fields; the address waits for confirmation.
    return async () => {
      if (!c.res.ok) return;
      const user = (await c.res
        .clone()
        .json()
        .catch(() => null)) as { id?: unknown; email?: unknown } | null;
      if (!user || typeof user.id !== 'string') return;
      const email = requested.trim().toLowerCase();
      if (email === (typeof user.email === 'string' ? user.email.toLowerCase() : '')) return;
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 320) {
        c.res = authError(400, 'validation_failed', 'Unable to validate email address: invalid format');
        return;
      }
      const taken = await queryRows(options.db, 'select 1 from auth.users where lower(email) = $1 and id <> $2', [
        email,
        user.id,
      ]);
      if (taken.length > 0) {
        c.res = authError(422, 'email_exists', 'A user with this email address has already been registered');
        return;
      }
      const current = typeof user.email === 'string' ? user.email.toLowerCase() : '';
      const codeNew = sixDigits();
      const codeCurrent = current ? sixDigits() : null;
      const sentAt = new Date(now()).toISOString();
      await options.db.query(
        `update auth.users set email_change = $2, email_change_token_new = $3, email_change_token_current = $4,
           email_change_sent_at = $5, email_change_confirm_status = 0 where id = $1`,
        [user.id, email, hashCode(email, codeNew), codeCurrent ? hashCode(current, codeCurrent) : '', sentAt],
      );
      options.log(`[liftwise] Email change code for ${email} (new address): ${codeNew}`);
      if (codeCurrent) options.log(`[liftwise] Email change code for ${current} (current address): ${codeCurrent}`);
      const updated = { ...user, new_email: email, email_change_sent_at: sentAt };
      const responseHeaders = new Headers(c.res.headers);
      responseHeaders.delete('content-length');
      c.res = new Response(JSON.stringify(updated), { status: 200, headers: responseHeaders });
    };
  };

  const verify = async (c: Context<HonoContext>, body: Record<string, unknown>): Promise<Response> => {
    const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
    const token = typeof body.token === 'string' ? body.token.trim() : '';
    const invalid = () => authError(403, 'otp_expired', 'Token has expired or is invalid');
    if (!email || !token) return invalid();
    const [pending] = await queryRows<PendingChange>(
      options.db,
      `select id, email, email_change, email_change_token_new, email_change_token_current, email_change_sent_at::text
       from auth.users where email_change <> '' and (lower(email_change) = $1 or lower(email) = $1)`,
      [email],
    );
    if (!pending?.email_change || !pending.email_change_sent_at) return invalid();
    if (now() - Date.parse(pending.email_change_sent_at) > ttlMs) return invalid();
    const isNew = email === pending.email_change.toLowerCase();
    const stored = isNew ? pending.email_change_token_new : pending.email_change_token_current;
    if (
      !stored ||
      stored === CONFIRMED_NEW ||
      stored === CONFIRMED_CURRENT ||
      !sameHash(stored, hashCode(email, token))
    )
      return invalid();

    const marker = isNew ? CONFIRMED_NEW : CONFIRMED_CURRENT;
    const otherDone = isNew
      ? !pending.email_change_token_current || pending.email_change_token_current === CONFIRMED_CURRENT
      : pending.email_change_token_new === CONFIRMED_NEW;
    if (!otherDone) {
      await options.db.query(
        `update auth.users set ${isNew ? 'email_change_token_new' : 'email_change_token_current'} = $2 where id = $1`,
        [pending.id, marker],
      );
      return Response.json({
        msg: 'Confirmation link accepted. Please proceed to confirm link sent to the other email',
      });
    }
    await options.db.query(
      `update auth.users set email = email_change, email_confirmed_at = now(), email_change = '',
         email_change_token_new = '', email_change_token_current = '', email_change_confirm_status = 0
       where id = $1`,
      [pending.id],
    );
    await options.db.query(
      `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text)
       where user_id = $1 and provider = 'email'`,
      [pending.id, pending.email_change],
    );
    return Response.json(await issueSession(c.get('authService'), pending.id));
  };

  return async (c, next) => {
    const path = c.req.path;
    const isUpdate = c.req.method === 'PUT' && path === '/auth/v1/user';
    const isVerify = c.req.method === 'POST' && path === '/auth/v1/verify';
    if (!isUpdate && !isVerify) return next();
    const body = await readJsonObject(c.req.raw);
    if (!body) return next();
    if (isVerify) return body.type === 'email_change' ? verify(c, body) : next();
    if (typeof body.email !== 'string' || body.email === '') return next();
    const finish = await requestChange(c, body, body.email);
    await next();
    await finish();
  };
}

async function readJsonObject(request: Request): Promise<Record<string, unknown> | null> {
  const parsed: unknown = await request
    .clone()
    .json()
    .catch(() => null);
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
    ? (parsed as Record<string, unknown>)
    : null;
}

function sixDigits(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

function hashCode(email: string, code: string): string {
  return createHash('sha256').update(`email-change:${email}:${code}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
