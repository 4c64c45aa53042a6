/**
 * A small tus 1.0.0 client for Supabase Storage's resumable endpoint (`/storage/v1/upload/resumable`):
 * creation (`POST` with `Upload-Length` and Supabase's `Upload-Metadata`), then `PATCH` chunks of
 * 6 MiB (the chunk size Supabase requires) at `Upload-Offset`. When a chunk fails on the network,
 * or the server answers 409 (offset mismatch) or a 5xx, it waits, asks `HEAD` where the upload is,
 * and carries on from there, without the person doing anything. A refusal (a 4xx other than 409)
 * ends it with the server's words. No dependency on the rest of the app: `fetch` and the
 * credentials are passed in, so the integration tests run the same code against the embedded
 * backend (docs/on-demand.md, "Resumable uploads").
 */
export const TUS_CHUNK_BYTES = 6 * 1024 * 1024;

export interface ResumableUpload {
  /** `${supabaseUrl}/storage/v1/upload/resumable` */
  endpoint: string;
  /** `Authorization` and `apikey`, read again before each request (a refreshed session is used). */
  credentials: () => Promise<Record<string, string>> | Record<string, string>;
  bucket: string;
  path: string;
  file: Blob;
  contentType: string;
  upsert?: boolean;
  cacheControl?: string;
  chunkBytes?: number;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  fetch?: typeof globalThis.fetch;
  /** Waits between attempts after a failure; the upload gives up when they run out without progress. */
  retryDelaysMs?: readonly number[];
}

/** The server refused the upload (a 4xx): `body` is its answer, for the message shown. */
export class UploadRefused extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`The upload was refused (${status})`);
  }
}

const DEFAULT_RETRY_DELAYS_MS = [500, 1500, 3000, 6000, 10_000];

function encodeMetadata(pairs: Record<string, string>): string {
  const base64 = (text: string) => {
    const bytes = new TextEncoder().encode(text);
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  };
  return Object.entries(pairs)
    .map(([key, value]) => `${key} ${base64(value)}`)
    .join(',');
}

function offsetOf(response: Response): number | null {
  const header = response.headers.get('upload-offset');
  if (header === null || !/^\d+$/.test(header)) return null;
  return Number(header);
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException('The upload was cancelled.', 'AbortError'));
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new DOMException('The upload was cancelled.', 'AbortError'));
      },
      { once: true },
    );
  });
}

/** Whether a status means "ask where the upload is and try again" rather than "refused". */
const retryable = (status: number) => status === 409 || status === 423 || status === 429 || status >= 500;

export async function uploadResumable(upload: ResumableUpload): Promise<void> {
  const send = upload.fetch ?? globalThis.fetch.bind(globalThis);
  const chunkBytes = upload.chunkBytes ?? TUS_CHUNK_BYTES;
  const delays = upload.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const size = upload.file.size;
  const request = async (url: string, method: string, headers: Record<string, string>, body?: Blob) =>
    send(url, {
      method,
      headers: { ...(await upload.credentials()), 'Tus-Resumable': '1.0.0', ...headers },
      body,
      signal: upload.signal,
    });

  let failures = 0;
  /** After a failure: wait, or give up when the attempts have run out. */
  const backOff = async (cause: unknown) => {
    if (isAbort(cause)) throw cause;
    if (cause instanceof UploadRefused && !retryable(cause.status)) throw cause;
    if (failures >= delays.length) {
      throw cause instanceof UploadRefused
        ? cause
        : new Error('The upload stopped: check the connection and try again.', { cause });
    }
    await wait(delays[failures]!, upload.signal);
    failures += 1;
  };

  let location: string | null = null;
  while (location === null) {
    try {
      const created = await request(upload.endpoint, 'POST', {
        'Upload-Length': String(size),
        'Upload-Metadata': encodeMetadata({
          bucketName: upload.bucket,
          objectName: upload.path,
          contentType: upload.contentType,
          cacheControl: upload.cacheControl ?? '3600',
        }),
        ...(upload.upsert ? { 'x-upsert': 'true' } : {}),
      });
      const header = created.headers.get('location');
      if (created.status !== 201 || !header) throw new UploadRefused(created.status, await created.text());
      location = new URL(header, upload.endpoint).toString();
    } catch (error) {
      await backOff(error);
    }
  }

  let offset = 0;
  upload.onProgress?.(0);
  while (offset < size) {
    try {
      const patched = await request(
        location,
        'PATCH',
        { 'Content-Type': 'application/offset+octet-stream', 'Upload-Offset': String(offset) },
        upload.file.slice(offset, Math.min(size, offset + chunkBytes)),
      );
      const next = offsetOf(patched);
      if (patched.status !== 204 || next === null || next <= offset || next > size) {
        throw new UploadRefused(patched.status === 204 ? 409 : patched.status, await patched.text());
      }
      offset = next;
      failures = 0;
      upload.onProgress?.(offset / size);
    } catch (error) {
      await backOff(error);
      offset = await resumeOffset(request, location, offset);
    }
  }
}

/** Where the server says the upload is (`HEAD`); the last known offset when it cannot be asked now. */
async function resumeOffset(
  request: (url: string, method: string, headers: Record<string, string>) => Promise<Response>,
  location: string,
  known: number,
): Promise<number> {
  let head: Response;
  try {
    head = await request(location, 'HEAD', {});
  } catch (error) {
    if (isAbort(error)) throw error;
    return known;
  }
  if (head.status === 404 || head.status === 410) throw new UploadRefused(head.status, '');
  return offsetOf(head) ?? known;
}
