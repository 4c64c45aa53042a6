import { unwrap } from 'idb';
import { deviceDatabase } from '@/lib/account-database';
import { createQueueStore, indexedDbOutboxStore, type OutboxDbSchema, type QueuedItem } from '@/lib/outbox';
import type { ChatMessage, OutboxMessage } from '../lib/thread';

/**
 * An attachment's file kept on the device until Storage has it (a video recorded in a gym without
 * signal goes when the signal returns). `uploaded` is set once the file and its thumbnail are
 * stored, so a retry after that only sends the row (a sent file can no longer be replaced).
 */
export interface QueuedAttachment {
  file: Blob;
  thumbnail: Blob | null;
  uploaded: boolean;
}

/** An unsent message in this device's outbox (the shared outbox engine's item). */
export interface QueuedMessage extends QueuedItem {
  message: ChatMessage;
  attachment?: QueuedAttachment;
}

/** How version 1 kept an unsent message (read once, by the upgrade to version 2). */
interface LegacyOutboxMessage extends ChatMessage {
  status: 'pending' | 'failed';
  error?: string;
}

export const OUTBOX_DB_NAME = 'liftwise-messages';

export function fromLegacy(old: LegacyOutboxMessage): QueuedMessage {
  const { status, error, ...message } = old;
  const createdAt = Date.parse(message.created_at);
  return {
    id: message.id,
    userId: message.sender_id,
    createdAt,
    attempts: 0,
    nextAttemptAt: createdAt,
    lastError: error ?? null,
    refused: status === 'failed',
    message,
  };
}

/**
 * This device's unsent messages (IndexedDB, so a reload or a crash keeps them). A message is
 * written here before the first send attempt and removed once the server has it. Version 2 moved
 * version 1's `outbox` records into the shared outbox engine's `queue`, in the upgrade itself.
 */
const database = deviceDatabase<OutboxDbSchema<QueuedMessage>>(OUTBOX_DB_NAME, 2, (db, oldVersion, _new, tx) => {
  const raw = unwrap(db);
  createQueueStore(raw);
  if (oldVersion < 1) return;
  // Inside the upgrade's own transaction: a crash leaves version 1 as it was, never half moved.
  const legacy = unwrap(tx).objectStore('outbox').getAll();
  legacy.onsuccess = () => {
    const queue = unwrap(tx).objectStore('queue');
    for (const old of legacy.result as LegacyOutboxMessage[]) queue.put(fromLegacy(old));
    raw.deleteObjectStore('outbox');
  };
});

export const messageQueue = indexedDbOutboxStore<QueuedMessage>(database.open);

/** Records that a queued message's files are in Storage (in one transaction: a newer edit is kept). */
export async function markAttachmentUploaded(id: string): Promise<void> {
  const tx = (await database.open()).transaction('queue', 'readwrite');
  const stored = await tx.store.get(id);
  if (stored?.attachment) await tx.store.put({ ...stored, attachment: { ...stored.attachment, uploaded: true } });
  await tx.done;
}

/** What the thread shows for a queued message: still sending, or failed with the reason. */
export function toOutboxMessage(item: QueuedMessage): OutboxMessage {
  return {
    ...item.message,
    status: item.refused ? 'failed' : 'pending',
    ...(item.lastError && item.refused ? { error: item.lastError } : {}),
    ...(item.attachment ? { localFile: item.attachment.file } : {}),
  };
}

/** Tests: forget the open connection (after fake-indexeddb is reset). */
export const resetOutboxConnection = (): Promise<void> => database.close();
