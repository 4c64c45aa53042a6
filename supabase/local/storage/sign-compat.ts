import type { HonoContext } from '@supabase/lite';
import type { MiddlewareHandler } from 'hono';

const SIGN_PATH = '/storage/v1/object/sign/';

type SignResult = { signedURL?: unknown; signedUrl?: unknown };

function withSignedUrl(item: SignResult): SignResult {
  if (typeof item.signedURL === 'string' || typeof item.signedUrl !== 'string') return item;
  // Supabase Storage answers a path relative to /storage/v1, which storage-js appends to its URL.
  return { ...item, signedURL: item.signedUrl.replace(/^\/storage\/v1(?=\/)/, '') };
}

/**
 * Lite answers `POST /storage/v1/object/sign/...` with `signedUrl` (a path under /storage/v1)
 * where Supabase Storage answers `signedURL` (a path under the storage API). supabase-js reads
 * only `signedURL`, so without this every signed link ends in "undefined". Adds the field the
 * real API returns, for single and bulk signing alike.
 */
export function storageSignCompat(): MiddlewareHandler<HonoContext> {
  return async (c, next) => {
    await next();
    if (c.req.method !== 'POST' || !c.req.path.startsWith(SIGN_PATH) || !c.res.ok) return;
    const body = (await c.res
      .clone()
      .json()
      .catch(() => null)) as SignResult | SignResult[] | null;
    if (body === null || typeof body !== 'object') return;
    const fixed = Array.isArray(body) ? body.map(withSignedUrl) : withSignedUrl(body);
    const headers = new Headers(c.res.headers);
    headers.delete('content-length');
    c.res = new Response(JSON.stringify(fixed), { status: c.res.status, headers });
  };
}
