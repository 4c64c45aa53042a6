import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { checkInOutbox } from '@/features/check-ins/api/use-check-in-outbox';
import { checkInQueue, resetCheckInQueueConnection, type QueuedCheckIn } from '@/features/check-ins/storage/outbox';
import { server, withMswServer } from '../support/msw';
import { REST, STORAGE } from '../support/postgrest';

const ME = '00000000-0000-4000-8000-0000000000aa';
const ID = '11111111-1111-4111-8111-111111111111';

function queued(photo: Blob | null = null): QueuedCheckIn {
  const photoType = photo?.type ?? null;
  const now = Date.now();
  return {
    id: ID,
    userId: ME,
    createdAt: now,
    attempts: 0,
    nextAttemptAt: now,
    lastError: null,
    answers: { energy: 4 },
    photo,
    photoType,
  };
}

type Answer = Response | 'network';
const calls: string[] = [];
let rpcBodies: unknown[] = [];
function serverAnswers(rpc: () => Answer, upload: () => Answer = () => HttpResponse.json({ Key: 'k' })) {
  server.use(
    http.post(`${STORAGE}/object/check-in-photos/*`, ({ request }) => {
      calls.push(`upload ${new URL(request.url).pathname.split('/check-in-photos/')[1]}`);
      const reply = upload();
      return reply === 'network' ? HttpResponse.error() : reply;
    }),
    http.post(`${REST}/rpc/submit_weekly_check_in`, async ({ request }) => {
      calls.push('submit');
      rpcBodies.push(await request.json());
      const reply = rpc();
      return reply === 'network' ? HttpResponse.error() : reply;
    }),
  );
}
const saved = () => HttpResponse.json('saved');

withMswServer();

beforeEach(async () => {
  await resetCheckInQueueConnection();
  globalThis.indexedDB = new IDBFactory();
  calls.length = 0;
  rpcBodies = [];
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
});

// Skipped (two photo cases): a Blob stored in fake-indexeddb comes back as Node's Blob, whose bytes
// jsdom's FileReader cannot read, so the upload never starts here. e2e/check-ins.spec.ts covers
// the photo path in Chromium (upload under the check-in's id, then submit, after an offline spell).
describe('the check-in outbox', () => {
  it.skip('uploads the photo under the check-in’s id, then submits the answers with it, and forgets it once saved', async () => {
    await checkInQueue.put(queued(new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' })));
    serverAnswers(saved);
    const result = await checkInOutbox.flush(ME, { force: true });
    expect(result).toMatchObject({ sent: [ID], refused: [], offline: false });
    expect(calls).toEqual([`upload ${ME}/${ID}.png`, 'submit']);
    expect(rpcBodies).toEqual([{ p_id: ID, p_answers: { energy: 4 }, p_photo_path: `${ME}/${ID}.png` }]);
    expect(await checkInQueue.list(ME)).toEqual([]);
  });

  // Skipped for the same reason as the one above (jsdom cannot read a Blob back from fake-indexeddb).
  it.skip('keeps the answer through a dead network and sends the same id again; a photo already up is no error', async () => {
    await checkInQueue.put(queued(new Blob([new Uint8Array([1])], { type: 'image/jpeg' })));
    serverAnswers(() => 'network');
    const offline = await checkInOutbox.flush(ME, { force: true });
    expect(offline.offline).toBe(true);
    expect(await checkInQueue.list(ME)).toHaveLength(1);

    // The upload got through last time: storage now answers 409 Duplicate, and the send goes on.
    serverAnswers(saved, () =>
      HttpResponse.json(
        { statusCode: '409', error: 'Duplicate', message: 'The resource already exists' },
        { status: 409 },
      ),
    );
    const online = await checkInOutbox.flush(ME, { force: true });
    expect(online.sent).toEqual([ID]);
    expect(rpcBodies.map((body) => (body as { p_id: string }).p_id)).toEqual([ID, ID]);
    expect(await checkInQueue.list(ME)).toEqual([]);
  });

  it('parks a refused answer with the server’s words until Retry', async () => {
    await checkInQueue.put(queued());
    serverAnswers(() =>
      HttpResponse.json(
        { code: '22023', message: 'Energy is answered with a whole number from 1 to 5.' },
        { status: 400 },
      ),
    );
    const result = await checkInOutbox.flush(ME, { force: true });
    expect(result.refused).toEqual([ID]);
    const [parked] = await checkInQueue.list(ME);
    expect(parked).toMatchObject({ refused: true, lastError: 'Energy is answered with a whole number from 1 to 5.' });
    calls.length = 0;
    expect(await checkInOutbox.flush(ME)).toMatchObject({ sent: [], refused: [] });
    expect(calls).toEqual([]);
  });

  it('keeps retrying after a server error rather than parking it', async () => {
    await checkInQueue.put(queued());
    serverAnswers(() => HttpResponse.json({ message: 'boom' }, { status: 503 }));
    const result = await checkInOutbox.flush(ME, { force: true });
    expect(result.refused).toEqual([]);
    const [kept] = await checkInQueue.list(ME);
    expect(kept?.refused).not.toBe(true);
    expect(result.nextAttemptAt).not.toBeNull();
  });
});
