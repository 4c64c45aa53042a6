import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { EditPayload, QueuedEdit } from '@/features/training';

/**
 * Where History's edits of a finished workout wait for the server: the logger's outbox, which sends
 * them after the finishes they may amend. The app passes it in (src/app/pages/HistoryRoute.tsx), so
 * History does not import the logger.
 */
export interface WorkoutEditQueue {
  /** Queues the edit on the device and sends it (now when online); `queued` false: the server took it directly. */
  save: (userId: string, payload: EditPayload, onSaved: () => void) => Promise<{ queued: boolean }>;
  /** Throws away a queued edit (only on the person's confirmation). */
  discard: (edit: QueuedEdit) => Promise<void>;
  /** Every edit waiting on this device (a new array when it changes), and a way to hear of changes. */
  edits: () => QueuedEdit[];
  subscribe: (onChange: () => void) => () => void;
}

const EditQueueContext = createContext<WorkoutEditQueue | null>(null);

export function EditQueueProvider({ queue, children }: { queue: WorkoutEditQueue; children: ReactNode }) {
  return <EditQueueContext.Provider value={queue}>{children}</EditQueueContext.Provider>;
}

export function useEditQueue(): WorkoutEditQueue {
  const queue = useContext(EditQueueContext);
  if (!queue) throw new Error('History is rendered without its edit queue (see src/app/pages/HistoryRoute.tsx)');
  return queue;
}

/** This account's edits waiting on the device, oldest first (History applies them to what it shows). */
export function useQueuedEdits(userId: string): QueuedEdit[] {
  const queue = useEditQueue();
  const edits = useSyncExternalStore(queue.subscribe, queue.edits);
  return useMemo(() => edits.filter((edit) => edit.userId === userId), [edits, userId]);
}
