import type { DBSchema } from 'idb';
import { accountDatabase } from '@/lib/account-database';
import type { HistoryLog } from '../lib/history-model';

/**
 * The last History the server sent, kept on the device per account so the screen (and an edit
 * made with no connection) works after a reload offline. Only ever read for the signed-in account.
 */
interface HistoryCacheDb extends DBSchema {
  lists: { key: string; value: { userId: string; logs: HistoryLog[]; savedAt: number } };
}

const database = accountDatabase<HistoryCacheDb>('liftwise-history-cache', 'lists');
const db = database.open;

export async function readCachedHistory(userId: string): Promise<HistoryLog[] | null> {
  if (typeof indexedDB === 'undefined') return null;
  return (await (await db()).get('lists', userId))?.logs ?? null;
}

export async function writeCachedHistory(userId: string, logs: HistoryLog[]): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  await (await db()).put('lists', { userId, logs, savedAt: Date.now() });
}

/** For tests: forget the open connection so a fresh fake database can be used. */
export const closeHistoryCache = database.close;
