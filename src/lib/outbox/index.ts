export { FIRST_RETRY_MS, MAX_RETRY_MS, isDue, nextRetryDelayMs } from './backoff';
export { createOutbox, type FlushResult, type Outbox, type OutboxOptions } from './engine';
export { createMemoryOutboxStore, type MemoryOutboxStore } from './memory-store';
export { startOutboxRunner, type OutboxRunner } from './runner';
export type { OutboxStore, QueuedItem, RetryState, SendVerdict } from './types';
export {
  createQueueStore,
  indexedDbOutboxStore,
  type IndexedDbOutboxStore,
  type OutboxDbSchema,
} from './indexeddb-store';
export { useDeviceOutbox, type DeviceOutboxOptions } from './use-device-outbox';
