import type { DBSchema } from 'idb';
import { accountDatabase } from '@/lib/account-database';
import { isUnreachable } from '@/lib/connectivity';
import type { Habit, HabitTick } from '../lib/habit';

/** The client's last habits and ticks from the server, so Today shows them on an offline reload. */
interface HabitsCopy {
  userId: string;
  habits?: Habit[];
  ticks?: HabitTick[];
}

interface HabitsCopyDb extends DBSchema {
  copies: { key: string; value: HabitsCopy };
}

export const HABITS_COPY_DB_NAME = 'liftwise-habits-copy';

const database = accountDatabase<HabitsCopyDb>(HABITS_COPY_DB_NAME, 'copies');

/**
 * Reads from the server and keeps a copy on the device; when the server cannot be reached, answers
 * with the copy (read only for its own account). Any other failure is the caller's to show.
 */
export async function serverOrDeviceCopy<K extends 'habits' | 'ticks'>(
  userId: string,
  field: K,
  load: () => Promise<NonNullable<HabitsCopy[K]>>,
): Promise<NonNullable<HabitsCopy[K]>> {
  try {
    const data = await load();
    void (async () => {
      const db = await database.open();
      const stored = (await db.get('copies', userId)) ?? { userId };
      await db.put('copies', { ...stored, [field]: data });
    })().catch(() => undefined);
    return data;
  } catch (error) {
    if (!isUnreachable(error)) throw error;
    const copy = await (await database.open()).get('copies', userId).catch(() => undefined);
    const kept = copy?.[field];
    if (kept) return kept as NonNullable<HabitsCopy[K]>;
    throw error;
  }
}

/** Tests: forget the open connection (after fake-indexeddb is reset). */
export const resetHabitsCopyConnection = (): Promise<void> => database.close();
