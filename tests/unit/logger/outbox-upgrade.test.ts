import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { openDB } from 'idb';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildCompletionPayload, summarize } from '@/features/logger/lib/workout-summary';
import { listEdits } from '@/features/logger/storage/edit-queue-store';
import { listOutbox } from '@/features/logger/storage/finish-queue';
import { closeLoggerDb } from '@/features/logger/storage/logger-database';
import { useOutboxStore } from '@/features/logger/stores/outbox-store';
import { flushOutbox } from '@/features/logger/sync/outbox-runner';
import { SESSION_STORAGE_KEY } from '@/lib/session-key';
import { server, withMswServer } from '../support/msw';
import { REST } from '../support/postgrest';
import { T0, freshState } from './fixtures';
import type { OutboxEntry } from '@/features/logger/lib/session-schema';

const OWNER = '00000000-0000-4000-8000-0000000000a1';

/** A finish as the code before the shared outbox engine queued it (no `refused` field yet). */
function oldFinish(): Omit<OutboxEntry, 'refused'> {
  const state = freshState();
  const at = new Date(T0 + 3_600_000);
  return {
    id: 'log-old',
    userId: OWNER,
    sessionId: 'session-old',
    workoutKey: 'w-1',
    payload: buildCompletionPayload(state, 'log-old', at),
    summary: summarize(state, at),
    createdAt: T0,
    attempts: 4,
    nextAttemptAt: T0,
    lastError: null,
  };
}

/** The database as version 2 of the app left it on a phone: sessions, outbox and edits, no journal. */
async function phoneFromVersion2() {
  const old = await openDB('liftwise-logger', 2, {
    upgrade(db) {
      db.createObjectStore('sessions', { keyPath: 'sessionId' }).createIndex('byWorkout', ['userId', 'workoutKey']);
      db.createObjectStore('outbox', { keyPath: 'id' }).createIndex('byUser', 'userId');
      db.createObjectStore('edits', { keyPath: 'id' }).createIndex('byUser', 'userId');
    },
  });
  const finish = oldFinish();
  await old.put('outbox', finish);
  await old.put('edits', {
    id: `${OWNER}:log-9`,
    userId: OWNER,
    logId: 'log-9',
    payload: { ...finish.payload, p_log: { ...finish.payload.p_log, id: 'log-9' } },
    createdAt: T0 + 1,
    version: 1,
    attempts: 0,
    nextAttemptAt: T0,
    lastError: null,
  });
  old.close();
}

withMswServer();

beforeEach(async () => {
  await closeLoggerDb();
  globalThis.indexedDB = new IDBFactory();
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
  const now = Math.floor(Date.now() / 1000);
  localStorage.setItem(
    SESSION_STORAGE_KEY,
    JSON.stringify({
      access_token: 'token',
      refresh_token: 'refresh',
      token_type: 'bearer',
      expires_in: 3600,
      expires_at: now + 3600,
      user: { id: OWNER, aud: 'authenticated', role: 'authenticated', app_metadata: {}, user_metadata: {} },
    }),
  );
});
afterEach(() => {
  useOutboxStore.setState({ pending: [], edits: [] });
  localStorage.clear();
});

describe('work queued by an older version of the app', () => {
  it('is read after the upgrade and sent through the shared outbox: the finish first, then the edit', async () => {
    await phoneFromVersion2();
    const calls: string[] = [];
    server.use(
      http.post(`${REST}/rpc/complete_workout_session`, async ({ request }) => {
        calls.push(((await request.json()) as { p_log: { id: string } }).p_log.id);
        return HttpResponse.json({ id: 'ok' });
      }),
    );
    expect((await listOutbox(OWNER)).map((entry) => entry.id)).toEqual(['log-old']);
    const saved: string[] = [];
    await flushOutbox(OWNER, { onSaved: (entry) => saved.push(entry.id), onEditSaved: () => saved.push('edit') });
    expect(calls).toEqual(['log-old', 'log-9']);
    expect(saved).toEqual(['log-old', 'edit']);
    expect(await listOutbox(OWNER)).toEqual([]);
    expect(await listEdits(OWNER)).toEqual([]);
  });

  it('keeps its retry count when the server is still down, and backs off from there', async () => {
    await phoneFromVersion2();
    server.use(http.post(`${REST}/rpc/complete_workout_session`, () => HttpResponse.error()));
    const before = Date.now();
    const next = await flushOutbox(OWNER, { onSaved: () => undefined });
    const [entry] = await listOutbox(OWNER);
    expect(entry).toMatchObject({ id: 'log-old', attempts: 5, lastError: null });
    // Fifth failure: 2 s × 2⁴ = 32 s, ± 20 %.
    expect(entry!.nextAttemptAt - before).toBeGreaterThanOrEqual(25_600);
    expect(entry!.nextAttemptAt - Date.now()).toBeLessThanOrEqual(38_400);
    expect(next).not.toBeNull();
  });
});
