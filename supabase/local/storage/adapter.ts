import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where Storage object bytes live for the embedded backend: on disk next to a persistent database,
 * in memory for a throwaway one. Lite's own filesystem adapter is not exported, so the local
 * layer provides one with the shape lite's App expects (`app._storageAdapter`).
 */
interface ObjectMetadata {
  cacheControl: string;
  contentLength: number;
  size: number;
  mimetype: string;
  lastModified?: Date;
  eTag: string;
  contentRange?: string;
  httpStatusCode?: number;
}

interface StoredObject {
  bytes: Uint8Array;
  mimetype: string;
  cacheControl: string;
  lastModified: Date;
}

type Body = ReadableStream | Buffer | Uint8Array;

export interface LocalStorageAdapter {
  driver: string;
  getObject(
    bucket: string,
    key: string,
    version: string | undefined,
    headers?: { ifNoneMatch?: string; range?: string },
  ): Promise<{
    metadata: ObjectMetadata;
    httpStatusCode: number;
    body?: Buffer;
  }>;
  uploadObject(
    bucket: string,
    key: string,
    version: string | undefined,
    body: Body,
    contentType: string,
    cacheControl: string,
  ): Promise<ObjectMetadata>;
  deleteObject(bucket: string, key: string, version: string | undefined): Promise<void>;
  deleteObjects(bucket: string, keys: string[]): Promise<void>;
  copyObject(
    sourceBucket: string,
    source: string,
    version: string | undefined,
    destinationBucket: string,
    destination: string,
  ): Promise<{ httpStatusCode: number; eTag: string; lastModified?: Date }>;
  headObject(bucket: string, key: string, version: string | undefined): Promise<ObjectMetadata>;
  privateAssetUrl(bucket: string, key: string, version: string | undefined): Promise<string>;
}

/** Objects in memory, optionally mirrored to a folder so they survive restarts. */
export function createLocalStorageAdapter(folder?: string): LocalStorageAdapter {
  const objects = new Map<string, StoredObject>();
  const id = (bucket: string, key: string) => `${bucket}/${key}`;
  const filePath = (bucket: string, key: string) => {
    if (!folder) return null;
    const resolved = path.resolve(folder, bucket, key);
    if (!resolved.startsWith(path.resolve(folder) + path.sep)) throw new Error('Object key escapes the storage folder');
    return resolved;
  };

  const load = async (bucket: string, key: string): Promise<StoredObject> => {
    const cached = objects.get(id(bucket, key));
    if (cached) return cached;
    const file = filePath(bucket, key);
    if (file) {
      try {
        const [bytes, meta] = await Promise.all([readFile(file), readFile(`${file}.meta.json`, 'utf8')]);
        const parsed = JSON.parse(meta) as { mimetype: string; cacheControl: string; lastModified: string };
        const stored = {
          bytes,
          mimetype: parsed.mimetype,
          cacheControl: parsed.cacheControl,
          lastModified: new Date(parsed.lastModified),
        };
        objects.set(id(bucket, key), stored);
        return stored;
      } catch {
        // fall through to "not found"
      }
    }
    throw Object.assign(new Error('Object not found'), { code: 'ENOENT', httpStatusCode: 404 });
  };

  const metadataOf = (stored: StoredObject): ObjectMetadata => ({
    cacheControl: stored.cacheControl,
    contentLength: stored.bytes.byteLength,
    size: stored.bytes.byteLength,
    mimetype: stored.mimetype,
    lastModified: stored.lastModified,
    eTag: `"${createHash('md5').update(stored.bytes).digest('hex')}"`,
  });

  const save = async (bucket: string, key: string, stored: StoredObject) => {
    objects.set(id(bucket, key), stored);
    const file = filePath(bucket, key);
    if (!file) return;
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, stored.bytes);
    await writeFile(
      `${file}.meta.json`,
      JSON.stringify({
        mimetype: stored.mimetype,
        cacheControl: stored.cacheControl,
        lastModified: stored.lastModified.toISOString(),
      }),
    );
  };

  const remove = async (bucket: string, key: string) => {
    objects.delete(id(bucket, key));
    const file = filePath(bucket, key);
    if (file) await Promise.all([rm(file, { force: true }), rm(`${file}.meta.json`, { force: true })]);
  };

  return {
    driver: folder ? 'local-filesystem' : 'memory',
    async getObject(bucket, key, _version, headers) {
      const stored = await load(bucket, key);
      const metadata = metadataOf(stored);
      if (headers?.ifNoneMatch && headers.ifNoneMatch === metadata.eTag) return { metadata, httpStatusCode: 304 };
      const range = headers?.range ? /^bytes=(\d+)-(\d*)$/.exec(headers.range) : null;
      if (range) {
        const start = Number(range[1]);
        const end = range[2] ? Number(range[2]) : stored.bytes.byteLength - 1;
        const body = Buffer.from(stored.bytes.subarray(start, end + 1));
        return {
          metadata: {
            ...metadata,
            contentLength: body.byteLength,
            contentRange: `bytes ${start}-${end}/${stored.bytes.byteLength}`,
          },
          httpStatusCode: 206,
          body,
        };
      }
      return { metadata, httpStatusCode: 200, body: Buffer.from(stored.bytes) };
    },
    async uploadObject(bucket, key, _version, body, contentType, cacheControl) {
      const stored = { bytes: await readBody(body), mimetype: contentType, cacheControl, lastModified: new Date() };
      await save(bucket, key, stored);
      return metadataOf(stored);
    },
    async deleteObject(bucket, key) {
      await remove(bucket, key);
    },
    async deleteObjects(bucket, keys) {
      for (const key of keys) await remove(bucket, key);
    },
    async copyObject(sourceBucket, source, _version, destinationBucket, destination) {
      const stored = await load(sourceBucket, source);
      const copy = { ...stored, lastModified: new Date() };
      await save(destinationBucket, destination, copy);
      return { httpStatusCode: 200, eTag: metadataOf(copy).eTag, lastModified: copy.lastModified };
    },
    async headObject(bucket, key) {
      return metadataOf(await load(bucket, key));
    },
    async privateAssetUrl(bucket, key) {
      return `local-storage://${bucket}/${key}`;
    },
  };
}

async function readBody(body: Body): Promise<Uint8Array> {
  if (body instanceof Uint8Array) return body;
  const chunks: Uint8Array[] = [];
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value as Uint8Array);
  }
  return Buffer.concat(chunks);
}
