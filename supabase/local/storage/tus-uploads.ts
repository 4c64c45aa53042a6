import { randomBytes } from 'node:crypto';
import type { HonoContext } from '@supabase/lite';
import type { PGlite } from '@electric-sql/pglite';
import type { MiddlewareHandler } from 'hono';
import type { ProjectKeys } from '../api-keys.ts';
import { callerClaims, insertRefused, mimeMatches, type Bucket, type Claims } from './copy-shield.ts';
import {
  checkTusResumable,
  integerHeader,
  parseUploadMetadata,
  TUS_VERSION,
  TusRefusal,
  tusErrorResponse,
  type TusMetadata,
} from './tus-protocol.ts';

/**
 * Supabase Storage's resumable uploads (`/storage/v1/upload/resumable`, tus 1.0.0 with the
 * creation and termination extensions), which lite 0.10.0 lacks. Hosted Supabase takes large files
 * this way in 6 MiB chunks; the app uses the same client against both.
 *
 * - Creation (`POST`) judges the upload before a byte is sent, as Storage does: the caller's token,
 *   the bucket's allowed types and size limit, and the bucket's insert policy for that object
 *   (probed as the caller, rolled back). A client refused by policy never gets an upload URL.
 * - An upload belongs to whoever created it (the token's `sub`, or the service role): `HEAD`,
 *   `PATCH` and `DELETE` by anyone else answer 404, as for an id that does not exist. Ids are 24
 *   random bytes.
 * - `PATCH` appends at `Upload-Offset` only (another offset: 409 with nothing stored, so the
 *   client asks `HEAD` and resends); bytes beyond `Upload-Length` answer 413. A chunk whose
 *   connection drops is discarded whole, so `HEAD` always reports bytes that arrived complete.
 * - The last byte stores the object through lite's own upload endpoint with the caller's token,
 *   so the bucket rules, the policies, `storage.objects` and the bytes adapter are exactly those of
 *   a one-request upload.
 * - Unfinished uploads live in memory (they do not survive a restart) for 24 hours, at most 10
 *   at a time per caller.
 */
export interface TusUploadsOptions {
  db: PGlite;
  keys: ProjectKeys;
  jwtSecret: string;
  /** The backend itself, for storing the finished object through lite. */
  backendFetch: (request: Request) => Promise<Response>;
  inProcessUrl: string;
  now?: () => number;
}

interface PendingUpload {
  owner: string;
  metadata: TusMetadata;
  length: number;
  offset: number;
  chunks: Uint8Array[];
  upsert: boolean;
  expiresAt: number;
}

const BASE_PATH = '/storage/v1/upload/resumable';
const EXPIRY_MS = 24 * 60 * 60 * 1000;
const MAX_PENDING_PER_OWNER = 10;

export function tusUploads(options: TusUploadsOptions): MiddlewareHandler<HonoContext> {
  const uploads = new Map<string, PendingUpload>();
  const now = options.now ?? Date.now;

  const forget = () => {
    for (const [id, upload] of uploads) if (upload.expiresAt <= now()) uploads.delete(id);
  };

  const owned = (id: string, owner: string): PendingUpload => {
    const upload = uploads.get(id);
    if (!upload || upload.owner !== owner) throw new TusRefusal(404, 'not_found', 'Upload not found');
    return upload;
  };

  const create = async (request: Request, claims: Claims, owner: string): Promise<Response> => {
    checkTusResumable(request.headers.get('tus-resumable'));
    if (request.headers.has('upload-defer-length')) {
      throw new TusRefusal(400, 'InvalidRequest', 'Upload-Defer-Length is not supported: send Upload-Length');
    }
    const length = integerHeader(request.headers.get('upload-length'), 'Upload-Length');
    if (length === 0) throw new TusRefusal(400, 'InvalidRequest', 'An empty file cannot be uploaded');
    const metadata = parseUploadMetadata(request.headers.get('upload-metadata'));
    const bucket = (
      await options.db.query<Bucket>('select allowed_mime_types, file_size_limit from storage.buckets where id = $1', [
        metadata.bucketName,
      ])
    ).rows[0];
    if (!bucket) throw new TusRefusal(404, 'Bucket not found', 'Bucket not found');
    const allowed = bucket.allowed_mime_types ?? [];
    if (allowed.length > 0 && !allowed.some((pattern) => mimeMatches(metadata.contentType, pattern))) {
      throw new TusRefusal(
        415,
        'invalid_mime_type',
        `mime type ${metadata.contentType} is not supported. Supported: ${allowed.join(', ')}`,
      );
    }
    const limit = bucket.file_size_limit === null ? null : Number(bucket.file_size_limit);
    if (limit !== null && Number.isFinite(limit) && limit > 0 && length > limit) {
      throw new TusRefusal(413, 'Payload too large', `The object exceeded the maximum allowed size of ${limit} bytes`);
    }
    if (claims.role !== 'service_role') {
      const refused = await insertRefused(
        options.db,
        claims,
        {
          bucketId: metadata.bucketName,
          sourceKey: metadata.objectName,
          destinationBucket: metadata.bucketName,
          destinationKey: metadata.objectName,
        },
        { metadata: { mimetype: metadata.contentType, size: length }, user_metadata: null },
      );
      if (refused) throw new TusRefusal(403, 'Unauthorized', 'new row violates row-level security policy');
    }
    forget();
    const pending = [...uploads.values()].filter((upload) => upload.owner === owner).length;
    if (pending >= MAX_PENDING_PER_OWNER) {
      throw new TusRefusal(429, 'too_many_uploads', 'Too many unfinished uploads: finish or cancel one first');
    }
    const id = randomBytes(24).toString('base64url');
    uploads.set(id, {
      owner,
      metadata,
      length,
      offset: 0,
      chunks: [],
      upsert: request.headers.get('x-upsert') === 'true',
      expiresAt: now() + EXPIRY_MS,
    });
    return new Response(null, {
      status: 201,
      headers: {
        'Tus-Resumable': TUS_VERSION,
        Location: `${new URL(request.url).origin}${BASE_PATH}/${id}`,
        'Upload-Expires': new Date(now() + EXPIRY_MS).toUTCString(),
      },
    });
  };

  const append = async (request: Request, id: string, upload: PendingUpload): Promise<Response> => {
    const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
    if (type !== 'application/offset+octet-stream') {
      throw new TusRefusal(415, 'InvalidRequest', 'Content-Type must be application/offset+octet-stream');
    }
    const offset = integerHeader(request.headers.get('upload-offset'), 'Upload-Offset');
    if (offset !== upload.offset) {
      throw new TusRefusal(409, 'InvalidRequest', `Upload-Offset is ${offset}; the upload is at ${upload.offset}`);
    }
    const chunk = await readAtMost(request, upload.length - upload.offset);
    // Another PATCH may have completed while this body arrived: only one append per offset.
    if (upload.offset !== offset || uploads.get(id) !== upload) {
      throw new TusRefusal(409, 'InvalidRequest', 'The upload moved on while this chunk arrived');
    }
    upload.chunks.push(chunk);
    upload.offset += chunk.byteLength;
    if (upload.offset < upload.length) {
      return new Response(null, {
        status: 204,
        headers: { 'Tus-Resumable': TUS_VERSION, 'Upload-Offset': String(upload.offset) },
      });
    }
    uploads.delete(id);
    return store(request, upload);
  };

  /** The finished object, stored by lite's one-request upload with the caller's own credentials. */
  const store = async (request: Request, upload: PendingUpload): Promise<Response> => {
    const headers = new Headers({
      'Content-Type': upload.metadata.contentType,
      'Cache-Control': `max-age=${upload.metadata.cacheControl}`,
      'x-upsert': String(upload.upsert),
    });
    for (const name of ['authorization', 'apikey']) {
      const value = request.headers.get(name);
      if (value) headers.set(name, value);
    }
    const key = upload.metadata.objectName.split('/').map(encodeURIComponent).join('/');
    const stored = await options.backendFetch(
      new Request(
        `${options.inProcessUrl}/storage/v1/object/${encodeURIComponent(upload.metadata.bucketName)}/${key}`,
        {
          method: 'POST',
          headers,
          body: Buffer.concat(upload.chunks),
        },
      ),
    );
    if (stored.ok) {
      return new Response(null, {
        status: 204,
        headers: { 'Tus-Resumable': TUS_VERSION, 'Upload-Offset': String(upload.offset) },
      });
    }
    const body = (await stored.json().catch(() => ({}))) as {
      error?: unknown;
      message?: unknown;
      statusCode?: unknown;
    };
    const status = Number(body.statusCode);
    const refusalStatus = status === 403 || status === 409 || status === 413 || status === 415 ? status : 400;
    throw new TusRefusal(
      refusalStatus,
      typeof body.error === 'string' ? body.error : 'InvalidRequest',
      typeof body.message === 'string' ? body.message : 'The object could not be stored',
    );
  };

  return async (c, next) => {
    const path = c.req.path;
    if (path !== BASE_PATH && !path.startsWith(`${BASE_PATH}/`)) return next();
    const request = c.req.raw;
    const method = request.method;
    if (method === 'OPTIONS') return next();
    try {
      const claims = callerClaims(request, options);
      if (!claims) throw new TusRefusal(401, 'InvalidJWT', 'A valid project key or session token is required');
      const owner = typeof claims.sub === 'string' && claims.sub ? `user:${claims.sub}` : `role:${claims.role}`;
      if (path === BASE_PATH) {
        if (method !== 'POST') throw new TusRefusal(404, 'not_found', 'Not found');
        return await create(request, claims, owner);
      }
      const id = path.slice(BASE_PATH.length + 1);
      if (!/^[A-Za-z0-9_-]{32}$/.test(id)) throw new TusRefusal(404, 'not_found', 'Upload not found');
      checkTusResumable(request.headers.get('tus-resumable'));
      forget();
      const upload = owned(id, owner);
      if (method === 'HEAD') {
        return new Response(null, {
          status: 200,
          headers: {
            'Tus-Resumable': TUS_VERSION,
            'Upload-Offset': String(upload.offset),
            'Upload-Length': String(upload.length),
            'Cache-Control': 'no-store',
          },
        });
      }
      if (method === 'PATCH') return await append(request, id, upload);
      if (method === 'DELETE') {
        uploads.delete(id);
        return new Response(null, { status: 204, headers: { 'Tus-Resumable': TUS_VERSION } });
      }
      throw new TusRefusal(404, 'not_found', 'Not found');
    } catch (error) {
      if (error instanceof TusRefusal) return tusErrorResponse(error);
      throw error;
    }
  };
}

/** The request body, refused with 413 as soon as it passes `limit` bytes; a dropped connection: 400. */
async function readAtMost(request: Request, limit: number): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > limit) {
        await reader.cancel().catch(() => undefined);
        throw new TusRefusal(413, 'Payload too large', 'The chunk goes past Upload-Length');
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof TusRefusal) throw error;
    throw new TusRefusal(400, 'InvalidRequest', 'The chunk did not arrive whole');
  }
  return Buffer.concat(chunks);
}
