import { unwrap } from 'idb';
import { deviceDatabase } from '@/lib/account-database';
import { createQueueStore, indexedDbOutboxStore, type OutboxDbSchema, type QueuedItem } from '@/lib/outbox';
import type { TickChange } from '../api/send-habit-tick';

/** A tick or untick waiting on this device (the shared outbox engine's item; its id is the tick's). */
export interface QueuedTick extends QueuedItem {
  change: TickChange;
}

export const TICK_QUEUE_DB_NAME = 'liftwise-habit-ticks';

const database = deviceDatabase<OutboxDbSchema<QueuedTick>>(TICK_QUEUE_DB_NAME, 1, (db) => {
  createQueueStore(unwrap(db));
});

/**
 * This device's unsent ticks (IndexedDB, so a reload or a crash keeps them). A change is written
 * here before it is sent and removed once the server has it.
 */
export const tickQueue = indexedDbOutboxStore<QueuedTick>(database.open);

/** Tests: forget the open connection (after fake-indexeddb is reset). */
export const resetTickQueueConnection = (): Promise<void> => database.close();
