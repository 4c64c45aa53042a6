import type { DBSchema } from 'idb';
import { accountDatabase } from '@/lib/account-database';
import { isUnreachable } from '@/lib/connectivity';

interface CopyDb<Copy> extends DBSchema {
  copies: { key: string; value: Copy };
}

/**
 * A copy of an account's last server reads kept on the device (IndexedDB, one record per account,
 * a field per read), so a screen opens offline from what it last showed.
 */
export function deviceCopy<Copy extends { userId: string }>(name: string) {
  const database = accountDatabase<CopyDb<Copy>>(name, 'copies');

  /**
   * Reads from the server and keeps a copy on the device; when the server cannot be reached, answers
   * with the copy (read only for its own account). Any other failure is the caller's to show.
   */
  async function serverOrDeviceCopy<K extends Exclude<keyof Copy, 'userId'>>(
    userId: string,
    field: K,
    load: () => Promise<NonNullable<Copy[K]>>,
  ): Promise<NonNullable<Copy[K]>> {
    try {
      const data = await load();
      void (async () => {
        const db = await database.open();
        const stored = (await db.get('copies', userId)) ?? ({ userId } as Copy);
        await db.put('copies', { ...stored, [field]: data });
      })().catch(() => undefined);
      return data;
    } catch (error) {
      if (!isUnreachable(error)) throw error;
      const copy = await (await database.open()).get('copies', userId).catch(() => undefined);
      const kept = copy?.[field];
      if (kept) return kept as NonNullable<Copy[K]>;
      throw error;
    }
  }

  return { serverOrDeviceCopy, close: database.close };
}
