import type { HonoContext } from '@supabase/lite';
import type { MiddlewareHandler } from 'hono';
import type { Handler } from '../functions/_shared/http.ts';
import { requestKeyKind, type ProjectKeys } from './api-keys.ts';
import { invalidApiKey } from './auth/gotrue-errors.ts';

const FUNCTION_PATH = /^\/functions\/v1\/([a-z0-9][a-z0-9_-]*)(\/.*)?$/i;

/** /functions/v1/<name>: runs the same handlers that deploy as Supabase Edge Functions. */
export function functionsRoute(
  handlers: ReadonlyMap<string, Handler>,
  keys: ProjectKeys,
  keyless: ReadonlySet<string> = new Set(),
): MiddlewareHandler<HonoContext> {
  return async (c, next) => {
    if (!c.req.path.startsWith('/functions/v1/')) return next();
    const match = FUNCTION_PATH.exec(c.req.path);
    const name = match?.[1];
    // A Map, not an object: `constructor` or `toString` must not resolve to Object.prototype.
    const handler = name ? handlers.get(name) : undefined;
    if (!handler) {
      return Response.json({ error: `Function not found: ${name ?? c.req.path}` }, { status: 404 });
    }
    // The gateway in front of Supabase functions wants a project key, like every other API, except
    // for a function that its caller cannot give one (registry.ts keylessFunctions: calendar feeds).
    if (c.req.method !== 'OPTIONS' && !keyless.has(name ?? '') && !requestKeyKind(c.req.raw, keys))
      return invalidApiKey();
    return handler(c.req.raw);
  };
}
