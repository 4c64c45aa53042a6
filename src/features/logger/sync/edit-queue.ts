import { sendLogEdit } from '../api/complete-session';
import { dropEdit, listEdits, queueEdit } from '../storage/edit-queue-store';
import { useOutboxStore } from '../stores/outbox-store';
import { flushOutbox } from './outbox-runner';
import type { EditPayload, QueuedEdit } from '../lib/session-schema';

export interface SavedEdit {
  /** True when the edit waits on this device; false when the server took it directly. */
  queued: boolean;
}

async function refreshEdits(userId: string): Promise<void> {
  useOutboxStore.getState().setEdits(await listEdits(userId));
}

/** Sends what this account has queued now (finishes first, then edits), for "Try now". */
export async function syncQueuedWork(userId: string, onSaved: () => void): Promise<void> {
  await flushOutbox(userId, { force: true, onSaved, onEditSaved: onSaved });
}

/**
 * Saving an edit of a finished workout, like a finish: queued on the device (merged with an edit of
 * the same log still waiting), then sent by the outbox as the account that made it, now if online
 * and else when the connection returns or the app starts. When the device cannot store it, the
 * server takes it directly; that failing throws, and nothing typed is dropped by the caller.
 */
export async function saveWorkoutEdit(userId: string, payload: EditPayload, onSaved: () => void): Promise<SavedEdit> {
  if (payload.p_log.user_id !== userId) throw new Error('This workout belongs to another account');
  try {
    if (typeof indexedDB === 'undefined') throw new Error('No device storage');
    await queueEdit(userId, payload, Date.now());
  } catch (storageError) {
    console.error('Queuing the edit on this device failed; sending it straight to the server', storageError);
    await sendLogEdit(payload);
    return { queued: false };
  }
  await refreshEdits(userId);
  void syncQueuedWork(userId, onSaved);
  return { queued: true };
}

/** The person chose to throw away a queued edit (after a confirmation): History shows the server's copy again. */
export async function discardWorkoutEdit(edit: QueuedEdit): Promise<void> {
  await dropEdit(edit.id);
  await refreshEdits(edit.userId);
}

/**
 * The queue History's edits wait in, as the app hands it to History (src/app/pages/HistoryRoute.tsx):
 * save and discard, and the edits waiting on this device with a way to hear of changes.
 */
export const workoutEditQueue = {
  save: saveWorkoutEdit,
  discard: discardWorkoutEdit,
  edits: (): QueuedEdit[] => useOutboxStore.getState().edits,
  subscribe: (onChange: () => void): (() => void) => useOutboxStore.subscribe(onChange),
};
