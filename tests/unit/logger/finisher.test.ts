import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { listOutbox } from '@/features/logger/storage/finish-queue';
import { closeLoggerDb } from '@/features/logger/storage/logger-database';
import { putLocalSession } from '@/features/logger/storage/session-store';
import { createFinisher } from '@/features/logger/sync/finish-workout';
import { createLoggerEngine } from '@/features/logger/sync/logger-engine';
import { T0, freshState, noServerSync, openLocalSession } from './fixtures';

beforeEach(async () => {
  await closeLoggerDb();
  globalThis.indexedDB = new IDBFactory();
});

const flushNothing = () => Promise.resolve();

describe("the logger's finisher", () => {
  it('shares one finish between two taps in the same frame, and queues it once', async () => {
    const session = openLocalSession(freshState());
    await putLocalSession(session);
    const finishWorkout = createFinisher(flushNothing);
    const at = new Date(T0 + 3_600_000);
    const [first, second] = await Promise.all([
      finishWorkout(session, at, 'log-a'),
      finishWorkout(session, at, 'log-b'),
    ]);
    expect(second).toBe(first);
    expect((await listOutbox(session.userId)).map((entry) => entry.id)).toEqual(['log-a']);
  });

  it('keeps no finish once it settled: two finishers (two tabs) are matched on the device', async () => {
    const session = openLocalSession(freshState());
    await putLocalSession(session);
    const at = new Date(T0 + 3_600_000);
    const one = createFinisher(flushNothing)(session, at, 'log-a');
    const other = createFinisher(flushNothing)(session, at, 'log-b');
    expect(other).not.toBe(one);
    const [a, b] = await Promise.all([one, other]);
    expect(b.entry.id).toBe(a.entry.id);
    expect(await listOutbox(session.userId)).toHaveLength(1);
  });
});

describe("the logger's engine", () => {
  it('puts typing still waiting for its pause on the device before it queues the finish', async () => {
    const onWritten = vi.fn();
    const engine = createLoggerEngine('s-1', { onSaveFailed: () => undefined, onWritten }, noServerSync);
    const session = openLocalSession(freshState());
    await putLocalSession(session);
    // A typed edit waits 150 ms for a pause before its write; the finish must not overtake it.
    engine.write({ ...session, localVersion: session.localVersion + 1 }, { typing: true });
    const finished = await engine.finish(session, new Date(T0 + 3_600_000), 'log-a');
    expect(onWritten).toHaveBeenCalledTimes(1);
    expect(finished.queued).toBe(true);
    expect((await listOutbox(session.userId)).map((entry) => entry.id)).toEqual(['log-a']);
  });

  it('builds no writer until the first write (flushing an unused engine is immediate)', async () => {
    const onWritten = vi.fn();
    const engine = createLoggerEngine('s-1', { onSaveFailed: () => undefined, onWritten }, noServerSync);
    engine.writeNow();
    await engine.flushed();
    expect(onWritten).not.toHaveBeenCalled();
  });
});
