import { create } from 'zustand';
import type { OutboxEntry } from '../storage/logger-db';

/** Finished workouts saved on this device that the server has not accepted yet. */
interface OutboxStore {
  pending: OutboxEntry[];
  setPending: (pending: OutboxEntry[]) => void;
}

export const useOutboxStore = create<OutboxStore>()((set) => ({
  pending: [],
  setPending: (pending) => set({ pending }),
}));

export const selectPendingFor = (sessionId: string) => (store: OutboxStore) =>
  store.pending.find((entry) => entry.sessionId === sessionId);
