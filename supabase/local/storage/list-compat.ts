import type { HonoContext } from '@supabase/lite';
import type { MiddlewareHandler } from 'hono';

const LIST_PATH = /^\/storage\/v1\/object\/list\/[^/]+$/;
/** Enough to hold a whole prefix from lite, which pages a flattened list. */
const EVERYTHING = 1_000_000;

interface ListBody {
  prefix?: unknown;
  limit?: unknown;
  offset?: unknown;
  sortBy?: { order?: unknown };
}

interface LiteObject {
  name: string;
  [key: string]: unknown;
}

/**
 * Lite answers `POST /storage/v1/object/list/<bucket>` with every object under the prefix, nested
 * ones included, each named by its full path. Supabase Storage lists one level: names relative to
 * the prefix, and a sub-folder as one entry with `id: null`. Code written for Supabase (delete-user
 * walking an account's folders) then doubled the prefix and never saw folders. This middleware
 * asks lite for the whole prefix and answers the level Supabase would, paged the same way.
 */
export function storageListCompat(): MiddlewareHandler<HonoContext> {
  return async (c, next) => {
    if (c.req.method !== 'POST' || !LIST_PATH.test(c.req.path)) return next();
    const body = (await c.req.raw
      .clone()
      .json()
      .catch(() => null)) as ListBody | null;
    if (body === null || typeof body !== 'object') return next();
    const prefix = typeof body.prefix === 'string' ? body.prefix.replace(/\/+$/, '') : '';
    const limit = typeof body.limit === 'number' && body.limit > 0 ? body.limit : 100;
    const offset = typeof body.offset === 'number' && body.offset > 0 ? body.offset : 0;
    const descending = body.sortBy?.order === 'desc';
    const headers = new Headers(c.req.raw.headers);
    headers.delete('content-length');
    c.req.raw = new Request(c.req.url, {
      method: 'POST',
      headers,
      body: JSON.stringify({ ...body, prefix, limit: EVERYTHING, offset: 0 }),
    });
    await next();
    if (!c.res.ok) return;
    const objects = (await c.res
      .clone()
      .json()
      .catch(() => null)) as LiteObject[] | null;
    if (!Array.isArray(objects)) return;

    const level = oneLevel(objects, prefix);
    level.sort((a, b) => (descending ? b.name.localeCompare(a.name) : a.name.localeCompare(b.name)));
    const responseHeaders = new Headers(c.res.headers);
    responseHeaders.delete('content-length');
    c.res = new Response(JSON.stringify(level.slice(offset, offset + limit)), {
      status: c.res.status,
      headers: responseHeaders,
    });
  };
}

function oneLevel(objects: LiteObject[], prefix: string): LiteObject[] {
  const start = prefix === '' ? '' : `${prefix}/`;
  const folders = new Set<string>();
  const entries: LiteObject[] = [];
  for (const object of objects) {
    if (!object.name.startsWith(start)) continue;
    const rest = object.name.slice(start.length);
    const slash = rest.indexOf('/');
    if (slash === -1) {
      entries.push({ ...object, name: rest });
    } else if (!folders.has(rest.slice(0, slash))) {
      const folder = rest.slice(0, slash);
      folders.add(folder);
      entries.push({
        name: folder,
        id: null,
        updated_at: null,
        created_at: null,
        last_accessed_at: null,
        metadata: null,
      });
    }
  }
  return entries;
}
