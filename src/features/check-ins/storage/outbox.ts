import { unwrap } from 'idb';
import { deviceDatabase } from '@/lib/account-database';
import { createQueueStore, indexedDbOutboxStore, type OutboxDbSchema, type QueuedItem } from '@/lib/outbox';
import type { CheckInAnswers } from '../lib/questions';

/** A check-in answered on this device and not yet on the server (the shared outbox engine's item). */
export interface QueuedCheckIn extends QueuedItem {
  answers: CheckInAnswers;
  /** The photo itself (IndexedDB keeps a Blob), uploaded before the answers are sent. */
  photo: Blob | null;
  /** Its type, kept beside it: a stored Blob's own type is not kept by every IndexedDB. */
  photoType: string | null;
}

export const CHECK_IN_DB_NAME = 'liftwise-check-ins';

/**
 * This device's unsent check-ins (IndexedDB, so a reload, a crash or a dead network keeps them).
 * Written before the first send attempt; removed once the server has the answer.
 */
const database = deviceDatabase<OutboxDbSchema<QueuedCheckIn>>(CHECK_IN_DB_NAME, 1, (db) => {
  createQueueStore(unwrap(db));
});

export const checkInQueue = indexedDbOutboxStore<QueuedCheckIn>(database.open);

/** Tests: forget the open connection (after fake-indexeddb is reset). */
export const resetCheckInQueueConnection = (): Promise<void> => database.close();
