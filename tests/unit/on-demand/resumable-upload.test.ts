import { describe, expect, it } from 'vitest';
import { uploadResumable, UploadRefused, type ResumableUpload } from '@/lib/media/resumable-upload';

// The tus client's endings, with a scripted server (the happy path and the resume after a drop run
// against the embedded backend: tests/integration/on-demand-resumable-upload.test.ts).
const ENDPOINT = 'https://project.example/storage/v1/upload/resumable';

function scripted(answer: (method: string, offset: string | null) => Response | Error) {
  const calls: string[] = [];
  const fetch: typeof globalThis.fetch = async (_input, init) => {
    const method = init?.method ?? 'GET';
    const offset = new Headers(init?.headers).get('upload-offset');
    calls.push(`${method}${offset === null ? '' : ` ${offset}`}`);
    if (init?.signal?.aborted) throw new DOMException('aborted', 'AbortError');
    const result = answer(method, offset);
    if (result instanceof Error) throw result;
    return result;
  };
  return { calls, fetch };
}

const created = () => new Response(null, { status: 201, headers: { Location: `${ENDPOINT}/abc` } });

function upload(fetch: typeof globalThis.fetch, extra: Partial<ResumableUpload> = {}) {
  return uploadResumable({
    endpoint: ENDPOINT,
    credentials: () => ({ Authorization: 'Bearer t', apikey: 'k' }),
    bucket: 'on-demand',
    path: 'id/file.mp4',
    file: new Blob([new Uint8Array(10)]),
    contentType: 'video/mp4',
    chunkBytes: 4,
    retryDelaysMs: [1, 1],
    fetch,
    ...extra,
  });
}

describe('the resumable upload client', () => {
  it('gives up after its retries when the network stays down, asking HEAD each time', async () => {
    const server = scripted((method) =>
      method === 'POST' ? created() : method === 'HEAD' ? new TypeError('offline') : new TypeError('offline'),
    );
    await expect(upload(server.fetch)).rejects.toThrow('The upload stopped: check the connection and try again.');
    expect(server.calls).toEqual(['POST', 'PATCH 0', 'HEAD', 'PATCH 0', 'HEAD', 'PATCH 0']);
  });

  it('stops when the upload is gone (HEAD answers 404), and on a refusal without retrying', async () => {
    const gone = scripted((method) =>
      method === 'POST' ? created() : method === 'HEAD' ? new Response(null, { status: 404 }) : new TypeError('x'),
    );
    await expect(upload(gone.fetch)).rejects.toMatchObject({ status: 404 });
    const refused = scripted((method) =>
      method === 'POST' ? created() : Response.json({ message: 'The chunk goes past Upload-Length' }, { status: 413 }),
    );
    await expect(upload(refused.fetch)).rejects.toBeInstanceOf(UploadRefused);
    expect(refused.calls).toEqual(['POST', 'PATCH 0']);
  });

  it('resends from the offset HEAD reports after a 409, and ends at the last byte', async () => {
    let held = 0;
    let conflicted = false;
    const server = scripted((method, offset) => {
      if (method === 'POST') return created();
      if (method === 'HEAD') return new Response(null, { status: 200, headers: { 'Upload-Offset': String(held) } });
      if (offset === '4' && !conflicted) {
        conflicted = true;
        held = 8; // the server had more than the client thought
        return new Response(null, { status: 409 });
      }
      held = Math.min(10, Number(offset) + 4);
      return new Response(null, { status: 204, headers: { 'Upload-Offset': String(held) } });
    });
    const progress: number[] = [];
    await upload(server.fetch, { onProgress: (fraction) => progress.push(fraction) });
    expect(server.calls).toEqual(['POST', 'PATCH 0', 'PATCH 4', 'HEAD', 'PATCH 8']);
    expect(progress).toEqual([0, 0.4, 1]);
  });

  it('a cancelled upload stops with an AbortError', async () => {
    const controller = new AbortController();
    const server = scripted((method) => {
      if (method === 'POST') return created();
      controller.abort();
      return new TypeError('aborted mid-chunk');
    });
    await expect(upload(server.fetch, { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
  });
});
