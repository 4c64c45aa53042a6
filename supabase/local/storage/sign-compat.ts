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

const SIGN_MANY = /^\/storage\/v1\/object\/sign\/([^/]+)\/?$/;
const MAX_PATHS = 1000;

/**
 * `POST /storage/v1/object/sign/<bucket>` with `{ expiresIn, paths }` (supabase-js
 * `createSignedUrls`). Lite 0.10.0 routes it to its one-object handler (`/object/sign/:bucket/*`
 * also matches nothing after the bucket), which looks for an object named "" and answers 400
 * "Object not found" for every request. This answers it as Supabase does: one entry per path, in
 * order, each signed by lite's one-object endpoint with the caller's own credentials (so its
 * select policy decides), a path the caller may not read getting `error` and no link.
 */
export function storageSignManyCompat(options: {
  backendFetch: (request: Request) => Promise<Response>;
  inProcessUrl: string;
}): MiddlewareHandler<HonoContext> {
  return async (c, next) => {
    const match = c.req.method === 'POST' ? SIGN_MANY.exec(c.req.path) : null;
    if (!match) return next();
    const body = (await c.req.raw
      .clone()
      .json()
      .catch(() => null)) as { expiresIn?: unknown; paths?: unknown } | null;
    const { expiresIn, paths } = body ?? {};
    if (
      typeof expiresIn !== 'number' ||
      !Number.isFinite(expiresIn) ||
      expiresIn <= 0 ||
      !Array.isArray(paths) ||
      paths.length > MAX_PATHS ||
      !paths.every((path): path is string => typeof path === 'string' && path.length > 0)
    ) {
      return Response.json(
        { statusCode: '400', error: 'InvalidRequest', message: `expiresIn and 1 to ${MAX_PATHS} paths are required` },
        { status: 400 },
      );
    }
    const headers = new Headers({ 'Content-Type': 'application/json' });
    for (const name of ['authorization', 'apikey']) {
      const value = c.req.header(name);
      if (value) headers.set(name, value);
    }
    const bucket = match[1]!;
    const signed = [];
    for (const path of paths) {
      const key = path.split('/').map(encodeURIComponent).join('/');
      const response = await options.backendFetch(
        new Request(`${options.inProcessUrl}/storage/v1/object/sign/${bucket}/${key}`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ expiresIn }),
        }),
      );
      const answer = (await response.json().catch(() => ({}))) as { signedURL?: unknown; message?: unknown };
      signed.push(
        response.ok && typeof answer.signedURL === 'string'
          ? { path, signedURL: answer.signedURL, error: null }
          : { path, signedURL: null, error: typeof answer.message === 'string' ? answer.message : 'Object not found' },
      );
    }
    return Response.json(signed, { status: 200 });
  };
}
