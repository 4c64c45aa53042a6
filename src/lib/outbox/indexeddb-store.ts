import type { DBSchema, IDBPDatabase } from 'idb';
import type { OutboxStore, QueuedItem } from './types';

/** The object store a queue keeps its items in: keyed by `id`, indexed by account. */
export interface OutboxDbSchema<T extends QueuedItem> extends DBSchema {
  queue: { key: string; value: T; indexes: { byUser: string } };
}

/** Creates the `queue` object store (call it from the database's upgrade, with `unwrap(database)`). */
export function createQueueStore(database: IDBDatabase): void {
  database.createObjectStore('queue', { keyPath: 'id' }).createIndex('byUser', 'userId');
}

export interface IndexedDbOutboxStore<T extends QueuedItem> extends OutboxStore<T> {
  get: (id: string) => Promise<T | undefined>;
  put: (item: T) => Promise<void>;
  remove: (id: string) => Promise<void>;
}

/**
 * An outbox store in a device database (so a reload or a crash keeps the queue). Settling or
 * rescheduling touches only the item as it was sent: one replaced meanwhile is left alone.
 */
export function indexedDbOutboxStore<T extends QueuedItem>(
  open: () => Promise<IDBPDatabase<OutboxDbSchema<T>>>,
): IndexedDbOutboxStore<T> {
  return {
    list: async (userId) => {
      const items = await (await open()).getAllFromIndex('queue', 'byUser', userId);
      return items.sort((a, b) => a.createdAt - b.createdAt);
    },
    settle: async (sent) => {
      await (await open()).delete('queue', sent.id);
    },
    reschedule: async (sent, retry) => {
      const tx = (await open()).transaction('queue', 'readwrite');
      const stored = await tx.store.get(sent.id);
      if (stored) await tx.store.put({ ...stored, ...retry });
      await tx.done;
    },
    get: async (id) => (await open()).get('queue', id),
    put: async (item) => {
      await (await open()).put('queue', item);
    },
    remove: async (id) => {
      await (await open()).delete('queue', id);
    },
  };
}
