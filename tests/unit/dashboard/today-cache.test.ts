import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  closeTodayCache,
  mayHaveTodayCopy,
  saveTodaySnapshot,
  seedTodayFromDevice,
  TODAY_CACHE_MAX_AGE_MS,
} from '@/features/dashboard/storage/today-cache';

const ME = 'user-me';
const keys = [
  ['training', 'active-program', ME],
  ['training', 'recent-logs', ME],
  ['training', 'logs', ME, '2026-11-22', '2026-12-01'],
  ['training', 'active-session', ME],
];
const answers = [{ name: 'Strength Foundations' }, [{ id: 'log-1' }], [], null];

function answered() {
  const client = new QueryClient();
  keys.forEach((key, index) => client.setQueryData(key, answers[index]));
  return client;
}

beforeEach(async () => {
  await closeTodayCache();
  globalThis.indexedDB = new IDBFactory();
  localStorage.clear();
});
afterEach(() => vi.useRealTimers());

describe("Today's copy on the device", () => {
  it('draws a new start from the copy, dated when it was saved so it is fetched again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T08:00:00Z'));
    await saveTodaySnapshot(answered(), ME, keys);
    vi.setSystemTime(new Date('2026-11-23T08:05:00Z'));
    const next = new QueryClient();
    await expect(seedTodayFromDevice(next, ME, keys)).resolves.toBe(4);
    expect(keys.map((key) => next.getQueryData(key))).toEqual(answers);
    expect(next.getQueryState(keys[0]!)?.dataUpdatedAt).toBe(Date.parse('2026-11-23T08:00:00Z'));
    expect(next.getQueryCache().find({ queryKey: keys[0]! })?.isStaleByTime(30_000)).toBe(true);
  });

  it('never overwrites an answer that is already there', async () => {
    await saveTodaySnapshot(answered(), ME, keys);
    const next = new QueryClient();
    next.setQueryData(keys[0]!, { name: 'Fresh from the server' });
    await expect(seedTodayFromDevice(next, ME, keys)).resolves.toBe(3);
    expect(next.getQueryData(keys[0]!)).toEqual({ name: 'Fresh from the server' });
  });

  it('is only read for its own account: another person on the device sees nothing of it', async () => {
    await saveTodaySnapshot(answered(), ME, keys);
    const other = new QueryClient();
    const theirKeys = keys.map((key) => key.map((part) => (part === ME ? 'user-other' : part)));
    await expect(seedTodayFromDevice(other, 'user-other', theirKeys)).resolves.toBe(0);
    expect(other.getQueryCache().getAll()).toHaveLength(0);
  });

  it("is not used for another week (the week's key differs) nor when too old", async () => {
    await saveTodaySnapshot(answered(), ME, keys);
    const nextWeek = keys.map((key) =>
      key[1] === 'logs' ? ['training', 'logs', ME, '2026-11-29', '2026-12-08'] : key,
    );
    await expect(seedTodayFromDevice(new QueryClient(), ME, nextWeek)).resolves.toBe(0);
    await expect(
      seedTodayFromDevice(new QueryClient(), ME, keys, Date.now() + TODAY_CACHE_MAX_AGE_MS + 1),
    ).resolves.toBe(0);
  });

  it('dates a copy by its oldest answer, so one put back from the device still ages out', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T08:00:00Z'));
    await saveTodaySnapshot(answered(), ME, keys);
    vi.setSystemTime(new Date('2026-11-30T08:00:00Z'));
    const seeded = new QueryClient();
    await seedTodayFromDevice(seeded, ME, keys);
    await saveTodaySnapshot(seeded, ME, keys);
    const later = Date.parse('2026-11-23T08:00:00Z') + TODAY_CACHE_MAX_AGE_MS + 1;
    await expect(seedTodayFromDevice(new QueryClient(), ME, keys, later)).resolves.toBe(0);
  });

  it('keeps nothing until every read has an answer', async () => {
    const partial = new QueryClient();
    partial.setQueryData(keys[0]!, answers[0]);
    await saveTodaySnapshot(partial, ME, keys);
    await expect(seedTodayFromDevice(new QueryClient(), ME, keys)).resolves.toBe(0);
  });

  it('does not read the device when every read already has an answer', async () => {
    await saveTodaySnapshot(answered(), ME, keys);
    await closeTodayCache();
    const open = vi.spyOn(globalThis.indexedDB, 'open');
    await expect(seedTodayFromDevice(answered(), ME, keys)).resolves.toBe(0);
    expect(open).not.toHaveBeenCalled();
  });

  it('marks, without the database, that there may be a copy, and drops the mark once it is of no use', async () => {
    expect(mayHaveTodayCopy(ME)).toBe(false);
    await saveTodaySnapshot(answered(), ME, keys);
    expect(mayHaveTodayCopy(ME)).toBe(true);
    expect(mayHaveTodayCopy('user-other')).toBe(false);
    await expect(seedTodayFromDevice(new QueryClient(), ME, keys)).resolves.toBe(4);
    expect(mayHaveTodayCopy(ME)).toBe(true);
    await seedTodayFromDevice(new QueryClient(), ME, keys, Date.now() + TODAY_CACHE_MAX_AGE_MS + 1);
    expect(mayHaveTodayCopy(ME)).toBe(false);
  });
});
