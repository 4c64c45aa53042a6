import type { HonoContext } from '@supabase/lite';
import type { MiddlewareHandler } from 'hono';

const OBJECT_PATH = '/storage/v1/object/';

/** The one byte range of a `Range: bytes=start-end` (or `start-`, or `-suffix`) header within `size`. */
export function byteRange(header: string, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

/**
 * Hono's `c.res =` copies the old answer's headers onto the new one (its Content-Length too):
 * forget the old answer first, so the new one goes out as built.
 */
function replace(c: Parameters<MiddlewareHandler<HonoContext>>[0], response: Response): void {
  c.res = undefined;
  c.res = response;
}

/**
 * Supabase Storage answers a download with a `Range` header with 206 and that part, which a
 * <video> needs to stream and seek (on-demand videos, docs/on-demand.md). Lite reads the whole
 * object and answers 200 whatever the header, so this cuts the requested range out of its answer
 * (signed, public and authenticated downloads alike) and says `Accept-Ranges: bytes` on every
 * download. The objects here are the local backend's, held whole anyway.
 */
export function storageRangeCompat(): MiddlewareHandler<HonoContext> {
  return async (c, next) => {
    await next();
    if ((c.req.method !== 'GET' && c.req.method !== 'HEAD') || !c.req.path.startsWith(OBJECT_PATH)) return;
    if (c.res.status !== 200) return;
    const headers = new Headers(c.res.headers);
    headers.set('accept-ranges', 'bytes');
    const requested = c.req.header('range');
    if (!requested || c.req.method === 'HEAD') {
      replace(c, new Response(c.res.body, { status: 200, headers }));
      return;
    }
    const bytes = new Uint8Array(await c.res.arrayBuffer());
    const range = byteRange(requested, bytes.byteLength);
    if (range === null) {
      replace(c, new Response(bytes, { status: 200, headers }));
      return;
    }
    if (range === 'unsatisfiable') {
      headers.set('content-range', `bytes */${bytes.byteLength}`);
      headers.delete('content-length');
      replace(c, new Response(null, { status: 416, headers }));
      return;
    }
    // A copy, not a view: the node server writes a view's whole buffer.
    const part = bytes.slice(range.start, range.end + 1);
    headers.set('content-range', `bytes ${range.start}-${range.end}/${bytes.byteLength}`);
    headers.set('content-length', String(part.byteLength));
    replace(c, new Response(part, { status: 206, headers }));
  };
}
