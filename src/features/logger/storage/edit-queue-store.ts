import type { RetryState } from '@/lib/outbox';
import { mergeEditPayloads } from '../lib/edit-merge';
import type { EditPayload, QueuedEdit } from '../lib/session-schema';
import { db } from './logger-database';

export const editIdOf = (userId: string, logId: string) => `${userId}:${logId}`;

/**
 * Queues an edit of a finished workout, merged into one already queued for that log (in one
 * transaction, so a send finishing meanwhile cannot lose either). Returns what is now queued.
 */
export async function queueEdit(userId: string, payload: EditPayload, now: number): Promise<QueuedEdit> {
  const tx = (await db()).transaction('edits', 'readwrite');
  const id = editIdOf(userId, payload.p_log.id);
  const queued = await tx.store.get(id);
  const entry: QueuedEdit = {
    id,
    userId,
    logId: payload.p_log.id,
    payload: queued ? mergeEditPayloads(queued.payload, payload) : payload,
    createdAt: queued?.createdAt ?? now,
    version: (queued?.version ?? 0) + 1,
    attempts: 0,
    nextAttemptAt: now,
    lastError: null,
  };
  await Promise.all([tx.store.put(entry), tx.done]);
  return entry;
}

export async function listEdits(userId: string): Promise<QueuedEdit[]> {
  const entries = await (await db()).getAllFromIndex('edits', 'byUser', userId);
  return entries.sort((a, b) => a.createdAt - b.createdAt);
}

/**
 * The server has this version of the edit: drop it, unless a newer edit of the log was merged in
 * while it was on its way (then that one, which holds this one too, is still to send).
 */
export async function settleEdit(sent: QueuedEdit): Promise<void> {
  const tx = (await db()).transaction('edits', 'readwrite');
  const stored = await tx.store.get(sent.id);
  if (stored?.version === sent.version) await tx.store.delete(sent.id);
  await tx.done;
}

/** Records a failed send on the edit, unless it was replaced or removed meanwhile. */
export async function rescheduleEdit(sent: QueuedEdit, patch: RetryState): Promise<void> {
  const tx = (await db()).transaction('edits', 'readwrite');
  const stored = await tx.store.get(sent.id);
  if (stored?.version === sent.version) await tx.store.put({ ...stored, ...patch });
  await tx.done;
}

/** The person discarded a queued edit (only ever on their confirmation). */
export async function dropEdit(id: string): Promise<void> {
  await (await db()).delete('edits', id);
}
