import { unwrap } from 'idb';
import { deviceDatabase } from '@/lib/account-database';
import { deviceCopy } from '@/lib/device-copy';
import { createQueueStore, indexedDbOutboxStore, type OutboxDbSchema, type QueuedItem } from '@/lib/outbox';
import type { WeightPoint } from '../lib/weight-trend';

/** A weigh-in waiting on this device to be sent: the client's weight for one of their days. */
export interface QueuedWeight extends QueuedItem {
  change: WeightPoint & { clientId: string };
}

export const WEIGHT_QUEUE_DB_NAME = 'liftwise-body-weight-queue';
export const WEIGHTS_COPY_DB_NAME = 'liftwise-body-weights-copy';

const queueDatabase = deviceDatabase<OutboxDbSchema<QueuedWeight>>(WEIGHT_QUEUE_DB_NAME, 1, (db) => {
  createQueueStore(unwrap(db));
});

/** This device's unsent weigh-ins (IndexedDB: a reload or a crash keeps them until the server has them). */
export const weightQueue = indexedDbOutboxStore<QueuedWeight>(queueDatabase.open);

const copy = deviceCopy<{ userId: string; entries?: WeightPoint[] }>(WEIGHTS_COPY_DB_NAME);

/** The client's weights from the server, or this device's copy of them when it cannot be reached. */
export const serverOrDeviceWeights = (userId: string, load: () => Promise<WeightPoint[]>) =>
  copy.serverOrDeviceCopy(userId, 'entries', load);

/** Tests: forget the open connections (after fake-indexeddb is reset). */
export const resetWeightsOnDevice = async (): Promise<void> => {
  await queueDatabase.close();
  await copy.close();
};
