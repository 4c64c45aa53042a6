import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { listOutbox } from '@/features/logger/storage/finish-queue';
import { closeLoggerDb } from '@/features/logger/storage/logger-database';
import { putLocalSession } from '@/features/logger/storage/session-store';
import { createFinisher } from '@/features/logger/sync/finish-workout';
import { T0, freshState, openLocalSession } from './fixtures';

beforeEach(async () => {
  await closeLoggerDb();
  globalThis.indexedDB = new IDBFactory();
});

describe("a page's finisher", () => {
  it('shares one finish between two taps in the same frame, and queues it once', async () => {
    const session = openLocalSession(freshState());
    await putLocalSession(session);
    const finishWorkout = createFinisher();
    const at = new Date(T0 + 3_600_000);
    const [first, second] = await Promise.all([
      finishWorkout(session, at, 'log-a'),
      finishWorkout(session, at, 'log-b'),
    ]);
    expect(second).toBe(first);
    expect((await listOutbox(session.userId)).map((entry) => entry.id)).toEqual(['log-a']);
  });

  it('keeps nothing between pages: a new finisher starts with no finish in flight', async () => {
    const session = openLocalSession(freshState());
    await putLocalSession(session);
    const at = new Date(T0 + 3_600_000);
    const one = createFinisher()(session, at, 'log-a');
    const other = createFinisher()(session, at, 'log-b');
    expect(other).not.toBe(one);
    // The device still keeps one queued finish: the second is the same call, matched on the device.
    const [a, b] = await Promise.all([one, other]);
    expect(b.entry.id).toBe(a.entry.id);
    expect(await listOutbox(session.userId)).toHaveLength(1);
  });
});
