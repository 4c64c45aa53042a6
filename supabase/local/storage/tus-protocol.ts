/**
 * The parts of the tus 1.0.0 protocol (https://tus.io/protocols/resumable-upload) that Supabase
 * Storage's resumable endpoint speaks, as pure functions: reading the request headers and the
 * `Upload-Metadata` Supabase expects (`bucketName`, `objectName`, `contentType`, `cacheControl`).
 * The server that uses them is `tus-uploads.ts`.
 */
export const TUS_VERSION = '1.0.0';

export interface TusMetadata {
  bucketName: string;
  objectName: string;
  contentType: string;
  cacheControl: string;
}

/** A refusal: the HTTP status and Storage's error words. Never a 5xx. */
export class TusRefusal extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 410 | 412 | 413 | 415 | 429,
    readonly error: string,
    message: string,
  ) {
    super(message);
  }
}

const DIGITS = /^(0|[1-9]\d{0,15})$/;

/** A non-negative integer header (`Upload-Length`, `Upload-Offset`), or a 400 naming it. */
export function integerHeader(value: string | null, name: string): number {
  if (value === null) throw new TusRefusal(400, 'InvalidRequest', `The ${name} header is required`);
  const trimmed = value.trim();
  if (!DIGITS.test(trimmed)) throw new TusRefusal(400, 'InvalidRequest', `The ${name} header must be a whole number`);
  const number = Number(trimmed);
  if (!Number.isSafeInteger(number)) throw new TusRefusal(400, 'InvalidRequest', `The ${name} header is too large`);
  return number;
}

/** tus asks every request but OPTIONS to name the protocol version; another one gets 412. */
export function checkTusResumable(value: string | null): void {
  if (value !== TUS_VERSION) {
    throw new TusRefusal(412, 'InvalidRequest', `Tus-Resumable: ${TUS_VERSION} is required`);
  }
}

/** `key base64,key base64`: Supabase's four keys; the bucket and object names are required. */
export function parseUploadMetadata(header: string | null): TusMetadata {
  if (!header) throw new TusRefusal(400, 'InvalidRequest', 'The Upload-Metadata header is required');
  const pairs = new Map<string, string>();
  for (const part of header.split(',')) {
    const [key, value = '', extra] = part.trim().split(' ');
    if (!key || extra !== undefined || !/^[A-Za-z0-9+/=]*$/.test(value)) {
      throw new TusRefusal(400, 'InvalidRequest', 'Upload-Metadata is malformed');
    }
    pairs.set(key, Buffer.from(value, 'base64').toString('utf8'));
  }
  const bucketName = pairs.get('bucketName') ?? '';
  const objectName = pairs.get('objectName') ?? '';
  if (!bucketName || !objectName) {
    throw new TusRefusal(400, 'InvalidRequest', 'Upload-Metadata must name the bucketName and the objectName');
  }
  if (!isSafeObjectName(objectName) || !/^[A-Za-z0-9._-]{1,100}$/.test(bucketName)) {
    throw new TusRefusal(400, 'InvalidKey', `Invalid key: ${objectName}`);
  }
  return {
    bucketName,
    objectName,
    contentType: pairs.get('contentType') || 'application/octet-stream',
    cacheControl: pairs.get('cacheControl') || '3600',
  };
}

/** No empty, `.` or `..` segments, no leading slash, no control characters, at most 1024 characters. */
export function isSafeObjectName(name: string): boolean {
  if (name.length > 1024 || name.startsWith('/')) return false;
  for (const character of name) {
    const code = character.charCodeAt(0);
    if (code < 0x20 || code === 0x7f) return false;
  }
  return name.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

/** The `tus` error body: Storage's JSON error shape, with the protocol header. */
export function tusErrorResponse(refusal: TusRefusal): Response {
  return Response.json(
    { statusCode: String(refusal.status), error: refusal.error, message: refusal.message },
    { status: refusal.status, headers: { 'Tus-Resumable': TUS_VERSION } },
  );
}
