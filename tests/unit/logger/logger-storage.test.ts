import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { finishLocally, listOutbox, settleOutboxEntry } from '@/features/logger/storage/finish-queue';
import { closeLoggerDb } from '@/features/logger/storage/logger-database';
import { findLocalSession, getLocalSession, putLocalSession } from '@/features/logger/storage/session-store';
import {
  TYPING_WRITE_DELAY_MS,
  TYPING_WRITE_MAX_DELAY_MS,
  createLocalWriter,
} from '@/features/logger/storage/local-writer';
import { buildCompletionPayload, summarize } from '@/features/logger/lib/workout-summary';
import { T0, freshState } from './fixtures';
import type { LocalSession, OutboxEntry } from '@/features/logger/lib/session-schema';

function session(overrides: Partial<LocalSession> = {}): LocalSession {
  const state = freshState();
  return {
    sessionId: 's-1',
    userId: 'u-1',
    workoutKey: 'w-1',
    state,
    baseRevision: 0,
    created: false,
    dirty: true,
    localVersion: 1,
    status: 'active',
    ...overrides,
  };
}

function entry(local: LocalSession): OutboxEntry {
  const completedAt = new Date(T0 + 3_600_000);
  return {
    id: 'log-1',
    userId: local.userId,
    sessionId: local.sessionId,
    workoutKey: local.workoutKey,
    payload: buildCompletionPayload(local.state, 'log-1', completedAt),
    summary: summarize(local.state, completedAt),
    createdAt: T0,
    attempts: 0,
    nextAttemptAt: T0,
    lastError: null,
  };
}

beforeEach(async () => {
  await closeLoggerDb();
  globalThis.indexedDB = new IDBFactory();
});

describe('logger storage (IndexedDB)', () => {
  it('keeps a session and finds the newest one for a workout and person', async () => {
    await putLocalSession(session());
    const newer = session({ sessionId: 's-2' });
    newer.state = { ...newer.state, sessionId: 's-2', startedAt: new Date(T0 + 1000).toISOString() };
    await putLocalSession(newer);
    await putLocalSession(session({ sessionId: 's-3', userId: 'someone-else' }));
    expect((await findLocalSession('u-1', 'w-1'))?.sessionId).toBe('s-2');
    expect(await findLocalSession('u-1', 'w-other')).toBeUndefined();
    expect((await getLocalSession('s-1'))?.state).toEqual(freshState());
  });

  it('queues a finish and marks the session finished together, and settles both together', async () => {
    const local = session();
    await putLocalSession(local);
    await finishLocally(local, () => entry(local));
    expect((await getLocalSession('s-1'))?.status).toBe('finished');
    expect((await listOutbox('u-1')).map((queued) => queued.id)).toEqual(['log-1']);
    await settleOutboxEntry(entry(local));
    expect(await getLocalSession('s-1')).toBeUndefined();
    expect(await listOutbox('u-1')).toEqual([]);
  });

  it('the writer lands the newest copy of a burst of edits', async () => {
    const writer = createLocalWriter((error) => {
      throw error;
    });
    for (let version = 1; version <= 25; version += 1) writer.write(session({ localVersion: version }));
    await writer.flushed();
    expect((await getLocalSession('s-1'))?.localVersion).toBe(25);
  });

  it('the writer waits for a pause in typing, and writes at once for anything else or when flushed', async () => {
    const writer = createLocalWriter((error) => {
      throw error;
    });
    const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
    writer.write(session({ localVersion: 1 }), { typing: true });
    writer.write(session({ localVersion: 2 }), { typing: true });
    await settle();
    expect(await getLocalSession('s-1')).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, TYPING_WRITE_DELAY_MS));
    await writer.flushed();
    expect((await getLocalSession('s-1'))?.localVersion).toBe(2);

    // A completed set (not typing) takes the typing still waiting with it, at once.
    writer.write(session({ localVersion: 3 }), { typing: true });
    writer.write(session({ localVersion: 4 }));
    await settle();
    expect((await getLocalSession('s-1'))?.localVersion).toBe(4);

    // Leaving the page (or finishing) flushes typing that has not paused yet.
    writer.write(session({ localVersion: 5 }), { typing: true });
    await writer.flushed();
    expect((await getLocalSession('s-1'))?.localVersion).toBe(5);
  });

  it('typing without a pause is still written within the longest wait', async () => {
    const writer = createLocalWriter((error) => {
      throw error;
    });
    const started = Date.now();
    let version = 0;
    while (Date.now() - started < TYPING_WRITE_MAX_DELAY_MS + 200) {
      writer.write(session({ localVersion: (version += 1) }), { typing: true });
      await new Promise((resolve) => setTimeout(resolve, TYPING_WRITE_DELAY_MS / 3));
    }
    expect((await getLocalSession('s-1'))?.localVersion).toBeGreaterThan(1);
    await writer.flushed();
  });
});
