import type { OutboxStore, QueuedItem } from './types';

/** An outbox store in memory: for tests, and for a device with no storage (lost on reload). */
export interface MemoryOutboxStore<T extends QueuedItem> extends OutboxStore<T> {
  put: (item: T) => Promise<void>;
  remove: (id: string) => Promise<void>;
  all: () => T[];
}

export function createMemoryOutboxStore<T extends QueuedItem>(initial: T[] = []): MemoryOutboxStore<T> {
  const items = new Map(initial.map((item) => [item.id, structuredClone(item)]));
  return {
    list: async (userId) =>
      [...items.values()]
        .filter((item) => item.userId === userId)
        .sort((a, b) => a.createdAt - b.createdAt)
        .map((item) => structuredClone(item)),
    settle: async (sent) => {
      items.delete(sent.id);
    },
    reschedule: async (sent, retry) => {
      const stored = items.get(sent.id);
      if (stored) items.set(sent.id, { ...stored, ...retry });
    },
    put: async (item) => {
      items.set(item.id, structuredClone(item));
    },
    remove: async (id) => {
      items.delete(id);
    },
    all: () => [...items.values()].map((item) => structuredClone(item)),
  };
}
