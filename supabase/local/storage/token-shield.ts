import type { HonoContext } from '@supabase/lite';
import type { MiddlewareHandler } from 'hono';
import { isExpired, verifyHs256Jwt } from '../jwt.ts';

const SIGNED_PATH = /^\/storage\/v1\/(object\/sign|object\/upload\/sign)\//;

/**
 * Signed-URL tokens checked before lite sees them. Lite 0.10.0 answers `500 server_error` for a
 * token whose payload was edited (signature kept) or whose header says `alg: none`; a bad token
 * is the caller's fault, so it gets Supabase Storage's `400 InvalidJWT`, like any other bad token.
 * Valid tokens go on to lite, which checks the bucket, path and intent they name. Expiry is read
 * from the real clock, as lite reads it.
 */
export function storageTokenShield(options: { jwtSecret: string }): MiddlewareHandler<HonoContext> {
  return async (c, next) => {
    if (!SIGNED_PATH.test(c.req.path)) return next();
    const token = c.req.query('token');
    if (!token) return next();
    const claims = verifyHs256Jwt(token, options.jwtSecret);
    if (!claims) return invalidJwt('invalid signature');
    if (isExpired(claims, Date.now())) return invalidJwt('jwt expired');
    return next();
  };
}

function invalidJwt(message: string): Response {
  return Response.json({ statusCode: '400', error: 'InvalidJWT', message }, { status: 400 });
}
