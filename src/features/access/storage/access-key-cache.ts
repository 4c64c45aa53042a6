import type { DBSchema } from 'idb';
import { accountDatabase } from '@/lib/account-database';
import type { AccessKey } from '../lib/access-key';

/**
 * The client's check-in key (member number, secret, studio code) kept on the device per account, so
 * the code is made with no signal once it was provisioned online. Read only for the signed-in
 * account; the whole database is deleted at sign-out (lib/account-data.ts), so a shared phone keeps
 * nobody's key.
 */
interface AccessKeyDb extends DBSchema {
  keys: { key: string; value: { userId: string; key: AccessKey; savedAt: number } };
}

export const ACCESS_KEY_DATABASE = 'liftwise-access-key';

const database = accountDatabase<AccessKeyDb>(ACCESS_KEY_DATABASE, 'keys');

export async function readCachedAccessKey(userId: string): Promise<{ key: AccessKey; savedAt: number } | null> {
  if (typeof indexedDB === 'undefined') return null;
  const record = await (await database.open()).get('keys', userId);
  return record ? { key: record.key, savedAt: record.savedAt } : null;
}

export async function writeCachedAccessKey(userId: string, key: AccessKey, savedAt: number): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  await (await database.open()).put('keys', { userId, key, savedAt });
}

/** For tests: forget the open connection so a fresh fake database can be used. */
export const closeAccessKeyCache = database.close;
