import 'fake-indexeddb/auto';
import { Blob as NodeBlob } from 'node:buffer';
import { IDBFactory } from 'fake-indexeddb';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { attachmentColumns, messageOutbox } from '@/features/messaging/hooks/use-outbox';
import { checkAttachment, storedFileName } from '@/features/messaging/lib/attachments';
import {
  messageQueue,
  resetOutboxConnection,
  toOutboxMessage,
  type QueuedMessage,
} from '@/features/messaging/storage/outbox';
import { server, withMswServer } from '../support/msw';
import { REST, STORAGE } from '../support/postgrest';

// A message with a photo, video or file goes through the same outbox as text
// (docs/messaging.md, "Attachments"): the file is kept on the device until Storage has it, uploaded
// to a path fixed by the message id (a retry replaces, never adds), then the row is sent. No signal:
// it waits. Storage refusing the file: the message is parked with the reason in words.
const T = Date.UTC(2026, 10, 28, 9, 0);
const MIB = 1024 * 1024;

function videoMessage(id: string, size = 2048): QueuedMessage {
  // Node's Blob: fake-indexeddb keeps it through its structured clone as a browser keeps a Blob
  // (jsdom's Blob would come back as a plain object).
  const file = new NodeBlob([new Uint8Array(size)], { type: 'video/mp4' }) as unknown as Blob;
  return {
    id,
    userId: 'me',
    createdAt: T,
    attempts: 0,
    nextAttemptAt: T,
    lastError: null,
    message: {
      id,
      sender_id: 'me',
      recipient_id: 'coach',
      body: 'Is my back rounding?',
      created_at: new Date(T).toISOString(),
      read_at: null,
      ...attachmentColumns('me', id, { file, name: 'Squat 140kg.MP4', mime: 'video/mp4', durationSeconds: 7.25 }),
    },
    attachment: { file, thumbnail: null, uploaded: false },
  };
}

const uploads: { path: string; upsert: string | null; bytes: number }[] = [];
const rows: Record<string, unknown>[] = [];
function storageAnswers(answer: () => Response | 'network') {
  server.use(
    http.post(`${STORAGE}/object/message-attachments/*`, async ({ request }) => {
      const path = decodeURIComponent(new URL(request.url).pathname.split('/message-attachments/')[1]!);
      const reply = answer();
      if (reply === 'network') return HttpResponse.error();
      uploads.push({ path, upsert: request.headers.get('x-upsert'), bytes: (await request.arrayBuffer()).byteLength });
      return reply;
    }),
  );
}
function restAnswers(answer: () => Response | 'network') {
  server.use(
    http.post(`${REST}/messages`, async ({ request }) => {
      const reply = answer();
      if (reply === 'network') return HttpResponse.error();
      rows.push((await request.json()) as Record<string, unknown>);
      return reply;
    }),
  );
}
const stored = () => HttpResponse.json({ Key: 'message-attachments/x', Id: 'x' });
const created = () => new HttpResponse(null, { status: 201 });

withMswServer();

beforeEach(async () => {
  await resetOutboxConnection();
  globalThis.indexedDB = new IDBFactory();
  uploads.length = 0;
  rows.length = 0;
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
});

describe('checking a chosen file', () => {
  it('refuses a type outside the list and a file over its limit, in words', () => {
    expect(checkAttachment({ name: 'setup.exe', type: 'application/x-msdownload', size: 10 })).toEqual({
      error: expect.stringMatching(/“setup.exe” cannot be sent: photos .* videos \(MP4, WebM, MOV\)/),
    });
    expect(checkAttachment({ name: 'squat.mp4', type: 'video/mp4', size: 100 * MIB + 1 })).toEqual({
      error: '“squat.mp4” is 100 MB. Videos can be at most 100 MB.',
    });
    expect(checkAttachment({ name: 'me.png', type: 'image/png', size: 21 * MIB })).toEqual({
      error: '“me.png” is 21 MB. Photos can be at most 20 MB.',
    });
    expect(checkAttachment({ name: 'clip.mov', type: '', size: 5 })).toEqual({
      error: null,
      mime: 'video/quicktime',
      kind: 'video',
    });
    expect(storedFileName('Squat 140kg.MP4', 'video/mp4')).toBe('Squat-140kg.mp4');
    expect(storedFileName('../../étude.pdf', 'application/pdf')).toBe('etude.pdf');
  });
});

describe('sending a message with a file', () => {
  it('uploads the file to its message folder, then sends the row that points at it', async () => {
    const item = videoMessage('m1');
    await messageQueue.put(item);
    storageAnswers(stored);
    restAnswers(created);
    const result = await messageOutbox.flush('me', { force: true });
    expect(result).toMatchObject({ sent: ['m1'], refused: [], offline: false });
    expect(uploads).toEqual([{ path: 'me/m1/Squat-140kg.mp4', upsert: 'true', bytes: 2048 }]);
    expect(rows).toEqual([
      expect.objectContaining({
        id: 'm1',
        body: 'Is my back rounding?',
        attachment_path: 'me/m1/Squat-140kg.mp4',
        attachment_mime: 'video/mp4',
        attachment_name: 'Squat 140kg.MP4',
        attachment_duration_seconds: 7.25,
        attachment_thumbnail_path: null,
      }),
    ]);
    expect(await messageQueue.list('me')).toEqual([]);
  });

  it('without signal the file stays on the device, pending; when it returns, one upload and one row', async () => {
    await messageQueue.put(videoMessage('m2'));
    storageAnswers(() => 'network');
    restAnswers(created);
    const offline = await messageOutbox.flush('me', { force: true });
    expect(offline).toMatchObject({ sent: [], refused: [], offline: true });
    expect(rows).toEqual([]);
    const kept = (await messageQueue.list('me'))[0]!;
    expect(kept.attachment?.file.size).toBe(2048);
    expect(toOutboxMessage(kept).status).toBe('pending');

    storageAnswers(stored);
    expect((await messageOutbox.flush('me', { force: true })).sent).toEqual(['m2']);
    expect(uploads.map((upload) => upload.path)).toEqual(['me/m2/Squat-140kg.mp4']);
    expect(rows.map((row) => row.id)).toEqual(['m2']);
  });

  it('a file already stored is not uploaded again when only the row was lost', async () => {
    await messageQueue.put(videoMessage('m3'));
    storageAnswers(stored);
    restAnswers(() => 'network');
    expect((await messageOutbox.flush('me', { force: true })).offline).toBe(true);
    expect((await messageQueue.get('m3'))?.attachment?.uploaded).toBe(true);

    restAnswers(created);
    expect((await messageOutbox.flush('me', { force: true })).sent).toEqual(['m3']);
    expect(uploads).toHaveLength(1);
    expect(rows.map((row) => row.id)).toEqual(['m3']);
  });

  it('Storage refusing the file parks the message with the reason; the row is never sent', async () => {
    await messageQueue.put(videoMessage('m4'));
    storageAnswers(() =>
      HttpResponse.json(
        { statusCode: '413', error: 'Payload too large', message: 'The object exceeded the maximum allowed size' },
        { status: 413 },
      ),
    );
    restAnswers(created);
    const result = await messageOutbox.flush('me', { force: true });
    expect(result).toMatchObject({ sent: [], refused: ['m4'] });
    expect(rows).toEqual([]);
    const parked = toOutboxMessage((await messageQueue.get('m4'))!);
    expect(parked).toMatchObject({
      status: 'failed',
      error: 'Not sent: The file is too big to send (at most 100 MB).',
    });
  });
});
