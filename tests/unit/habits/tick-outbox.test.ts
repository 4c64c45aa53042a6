import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { sendHabitTick } from '@/features/habits/api/send-habit-tick';
import { tickOutbox } from '@/features/habits/api/use-habit-ticks-on-device';
import { resetTickQueueConnection, tickQueue, type QueuedTick } from '@/features/habits/storage/tick-queue';
import { server, withMswServer } from '../support/msw';
import { REST } from '../support/postgrest';

function queued(id: string, minute: number, done: boolean): QueuedTick {
  const at = Date.UTC(2026, 10, 25, 8, minute);
  return {
    id,
    userId: 'me',
    createdAt: at,
    attempts: 0,
    nextAttemptAt: at,
    lastError: null,
    change: { id, habitId: 'water', clientId: 'me', date: '2026-11-25', done },
  };
}

const requests: string[] = [];
function serverAnswers(answer: () => Response | 'network') {
  const reply = (label: string) => () => {
    requests.push(label);
    const response = answer();
    return response === 'network' ? HttpResponse.error() : response;
  };
  server.use(
    http.post(`${REST}/habit_ticks`, ({ request }) => {
      requests.push(`prefer ${request.headers.get('prefer') ?? ''}`);
      return reply('tick')();
    }),
    http.delete(`${REST}/habit_ticks`, reply('untick')),
  );
}

withMswServer();

beforeEach(async () => {
  await resetTickQueueConnection();
  globalThis.indexedDB = new IDBFactory();
  requests.length = 0;
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
});

describe('the habit tick outbox', () => {
  it('sends a tick then its untick in order, a tick ignoring a duplicate, and empties the queue', async () => {
    await tickQueue.put(queued('a', 1, true));
    await tickQueue.put(queued('b', 2, false));
    serverAnswers(() => new HttpResponse(null, { status: 201 }));
    const result = await tickOutbox.flush('me', { force: true });
    expect(result.sent).toEqual(['a', 'b']);
    expect(requests[0]).toContain('resolution=ignore-duplicates');
    expect(requests.slice(1)).toEqual(['tick', 'untick']);
    expect(await tickQueue.list('me')).toEqual([]);
  });

  it('keeps a tick while the server cannot be reached, and tries again later', async () => {
    await tickQueue.put(queued('a', 1, true));
    serverAnswers(() => 'network');
    const result = await tickOutbox.flush('me', { force: true });
    expect(result.offline).toBe(true);
    expect((await tickQueue.list('me')).map((item) => [item.id, item.attempts])).toEqual([['a', 1]]);
  });

  it('drops a tick the server refuses (the habit was archived meanwhile): nothing for the client to fix', async () => {
    await tickQueue.put(queued('a', 1, true));
    serverAnswers(() =>
      HttpResponse.json({ code: '42501', message: 'new row violates row-level security policy' }, { status: 403 }),
    );
    const result = await tickOutbox.flush('me', { force: true });
    expect(result.sent).toEqual(['a']);
    expect(await tickQueue.list('me')).toEqual([]);
  });
});

describe('one tick sent', () => {
  const change = { id: 'a', habitId: 'water', clientId: 'me', date: '2026-11-25', done: true };
  const answer = (code: string, message: string) =>
    server.use(http.post(`${REST}/habit_ticks`, () => HttpResponse.json({ code, message }, { status: 409 })));

  it('counts a retry that met its own first try (a unique violation on the id) as sent', async () => {
    answer('23505', 'duplicate key value violates unique constraint "habit_ticks_pkey"');
    await expect(sendHabitTick(change)).resolves.toBeUndefined();
  });

  it('still fails on any other conflict (a habit that is gone)', async () => {
    answer('23503', 'insert or update on table "habit_ticks" violates foreign key constraint');
    await expect(sendHabitTick(change)).rejects.toMatchObject({ code: '23503' });
  });
});
