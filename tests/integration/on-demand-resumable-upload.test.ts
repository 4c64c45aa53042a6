import { createHash, randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TUS_CHUNK_BYTES, uploadResumable, UploadRefused } from '../../src/lib/media/resumable-upload';
import { backend, demo, serviceClient, signedInClient } from './support/clients';

// Resumable (tus) uploads into the on-demand bucket through the embedded backend's
// /storage/v1/upload/resumable (supabase/local/storage/tus-uploads.ts), driven by the app's own tus
// client (src/lib/media/resumable-upload.ts): a dropped chunk resumes from HEAD's
// offset and the stored bytes are exact; only staff may upload; an upload is its creator's alone;
// bad input answers 4xx.
const BUCKET = 'on-demand';
const MIB = 1024 * 1024;
const svc = serviceClient();
const stored: string[] = [];

let trainer: SupabaseClient;
let otherTrainer: SupabaseClient;
let casey: SupabaseClient;

const endpoint = () => `${backend().url}/storage/v1/upload/resumable`;
const tokenOf = async (db: SupabaseClient) => (await db.auth.getSession()).data.session!.access_token;
const credentialsOf = async (db: SupabaseClient) => ({
  Authorization: `Bearer ${await tokenOf(db)}`,
  apikey: backend().publishableKey,
});

function bytesOf(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  for (let index = 0; index < size; index += 1) bytes[index] = (index * 31 + (index >> 12)) & 0xff;
  return bytes;
}

const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const b64 = (text: string) => Buffer.from(text).toString('base64');
const metadata = (objectName: string, contentType = 'video/mp4') =>
  `bucketName ${b64(BUCKET)},objectName ${b64(objectName)},contentType ${b64(contentType)}`;

async function tus(
  db: SupabaseClient | null,
  method: string,
  url: string,
  headers: Record<string, string> = {},
  body?: Uint8Array<ArrayBuffer>,
): Promise<Response> {
  return fetch(url, {
    method,
    headers: {
      apikey: backend().publishableKey,
      ...(db ? { Authorization: `Bearer ${await tokenOf(db)}` } : {}),
      'Tus-Resumable': '1.0.0',
      ...headers,
    },
    body,
  });
}

/** A trainer's fresh upload of `length` bytes: its URL. */
async function created(length: number, db = trainer, objectName = `${randomUUID()}/video.mp4`): Promise<string> {
  const response = await tus(db, 'POST', endpoint(), {
    'Upload-Length': String(length),
    'Upload-Metadata': metadata(objectName),
  });
  expect(response.status).toBe(201);
  return response.headers.get('location')!;
}

async function downloaded(path: string): Promise<Uint8Array> {
  const { data, error } = await svc.storage.from(BUCKET).download(path);
  expect(error).toBeNull();
  return new Uint8Array(await data!.arrayBuffer());
}

beforeAll(async () => {
  [trainer, otherTrainer, casey] = await Promise.all([
    signedInClient(demo.trainer.email),
    signedInClient(demo.otherTrainer.email),
    signedInClient(demo.client.email),
  ]);
});

afterAll(async () => {
  if (stored.length > 0) await svc.storage.from(BUCKET).remove(stored);
});

describe('resumable upload with the app client', () => {
  it('resumes from HEAD after the connection drops in the second chunk; the stored bytes are exact', async () => {
    const file = bytesOf(2 * TUS_CHUNK_BYTES + 123_457);
    const path = `${randomUUID()}/video-${Date.now()}.mp4`;
    const calls: string[] = [];
    let dropped = false;
    const dropSecondChunk: typeof fetch = async (input, init) => {
      const method = init?.method ?? 'GET';
      const offset = new Headers(init?.headers).get('upload-offset');
      calls.push(`${method}${offset === null ? '' : ` ${offset}`}`);
      if (method === 'PATCH' && offset === String(TUS_CHUNK_BYTES) && !dropped) {
        dropped = true;
        // The connection drops one MiB into the chunk: the server sees a body that never ends whole.
        const chunk = new Uint8Array(await (init!.body as Blob).arrayBuffer());
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(chunk.subarray(0, MIB));
            setTimeout(() => controller.error(new TypeError('network connection lost')), 20);
          },
        });
        return fetch(input, { ...init, body, duplex: 'half' } as RequestInit);
      }
      return fetch(input, init);
    };
    const progress: number[] = [];
    await uploadResumable({
      endpoint: endpoint(),
      credentials: () => credentialsOf(trainer),
      bucket: BUCKET,
      path,
      file: new Blob([file]),
      contentType: 'video/mp4',
      upsert: true,
      onProgress: (fraction) => progress.push(fraction),
      fetch: dropSecondChunk,
      retryDelaysMs: [20, 20, 20],
    });
    stored.push(path);

    expect(dropped).toBe(true);
    expect(calls).toEqual([
      'POST',
      'PATCH 0',
      `PATCH ${TUS_CHUNK_BYTES}`,
      'HEAD',
      `PATCH ${TUS_CHUNK_BYTES}`,
      `PATCH ${2 * TUS_CHUNK_BYTES}`,
    ]);
    expect(progress.at(-1)).toBe(1);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    const bytes = await downloaded(path);
    expect(bytes.byteLength).toBe(file.byteLength);
    expect(sha(bytes)).toBe(sha(file));
    // Stored as a one-request upload is: a storage.objects row with its type and size.
    const { data: listed } = await svc.storage.from(BUCKET).list(path.split('/')[0]);
    expect(listed?.[0]).toMatchObject({ metadata: { mimetype: 'video/mp4', size: file.byteLength } });
  });

  it('refuses a client (the insert policy) before a byte is sent, with the server words', async () => {
    const attempt = uploadResumable({
      endpoint: endpoint(),
      credentials: () => credentialsOf(casey),
      bucket: BUCKET,
      path: `${randomUUID()}/sneaky.mp4`,
      file: new Blob([bytesOf(1000)]),
      contentType: 'video/mp4',
      retryDelaysMs: [],
    });
    await expect(attempt).rejects.toBeInstanceOf(UploadRefused);
    await expect(attempt).rejects.toMatchObject({ status: 403 });
  });
});

describe('the resumable endpoint', () => {
  it('reports the offset with HEAD and appends chunk by chunk; an exact small upload', async () => {
    const file = bytesOf(300_000);
    const path = `${randomUUID()}/small.mp4`;
    const url = await created(file.byteLength, trainer, path);
    const patch = (offset: number, body: Uint8Array<ArrayBuffer>) =>
      tus(
        trainer,
        'PATCH',
        url,
        { 'Content-Type': 'application/offset+octet-stream', 'Upload-Offset': `${offset}` },
        body,
      );
    const first = await patch(0, file.subarray(0, 100_000));
    expect(first.status).toBe(204);
    expect(first.headers.get('upload-offset')).toBe('100000');
    const head = await tus(trainer, 'HEAD', url);
    expect(head.status).toBe(200);
    expect(head.headers.get('upload-offset')).toBe('100000');
    expect(head.headers.get('upload-length')).toBe('300000');
    expect((await patch(100_000, file.subarray(100_000))).status).toBe(204);
    stored.push(path);
    expect(sha(await downloaded(path))).toBe(sha(file));
    // Finished: the upload URL is gone.
    expect((await tus(trainer, 'HEAD', url)).status).toBe(404);
  });

  it("is its creator's alone: a client, another trainer and an anonymous caller get 404 or 401", async () => {
    const url = await created(1000);
    const chunk = { 'Content-Type': 'application/offset+octet-stream', 'Upload-Offset': '0' };
    for (const someone of [casey, otherTrainer]) {
      expect((await tus(someone, 'HEAD', url)).status).toBe(404);
      expect((await tus(someone, 'PATCH', url, chunk, bytesOf(1000))).status).toBe(404);
      expect((await tus(someone, 'DELETE', url)).status).toBe(404);
    }
    expect((await tus(null, 'HEAD', url)).status).toBe(404);
    const noKey = await fetch(url, { method: 'HEAD', headers: { 'Tus-Resumable': '1.0.0' } });
    expect(noKey.status).toBe(401);
    const forged = await fetch(url, {
      method: 'HEAD',
      headers: { 'Tus-Resumable': '1.0.0', Authorization: `Bearer ${(await tokenOf(trainer)).slice(0, -4)}AAAA` },
    });
    expect(forged.status).toBe(401);
    // The trainer's upload is untouched by all of that.
    const head = await tus(trainer, 'HEAD', url);
    expect(head.headers.get('upload-offset')).toBe('0');
    expect((await tus(trainer, 'DELETE', url)).status).toBe(204);
    expect((await tus(trainer, 'HEAD', url)).status).toBe(404);
  });

  it('refuses a client and an anonymous caller at creation (the bucket insert policy)', async () => {
    for (const someone of [casey, null]) {
      const response = await tus(someone, 'POST', endpoint(), {
        'Upload-Length': '1000',
        'Upload-Metadata': metadata(`${randomUUID()}/video.mp4`),
      });
      expect(response.status).toBe(403);
      expect(response.headers.get('location')).toBeNull();
    }
  });

  it('answers bad creation requests with 4xx', async () => {
    const name = `${randomUUID()}/video.mp4`;
    const cases: [Record<string, string>, number][] = [
      [{ 'Upload-Metadata': metadata(name) }, 400], // no Upload-Length
      [{ 'Upload-Length': '-5', 'Upload-Metadata': metadata(name) }, 400],
      [{ 'Upload-Length': 'lots', 'Upload-Metadata': metadata(name) }, 400],
      [{ 'Upload-Length': '0', 'Upload-Metadata': metadata(name) }, 400],
      [{ 'Upload-Length': '1000' }, 400], // no metadata
      [{ 'Upload-Length': '1000', 'Upload-Metadata': 'bucketName !!!' }, 400],
      [{ 'Upload-Length': '1000', 'Upload-Metadata': `bucketName ${b64(BUCKET)}` }, 400],
      [{ 'Upload-Length': '1000', 'Upload-Metadata': metadata('../escape.mp4') }, 400],
      [{ 'Upload-Length': '1000', 'Upload-Metadata': metadata(name, 'text/plain') }, 415],
      [{ 'Upload-Length': String(500 * MIB + 1), 'Upload-Metadata': metadata(name) }, 413],
      [{ 'Upload-Length': '1000', 'Upload-Defer-Length': '1', 'Upload-Metadata': metadata(name) }, 400],
      [
        {
          'Upload-Length': '1000',
          'Upload-Metadata': `bucketName ${b64('no-such-bucket')},objectName ${b64(name)}`,
        },
        404,
      ],
      [{ 'Upload-Length': '1000', 'Upload-Metadata': metadata(name), 'Tus-Resumable': '0.2.2' }, 412],
    ];
    for (const [headers, status] of cases) {
      const response = await tus(trainer, 'POST', endpoint(), headers);
      expect({ headers, status: response.status }).toEqual({ headers, status });
    }
  });

  it('answers bad chunks with 4xx and stores nothing from them', async () => {
    const url = await created(1000);
    const octets = 'application/offset+octet-stream';
    const cases: [Record<string, string>, Uint8Array<ArrayBuffer>, number][] = [
      [{ 'Content-Type': octets, 'Upload-Offset': '10' }, bytesOf(10), 409],
      [{ 'Content-Type': octets }, bytesOf(10), 400],
      [{ 'Content-Type': octets, 'Upload-Offset': 'x' }, bytesOf(10), 400],
      [{ 'Content-Type': 'application/octet-stream', 'Upload-Offset': '0' }, bytesOf(10), 415],
      [{ 'Content-Type': octets, 'Upload-Offset': '0' }, bytesOf(1001), 413],
      [{ 'Content-Type': octets, 'Upload-Offset': '0', 'Tus-Resumable': '' }, bytesOf(10), 412],
    ];
    for (const [headers, body, status] of cases) {
      const response = await tus(trainer, 'PATCH', url, headers, body);
      expect({ headers, status: response.status }).toEqual({ headers, status });
    }
    expect((await tus(trainer, 'HEAD', url)).headers.get('upload-offset')).toBe('0');
    expect((await tus(trainer, 'HEAD', `${endpoint()}/${'A'.repeat(32)}`)).status).toBe(404);
    expect((await tus(trainer, 'HEAD', `${endpoint()}/not-an-id`)).status).toBe(404);
    expect((await tus(trainer, 'GET', endpoint())).status).toBe(404);
    await tus(trainer, 'DELETE', url);
  });
});
