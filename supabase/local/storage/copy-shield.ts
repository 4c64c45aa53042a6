import type { HonoContext } from '@supabase/lite';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { MiddlewareHandler } from 'hono';
import { bearerToken, type ProjectKeys } from '../api-keys.ts';
import { isExpired, verifyHs256Jwt } from '../jwt.ts';

/**
 * `POST /storage/v1/object/copy` and `/object/move` meet the destination bucket's rules before lite
 * runs them, as an upload would: the destination bucket's allowed MIME types and size limit, and
 * its insert policy for the destination object, all judged on the source object as the caller
 * may read it (select policy). Lite 0.10.0 checks the policies but copies any type and size into
 * any bucket, so a PDF landed in the images-only `progress-photos` and a client's lab report in the
 * public `exercise-media` (docs/security.md, "Storage copy and move").
 *
 * Anything this shield cannot judge (no such bucket or object, a body lite will refuse, a token
 * lite will refuse) goes on to lite unchanged, which answers it as before.
 */
export interface StorageCopyShieldOptions {
  db: PGlite;
  keys: ProjectKeys;
  jwtSecret: string;
}

const COPY_PATHS = new Set(['/storage/v1/object/copy', '/storage/v1/object/move']);

export interface CopyRequest {
  bucketId: string;
  sourceKey: string;
  destinationKey: string;
  destinationBucket: string;
}

export type Claims = Record<string, unknown> & { role: string };

export interface SourceObject {
  metadata: { mimetype?: unknown; size?: unknown; contentLength?: unknown } | null;
  user_metadata: unknown;
}

export interface Bucket {
  allowed_mime_types: string[] | null;
  file_size_limit: number | string | null;
}

export function storageCopyShield(options: StorageCopyShieldOptions): MiddlewareHandler<HonoContext> {
  const { db } = options;
  return async (c, next) => {
    if (c.req.method !== 'POST' || !COPY_PATHS.has(c.req.path)) return next();
    const request = parseCopyRequest(await c.req.raw.clone().text());
    const claims = callerClaims(c.req.raw, options);
    if (!request || !claims) return next();

    const source = await asCaller(db, claims, (tx) =>
      tx.query<SourceObject>(
        'select metadata, user_metadata from storage.objects where bucket_id = $1 and name = $2 limit 1',
        [request.bucketId, request.sourceKey],
      ),
    );
    const bucket = (
      await db.query<Bucket>('select allowed_mime_types, file_size_limit from storage.buckets where id = $1', [
        request.destinationBucket,
      ])
    ).rows[0];
    const object = source?.rows[0];
    if (!object || !bucket) return next();

    const mimetype = typeof object.metadata?.mimetype === 'string' ? object.metadata.mimetype : '';
    const allowed = bucket.allowed_mime_types ?? [];
    if (allowed.length > 0 && !allowed.some((pattern) => mimeMatches(mimetype, pattern))) {
      return storageError(
        '415',
        'invalid_mime_type',
        `mime type ${mimetype || 'unknown'} is not supported. Supported: ${allowed.join(', ')}`,
      );
    }
    const size = Number(object.metadata?.size ?? object.metadata?.contentLength ?? 0);
    const limit = bucket.file_size_limit === null ? null : Number(bucket.file_size_limit);
    if (limit !== null && Number.isFinite(limit) && limit > 0 && size > limit) {
      return storageError('413', 'Payload too large', `The object exceeded the maximum allowed size of ${limit} bytes`);
    }

    if (claims.role !== 'service_role') {
      const refused = await insertRefused(db, claims, request, object);
      if (refused) return storageError('403', 'Unauthorized', 'new row violates row-level security policy');
    }
    return next();
  };
}

function parseCopyRequest(text: string): CopyRequest | null {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof body !== 'object' || body === null) return null;
  const { bucketId, sourceKey, destinationKey, destinationBucket } = body as Record<string, unknown>;
  if (typeof bucketId !== 'string' || typeof sourceKey !== 'string' || typeof destinationKey !== 'string') return null;
  if (destinationBucket !== undefined && destinationBucket !== null && typeof destinationBucket !== 'string') {
    return null;
  }
  return { bucketId, sourceKey, destinationKey, destinationBucket: destinationBucket ?? bucketId };
}

/** Who is asking, as lite decides it: a user's JWT in Authorization, else the project key's role. */
export function callerClaims(
  request: Request,
  options: Pick<StorageCopyShieldOptions, 'keys' | 'jwtSecret'>,
): Claims | null {
  const apiKey = request.headers.get('apikey') ?? new URL(request.url).searchParams.get('apikey');
  const bearer = bearerToken(request);
  if (bearer && bearer !== apiKey && !bearer.startsWith('sb_')) {
    const claims = verifyHs256Jwt(bearer, options.jwtSecret);
    if (!claims || typeof claims.role !== 'string' || isExpired(claims, Date.now())) return null;
    return claims as Claims;
  }
  const key = bearer ?? apiKey;
  if (key === options.keys.secretKey) return { role: 'service_role' };
  if (key === options.keys.publishableKey) return { role: 'anon' };
  return null;
}

/** Runs `work` as the caller (their role and claims) in a transaction that is always rolled back. */
export async function asCaller<T>(
  db: PGlite,
  claims: Claims,
  work: (tx: Transaction) => Promise<T>,
): Promise<T | null> {
  try {
    return await db.transaction(async (tx) => {
      await tx.query(
        `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
           set_config('request.jwt.claim.sub', $3, true), set_config('request.jwt.claim.role', $1, true)`,
        [claims.role, JSON.stringify(claims), typeof claims.sub === 'string' ? claims.sub : ''],
      );
      const result = await work(tx);
      await tx.rollback();
      return result;
    });
  } catch (error) {
    if (error instanceof RefusedByPolicy) throw error;
    return null;
  }
}

class RefusedByPolicy extends Error {}

/** Whether the destination's insert policy refuses this object (other errors are lite's to answer). */
export async function insertRefused(db: PGlite, claims: Claims, request: CopyRequest, object: SourceObject) {
  const owner = typeof claims.sub === 'string' ? claims.sub : null;
  try {
    await asCaller(db, claims, async (tx) => {
      try {
        await tx.query(
          `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, user_metadata, version)
           values ($1, $2, $3::uuid, $3, $4::jsonb, $5::jsonb, 'copy-probe')`,
          [
            request.destinationBucket,
            request.destinationKey,
            owner,
            JSON.stringify(object.metadata ?? {}),
            JSON.stringify(object.user_metadata ?? null),
          ],
        );
      } catch (error) {
        if ((error as { code?: unknown }).code === '42501') throw new RefusedByPolicy();
      }
    });
  } catch (error) {
    if (error instanceof RefusedByPolicy) return true;
    throw error;
  }
  return false;
}

/** Supabase Storage's mime check: an exact type, or a `type/*` wildcard. */
export function mimeMatches(mimetype: string, pattern: string): boolean {
  const [type, subtype] = mimetype.toLowerCase().split('/');
  const [allowedType, allowedSubtype] = pattern.toLowerCase().split('/');
  return type === allowedType && (allowedSubtype === '*' || subtype === allowedSubtype);
}

/** Lite's (and Supabase Storage's) error body; lite answers its storage errors with HTTP 400. */
function storageError(statusCode: string, error: string, message: string): Response {
  return Response.json({ statusCode, error, message }, { status: 400 });
}
