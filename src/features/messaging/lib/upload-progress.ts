import { useSyncExternalStore } from 'react';

/**
 * How far each attachment being uploaded is (0..1), by message id, for the bubble's progress bar.
 * In memory only: after a reload an upload starts again from the file kept in the outbox.
 */
const progress = new Map<string, number>();
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

export function setUploadProgress(id: string, fraction: number | null): void {
  if (fraction === null) progress.delete(id);
  else progress.set(id, Math.max(0, Math.min(1, fraction)));
  notify();
}

export function uploadProgressOf(id: string): number | null {
  return progress.get(id) ?? null;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The upload's progress for one message (null while not uploading). */
export function useUploadProgress(id: string): number | null {
  return useSyncExternalStore(
    subscribe,
    () => uploadProgressOf(id),
    () => null,
  );
}
