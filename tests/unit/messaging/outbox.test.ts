import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { openDB } from 'idb';
import { beforeEach, describe, expect, it } from 'vitest';
import { SEND_FAILED_MESSAGE, messageOutbox } from '@/features/messaging/hooks/use-outbox';
import type { ChatMessage } from '@/features/messaging/lib/thread';
import {
  OUTBOX_DB_NAME,
  messageQueue,
  resetOutboxConnection,
  toOutboxMessage,
  type QueuedMessage,
} from '@/features/messaging/storage/outbox';
import { server, withMswServer } from '../support/msw';
import { REST } from '../support/postgrest';
import { http, HttpResponse } from 'msw';

const T = (minute: number) => Date.UTC(2026, 10, 23, 10, minute);

function chat(id: string, minute: number, sender = 'me'): ChatMessage {
  return {
    id,
    sender_id: sender,
    recipient_id: 'you',
    body: `message ${id}`,
    created_at: new Date(T(minute)).toISOString(),
    read_at: null,
  };
}

function pending(id: string, minute: number, sender = 'me'): QueuedMessage {
  return {
    id,
    userId: sender,
    createdAt: T(minute),
    attempts: 0,
    nextAttemptAt: T(minute),
    lastError: null,
    message: chat(id, minute, sender),
  };
}

const sent: string[] = [];
function serverAnswers(answer: (id: string) => Response | 'network') {
  server.use(
    http.post(`${REST}/messages`, async ({ request }) => {
      const body = (await request.json()) as { id: string };
      sent.push(body.id);
      const reply = answer(body.id);
      return reply === 'network' ? HttpResponse.error() : reply;
    }),
  );
}
const created = () => new HttpResponse(null, { status: 201 });

withMswServer();

beforeEach(async () => {
  await resetOutboxConnection();
  globalThis.indexedDB = new IDBFactory();
  sent.length = 0;
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
});

const shown = async () => (await messageQueue.list('me')).map(toOutboxMessage).map((m) => [m.id, m.status]);

describe('outbox storage', () => {
  it("keeps each sender's messages, oldest first, across connections (a reload)", async () => {
    await messageQueue.put(pending('b', 2));
    await messageQueue.put(pending('a', 1));
    await messageQueue.put(pending('x', 0, 'someone else'));
    await resetOutboxConnection();
    expect((await messageQueue.list('me')).map((m) => m.id)).toEqual(['a', 'b']);
  });

  it('keeps the messages version 1 queued on a phone, pending and failed, when the app is upgraded', async () => {
    const old = await openDB(OUTBOX_DB_NAME, 1, {
      upgrade(db) {
        db.createObjectStore('outbox', { keyPath: 'id' }).createIndex('by_sender', 'sender_id');
      },
    });
    await old.put('outbox', { ...chat('a', 1), status: 'pending' });
    await old.put('outbox', { ...chat('b', 2), status: 'failed', error: 'You can no longer message this person.' });
    old.close();

    expect(await shown()).toEqual([
      ['a', 'pending'],
      ['b', 'failed'],
    ]);
    expect(toOutboxMessage((await messageQueue.get('b'))!).error).toBe('You can no longer message this person.');
    serverAnswers(created);
    expect((await messageOutbox.flush('me')).sent).toEqual(['a']);
    expect(sent).toEqual(['a']);
    expect(await shown()).toEqual([['b', 'failed']]);
  });
});

describe('sending the outbox', () => {
  it('sends each pending message once, in order, and removes it only after the server has it', async () => {
    await messageQueue.put(pending('a', 1));
    await messageQueue.put(pending('b', 2));
    serverAnswers(created);
    const result = await messageOutbox.flush('me', { force: true });
    expect(sent).toEqual(['a', 'b']);
    expect(result).toMatchObject({ sent: ['a', 'b'], refused: [], offline: false });
    expect(await messageQueue.list('me')).toEqual([]);
  });

  it('stops at a lost connection, keeps everything pending, and tries again after a back-off', async () => {
    await messageQueue.put(pending('a', 1));
    await messageQueue.put(pending('b', 2));
    serverAnswers(() => 'network');
    const before = Date.now();
    const result = await messageOutbox.flush('me', { force: true });
    expect(sent).toEqual(['a']);
    expect(result.offline).toBe(true);
    // The shared back-off (2 s ± 20 % for a first failure), no longer a fixed 15 s.
    expect(result.nextAttemptAt! - before).toBeGreaterThanOrEqual(1600);
    expect(result.nextAttemptAt! - Date.now()).toBeLessThanOrEqual(2400);
    expect(await shown()).toEqual([
      ['a', 'pending'],
      ['b', 'pending'],
    ]);
  });

  it('marks a refused message failed with the reason, goes on with the rest, and leaves it for Retry', async () => {
    await messageQueue.put(pending('a', 1));
    await messageQueue.put(pending('b', 2));
    serverAnswers((id) =>
      id === 'a'
        ? HttpResponse.json({ code: '42501', message: 'new row violates row-level security policy' }, { status: 403 })
        : created(),
    );
    const result = await messageOutbox.flush('me', { force: true });
    expect(result).toMatchObject({ sent: ['b'], refused: ['a'], offline: false });
    expect(await shown()).toEqual([['a', 'failed']]);
    expect(toOutboxMessage((await messageQueue.get('a'))!).error).toBe(SEND_FAILED_MESSAGE);
    // A failed message waits for Retry: the next flush leaves it alone.
    sent.length = 0;
    expect(await messageOutbox.flush('me', { force: true })).toMatchObject({ sent: [], refused: [] });
    expect(sent).toEqual([]);
    expect(SEND_FAILED_MESSAGE).toMatch(/Retry/);
  });
});
