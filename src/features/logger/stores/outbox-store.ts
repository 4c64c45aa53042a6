import { create } from 'zustand';
import type { OutboxEntry, QueuedEdit } from '../lib/session-schema';

/** Finished workouts, and edits of finished workouts, saved on this device that the server has not accepted yet. */
interface OutboxStore {
  pending: OutboxEntry[];
  edits: QueuedEdit[];
  setPending: (pending: OutboxEntry[]) => void;
  setEdits: (edits: QueuedEdit[]) => void;
}

export const useOutboxStore = create<OutboxStore>()((set) => ({
  pending: [],
  edits: [],
  setPending: (pending) => set({ pending }),
  setEdits: (edits) => set({ edits }),
}));

export const selectPendingFor = (sessionId: string) => (store: OutboxStore) =>
  store.pending.find((entry) => entry.sessionId === sessionId);
