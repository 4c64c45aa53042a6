import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { weightOutbox } from '@/features/body-weight/api/use-body-weights-on-device';
import { weightsWithQueue } from '@/features/body-weight/lib/weights-with-queue';
import { resetWeightsOnDevice, weightQueue, type QueuedWeight } from '@/features/body-weight/storage/weights-on-device';
import { server, withMswServer } from '../support/msw';
import { REST } from '../support/postgrest';

function queued(id: string, minute: number, date: string, kg: number): QueuedWeight {
  const at = Date.UTC(2026, 10, 25, 7, minute);
  return {
    id,
    userId: 'me',
    createdAt: at,
    attempts: 0,
    nextAttemptAt: at,
    lastError: null,
    change: { clientId: 'me', date, kg },
  };
}

const sent: { url: string; prefer: string; body: unknown }[] = [];
function serverAnswers(answer: () => Response | 'network') {
  server.use(
    http.post(`${REST}/body_weight_entries`, async ({ request }) => {
      const response = answer();
      if (response === 'network') return HttpResponse.error();
      sent.push({ url: request.url, prefer: request.headers.get('prefer') ?? '', body: await request.json() });
      return response;
    }),
  );
}

withMswServer();

beforeEach(async () => {
  await resetWeightsOnDevice();
  globalThis.indexedDB = new IDBFactory();
  sent.length = 0;
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
});

describe('the body-weight outbox', () => {
  it('sends each weigh-in as an upsert of its day, in order, and empties the queue', async () => {
    await weightQueue.put(queued('a', 1, '2026-11-24', 81.2));
    await weightQueue.put(queued('b', 2, '2026-11-25', 81.0));
    serverAnswers(() => new HttpResponse(null, { status: 201 }));
    const result = await weightOutbox.flush('me', { force: true });
    expect(result.sent).toEqual(['a', 'b']);
    expect(sent.map((request) => new URL(request.url).searchParams.get('on_conflict'))).toEqual([
      'client_id,measured_on',
      'client_id,measured_on',
    ]);
    expect(sent[0]?.prefer).toContain('resolution=merge-duplicates');
    expect(sent.map((request) => request.body)).toEqual([
      // weighed_at: when it was weighed on the device (the item's time), so the server keeps the later one.
      {
        client_id: 'me',
        measured_on: '2026-11-24',
        weight_kg: 81.2,
        created_by: 'me',
        weighed_at: '2026-11-25T07:01:00.000Z',
      },
      {
        client_id: 'me',
        measured_on: '2026-11-25',
        weight_kg: 81,
        created_by: 'me',
        weighed_at: '2026-11-25T07:02:00.000Z',
      },
    ]);
    expect(await weightQueue.list('me')).toEqual([]);
  });

  it('keeps a weigh-in on the device while the server cannot be reached, and sends it later', async () => {
    await weightQueue.put(queued('a', 1, '2026-11-25', 81.0));
    serverAnswers(() => 'network');
    const offline = await weightOutbox.flush('me', { force: true });
    expect(offline.offline).toBe(true);
    expect((await weightQueue.list('me')).map((item) => [item.id, item.attempts])).toEqual([['a', 1]]);

    serverAnswers(() => new HttpResponse(null, { status: 201 }));
    const back = await weightOutbox.flush('me', { force: true });
    expect(back.sent).toEqual(['a']);
    expect(await weightQueue.list('me')).toEqual([]);
  });

  it("sends nothing of another account's queue", async () => {
    await weightQueue.put({ ...queued('theirs', 1, '2026-11-25', 60), userId: 'someone-else' });
    serverAnswers(() => new HttpResponse(null, { status: 201 }));
    const result = await weightOutbox.flush('me', { force: true });
    expect(result.sent).toEqual([]);
    expect(sent).toEqual([]);
    expect((await weightQueue.list('someone-else')).map((item) => item.id)).toEqual(['theirs']);
  });

  it('drops a weigh-in the server refuses, rather than retrying it for ever', async () => {
    await weightQueue.put(queued('a', 1, '2026-11-25', 81.0));
    serverAnswers(() =>
      HttpResponse.json({ code: '23514', message: 'new row violates check constraint' }, { status: 400 }),
    );
    const result = await weightOutbox.flush('me', { force: true });
    expect(result.sent).toEqual(['a']);
    expect(await weightQueue.list('me')).toEqual([]);
  });
});

describe('the weights Today shows', () => {
  it("lays the device's unsent weigh-ins over the server's, one per day, oldest first", () => {
    const fromServer = [
      { date: '2026-11-23', kg: 81.5 },
      { date: '2026-11-24', kg: 81.2 },
    ];
    const unsent = [
      { date: '2026-11-25', kg: 80.9 },
      { date: '2026-11-24', kg: 81.3 },
    ];
    expect(weightsWithQueue(fromServer, unsent)).toEqual([
      { date: '2026-11-23', kg: 81.5 },
      { date: '2026-11-24', kg: 81.3 },
      { date: '2026-11-25', kg: 80.9 },
    ]);
  });
});
