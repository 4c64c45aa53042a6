import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { HistoryLog } from '../lib/history-model';

/**
 * The last History the server sent, kept on the device per account so the screen (and an edit
 * made with no connection) works after a reload offline. Only ever read for the signed-in account.
 */
interface HistoryCacheDb extends DBSchema {
  lists: { key: string; value: { userId: string; logs: HistoryLog[]; savedAt: number } };
}

let opening: Promise<IDBPDatabase<HistoryCacheDb>> | null = null;

function db(): Promise<IDBPDatabase<HistoryCacheDb>> {
  opening ??= openDB<HistoryCacheDb>('liftwise-history-cache', 1, {
    upgrade(database) {
      database.createObjectStore('lists', { keyPath: 'userId' });
    },
    blocking() {
      void opening?.then((open) => open.close());
      opening = null;
    },
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

export async function readCachedHistory(userId: string): Promise<HistoryLog[] | null> {
  if (typeof indexedDB === 'undefined') return null;
  return (await (await db()).get('lists', userId))?.logs ?? null;
}

export async function writeCachedHistory(userId: string, logs: HistoryLog[]): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  await (await db()).put('lists', { userId, logs, savedAt: Date.now() });
}

/** For tests: forget the open connection so a fresh fake database can be used. */
export async function closeHistoryCache(): Promise<void> {
  const open = opening;
  opening = null;
  if (open) (await open).close();
}
