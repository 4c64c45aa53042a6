import type { HonoContext } from '@supabase/lite';
import type { MiddlewareHandler } from 'hono';
import { authError } from './gotrue-errors.ts';

/**
 * Rate and attempt limits in front of every auth endpoint (lite's email ones and the local phone
 * ones alike), as `[auth.rate_limit]` in supabase/config.toml sets them for the hosted project:
 *
 * | limit | window | keyed by |
 * |---|---|---|
 * | sign_in_sign_ups: password sign-ins and sign-ups | 5 min | IP |
 * | token_verifications: code verifications | 5 min | IP |
 * | token_refresh: session refreshes | 5 min | IP |
 * | email_sent / sms_sent: codes and links sent | 1 hour | project |
 *
 * and, where GoTrue has a fixed rule rather than a setting, the same rule here: one code per
 * address per `codeSendIntervalSeconds` (GoTrue's max_frequency), at most `failedSignInsPerAddress`
 * wrong passwords per address per window, and a code invalidated after `wrongCodeAttempts` wrong
 * guesses (a new code must be requested).
 */
export interface AuthRateLimits {
  signInSignUps: number;
  tokenVerifications: number;
  tokenRefresh: number;
  emailSent: number;
  smsSent: number;
  failedSignInsPerAddress: number;
  codeSendIntervalSeconds: number;
  wrongCodeAttempts: number;
}

export const DEFAULT_AUTH_RATE_LIMITS: AuthRateLimits = {
  signInSignUps: 30,
  tokenVerifications: 30,
  tokenRefresh: 150,
  emailSent: 2,
  smsSent: 30,
  failedSignInsPerAddress: 10,
  codeSendIntervalSeconds: 60,
  wrongCodeAttempts: 5,
};

/**
 * For test runs that sign in hundreds of times from one address (the integration and e2e suites):
 * per-IP, per-project and send-interval limits out of the way; the per-address password and
 * per-code guess limits stay as they are.
 */
export const RELAXED_AUTH_RATE_LIMITS: Partial<AuthRateLimits> = {
  signInSignUps: 1_000_000,
  tokenVerifications: 1_000_000,
  tokenRefresh: 1_000_000,
  emailSent: 1_000_000,
  smsSent: 1_000_000,
  codeSendIntervalSeconds: 0,
};

const FIVE_MINUTES = 5 * 60 * 1000;
const ONE_HOUR = 60 * 60 * 1000;

export interface AuthLimitsOptions {
  limits: AuthRateLimits;
  now?: () => number;
}

/** The client's address, as the HTTP server in front of the backend saw it. */
export interface BackendEnv {
  peerAddress: null;
  clientIp?: string;
}

/** Timestamps per key within a sliding window. */
class Window {
  private readonly hits = new Map<string, number[]>();
  constructor(private readonly spanMs: number) {}

  count(key: string, at: number): number {
    const kept = (this.hits.get(key) ?? []).filter((time) => at - time < this.spanMs);
    if (kept.length === 0) this.hits.delete(key);
    else this.hits.set(key, kept);
    return kept.length;
  }

  add(key: string, at: number): void {
    this.count(key, at);
    this.hits.set(key, [...(this.hits.get(key) ?? []), at]);
  }

  clear(key: string): void {
    this.hits.delete(key);
  }

  latest(key: string, at: number): number | null {
    this.count(key, at);
    return this.hits.get(key)?.at(-1) ?? null;
  }
}

const SEND_PATHS = new Set(['/auth/v1/otp', '/auth/v1/magiclink', '/auth/v1/recover', '/auth/v1/resend']);

function tooManyRequests(errorCode = 'over_request_rate_limit', message = 'Request rate limit reached'): Response {
  return authError(429, errorCode, message);
}

export function authLimits(options: AuthLimitsOptions): MiddlewareHandler<HonoContext> {
  const { limits } = options;
  const now = options.now ?? Date.now;
  const signIns = new Window(FIVE_MINUTES);
  const verifications = new Window(FIVE_MINUTES);
  const refreshes = new Window(FIVE_MINUTES);
  const failedSignIns = new Window(FIVE_MINUTES);
  const sends = new Window(ONE_HOUR);
  const lastSend = new Window(Math.max(limits.codeSendIntervalSeconds * 1000, 1));
  const wrongCodes = new Map<string, number>();

  return async (c, next) => {
    const path = c.req.path;
    if (c.req.method !== 'POST' || !path.startsWith('/auth/v1/') || path.startsWith('/auth/v1/admin/')) return next();
    const at = now();
    const ip = (c.env as BackendEnv | undefined)?.clientIp ?? 'unknown';
    const body = await readJsonObject(c.req.raw);
    const address = addressOf(body);
    const grant = new URL(c.req.url).searchParams.get('grant_type');

    if ((path === '/auth/v1/token' && grant === 'password') || path === '/auth/v1/signup') {
      if (signIns.count(ip, at) >= limits.signInSignUps) return tooManyRequests();
      if (address && failedSignIns.count(address, at) >= limits.failedSignInsPerAddress) return tooManyRequests();
      signIns.add(ip, at);
      await next();
      if (path === '/auth/v1/token' && address) {
        if (c.res.status === 400) failedSignIns.add(address, at);
        else if (c.res.ok) failedSignIns.clear(address);
      }
      return;
    }

    if (path === '/auth/v1/token' && grant === 'refresh_token') {
      if (refreshes.count(ip, at) >= limits.tokenRefresh) return tooManyRequests();
      refreshes.add(ip, at);
      return next();
    }

    if (SEND_PATHS.has(path)) {
      const channel = body && typeof body.phone === 'string' && !body.email ? 'sms' : 'email';
      const errorCode = channel === 'sms' ? 'over_sms_send_rate_limit' : 'over_email_send_rate_limit';
      if (address) {
        const last = lastSend.latest(address, at);
        if (last !== null && at - last < limits.codeSendIntervalSeconds * 1000) {
          const wait = Math.ceil((limits.codeSendIntervalSeconds * 1000 - (at - last)) / 1000);
          return tooManyRequests(errorCode, `For security purposes, you can only request this after ${wait} seconds.`);
        }
      }
      if (sends.count(channel, at) >= (channel === 'sms' ? limits.smsSent : limits.emailSent)) {
        return tooManyRequests(errorCode, channel === 'sms' ? 'SMS rate limit exceeded' : 'Email rate limit exceeded');
      }
      await next();
      if (c.res.ok) {
        sends.add(channel, at);
        if (address) {
          lastSend.add(address, at);
          wrongCodes.delete(address);
        }
      }
      return;
    }

    if (path === '/auth/v1/verify') {
      if (verifications.count(ip, at) >= limits.tokenVerifications) return tooManyRequests();
      verifications.add(ip, at);
      if (address && (wrongCodes.get(address) ?? 0) >= limits.wrongCodeAttempts) {
        // The code is spent: only a new one (a new send) lifts this.
        return authError(403, 'otp_expired', 'Token has expired or is invalid');
      }
      await next();
      if (address) {
        if (c.res.ok) wrongCodes.delete(address);
        else if (c.res.status >= 400 && c.res.status < 500) wrongCodes.set(address, (wrongCodes.get(address) ?? 0) + 1);
      }
      return;
    }

    return next();
  };
}

function addressOf(body: Record<string, unknown> | null): string | null {
  if (!body) return null;
  if (typeof body.email === 'string' && body.email.trim() !== '') return `email:${body.email.trim().toLowerCase()}`;
  if (typeof body.phone === 'string' && body.phone.trim() !== '') return `phone:${body.phone.replace(/\D/g, '')}`;
  return null;
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
