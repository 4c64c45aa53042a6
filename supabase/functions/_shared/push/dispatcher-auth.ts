import { HttpError } from '../http.ts';

async function digest(value: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(value)));
}

/** Compares two secrets in time that does not depend on where they differ. */
async function sameSecret(given: string, expected: string): Promise<boolean> {
  if (!given || !expected) return false;
  const [a, b] = await Promise.all([digest(given), digest(expected)]);
  let difference = 0;
  for (let index = 0; index < a.length; index += 1) difference |= (a[index] ?? 0) ^ (b[index] ?? 0);
  return difference === 0;
}

/**
 * push-dispatch runs for the scheduler only: the service-role (secret) key as the bearer token, or
 * PUSH_DISPATCH_SECRET in `X-Push-Dispatch-Secret` (what a pg_cron + pg_net job sends, kept in
 * Vault; docs/deployment.md). A signed-in person's token, or the publishable key, gets 401.
 */
export async function assertDispatcher(request: Request, secretKey: string, dispatchSecret: string | undefined) {
  const header = request.headers.get('Authorization') ?? '';
  const bearer = header.toLowerCase().startsWith('bearer ') ? header.slice(7).trim() : '';
  if (await sameSecret(bearer, secretKey)) return;
  if (dispatchSecret && (await sameSecret(request.headers.get('X-Push-Dispatch-Secret') ?? '', dispatchSecret))) return;
  throw new HttpError(401, 'Only the scheduler may dispatch pushes');
}
