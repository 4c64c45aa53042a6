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
        // One read-write transaction: two reads finishing together (habits and ticks) each keep
        // their field; separate get and put would let the later put restore the other's old value.
        const tx = (await database.open()).transaction('copies', 'readwrite');
        const stored = (await tx.store.get(userId)) ?? ({ userId } as Copy);
        await tx.store.put({ ...stored, [field]: data });
        await tx.done;
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
