import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * HS256 JWT verification for the embedded backend (it signs sessions and signed-URL tokens with
 * its JWT secret). Returns the claims, or null for anything that is not a well-formed HS256 token
 * signed with `secret`: `alg: none`, another algorithm, an edited header or payload, garbage.
 * Expiry is the caller's business (`isExpired`).
 */
export function verifyHs256Jwt(token: string, secret: string): Record<string, unknown> | null {
  const [header, payload, signature, extra] = token.split('.');
  if (header === undefined || payload === undefined || signature === undefined || extra !== undefined) return null;
  try {
    const head = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { alg?: unknown };
    if (head.alg !== 'HS256') return null;
    const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return typeof claims === 'object' && claims !== null && !Array.isArray(claims)
      ? (claims as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

export function isExpired(claims: { exp?: unknown }, nowMs: number): boolean {
  return typeof claims.exp === 'number' && claims.exp * 1000 <= nowMs;
}
