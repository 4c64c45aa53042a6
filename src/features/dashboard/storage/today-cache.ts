import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { DBSchema } from 'idb';
import { accountDatabase } from '@/lib/account-database';
import { readStorage, removeStorage, writeStorage } from '@/lib/storage';

/**
 * The last Today the server sent (the program, the recent and this week's logs, the session in
 * progress), kept on the device per account. Opening the app draws Today from it at once, offline
 * too, while the same reads run; their answers replace it (docs/performance.md, "Start-up on slow
 * 4G"). Only ever read for the signed-in account, like History's copy.
 */
const VERSION = 1;
/** Older than this, a copy is not shown: the plan has likely moved on. */
export const TODAY_CACHE_MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;

interface Entry {
  key: string;
  data: unknown;
}

interface TodayCacheDb extends DBSchema {
  snapshots: { key: string; value: { userId: string; version: number; savedAt: number; entries: Entry[] } };
}

const database = accountDatabase<TodayCacheDb>('liftwise-today-cache', 'snapshots');

const keyText = (key: QueryKey) => JSON.stringify(key);

/**
 * A mark beside the copy, read without opening the database: the start-up holds Today's reads
 * only when there may be a copy to draw first (dashboard/prefetch.ts). A mark without a usable copy
 * costs one database read and is removed; a copy without a mark is simply not waited for.
 */
const copyMark = (userId: string) => `liftwise-today-copy:${userId}`;
export const mayHaveTodayCopy = (userId: string): boolean => readStorage(copyMark(userId)) !== null;

/**
 * Keeps what `queryClient` holds for `keys`, once every one of them has an answer, dated by the
 * oldest answer (a copy put back from the device keeps its own date, so it still ages out).
 */
export async function saveTodaySnapshot(queryClient: QueryClient, userId: string, keys: QueryKey[]): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  const entries: Entry[] = [];
  let savedAt = Number.POSITIVE_INFINITY;
  for (const key of keys) {
    const state = queryClient.getQueryState(key);
    if (!state || state.data === undefined || state.dataUpdatedAt === 0) return;
    entries.push({ key: keyText(key), data: state.data });
    savedAt = Math.min(savedAt, state.dataUpdatedAt);
  }
  await (await database.open()).put('snapshots', { userId, version: VERSION, savedAt, entries });
  writeStorage(copyMark(userId), '1');
}

/**
 * Puts the device's copy into the cache for each of `keys` that has no answer yet, dated when it
 * was saved (so it counts as stale and is fetched again). A copy of another week, another version or
 * too old is left out. Never throws: the reads go on without it.
 */
export async function seedTodayFromDevice(
  queryClient: QueryClient,
  userId: string,
  keys: QueryKey[],
  now = Date.now(),
): Promise<number> {
  if (typeof indexedDB === 'undefined') return 0;
  // Nothing to fill (the prefetch's answers, or an earlier seed, are there): no database read.
  if (keys.every((key) => queryClient.getQueryData(key) !== undefined)) return 0;
  try {
    const snapshot = await (await database.open()).get('snapshots', userId);
    const saved = new Map(snapshot?.entries.map((entry) => [entry.key, entry.data]));
    const usable =
      snapshot !== undefined &&
      snapshot.version === VERSION &&
      now - snapshot.savedAt <= TODAY_CACHE_MAX_AGE_MS &&
      // All or nothing: a page drawn from half a copy and half the server could contradict itself.
      keys.every((key) => saved.has(keyText(key)));
    if (!usable) {
      removeStorage(copyMark(userId));
      return 0;
    }
    let seeded = 0;
    for (const key of keys) {
      if (queryClient.getQueryData(key) !== undefined) continue;
      queryClient.setQueryData(key, saved.get(keyText(key)), { updatedAt: snapshot.savedAt });
      seeded += 1;
    }
    return seeded;
  } catch {
    return 0;
  }
}

/** For tests: forget the open connection so a fresh fake database can be used. */
export const closeTodayCache = database.close;
