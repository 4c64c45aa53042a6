import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { OutboxMessage } from '../lib/thread';

/**
 * This device's unsent messages (IndexedDB, so a reload or a crash keeps them). A message is
 * written here before the first send attempt and removed once the server has it.
 */
interface OutboxSchema extends DBSchema {
  outbox: { key: string; value: OutboxMessage; indexes: { by_sender: string } };
}

export const OUTBOX_DB_NAME = 'liftwise-messages';
let opening: Promise<IDBPDatabase<OutboxSchema>> | undefined;

function database() {
  opening ??= openDB<OutboxSchema>(OUTBOX_DB_NAME, 1, {
    upgrade(db) {
      const store = db.createObjectStore('outbox', { keyPath: 'id' });
      store.createIndex('by_sender', 'sender_id');
    },
  });
  return opening;
}

export async function putOutbox(message: OutboxMessage): Promise<void> {
  await (await database()).put('outbox', message);
}

export async function listOutbox(senderId: string): Promise<OutboxMessage[]> {
  const all = await (await database()).getAllFromIndex('outbox', 'by_sender', senderId);
  return all.sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at));
}

export async function removeOutbox(id: string): Promise<void> {
  await (await database()).delete('outbox', id);
}

/** Tests: forget the open connection (after fake-indexeddb is reset). */
export function resetOutboxConnection(): void {
  opening = undefined;
}
