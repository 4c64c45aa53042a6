import { create } from 'zustand';
import { persist } from 'zustand/middleware';

export interface ChatEntry {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  /** On a reply to a workout-like message: the request Create Workout generates from. */
  workoutRequest?: string;
  /** On a reply whose Create Workout led to a saved workout: it is not offered again. */
  createdWorkoutId?: string;
  /** On the 'Workout Created Successfully' marker: the saved workout. */
  workoutId?: string;
  /** On that marker, when a coach drafted it for a client: whose workout it is (no "Start" for the coach). */
  forClient?: string;
  /** That client's id (entries saved before it was kept have none: no "Add to program" for them). */
  forClientId?: string;
  /** Once the coach put the workout on the client's program: where ("Strength block, Tuesday"). */
  addedToProgram?: string;
  error?: boolean;
}

/** Older turns fall off so localStorage stays small. */
const MAX_ENTRIES = 100;

interface ChatState {
  /** By conversation key (`viewer:subject`): each person's chats stay theirs on a shared device. */
  conversations: Record<string, ChatEntry[]>;
  append: (key: string, entry: ChatEntry) => void;
  /** Changes one entry (by id) of a conversation. */
  update: (key: string, id: string, patch: Partial<ChatEntry>) => void;
  clear: (key: string) => void;
}

export const useChatStore = create<ChatState>()(
  persist(
    (set) => ({
      conversations: {},
      append: (key, entry) =>
        set((state) => ({
          conversations: {
            ...state.conversations,
            [key]: [...(state.conversations[key] ?? []), entry].slice(-MAX_ENTRIES),
          },
        })),
      update: (key, id, patch) =>
        set((state) => ({
          conversations: {
            ...state.conversations,
            [key]: (state.conversations[key] ?? []).map((entry) => (entry.id === id ? { ...entry, ...patch } : entry)),
          },
        })),
      clear: (key) =>
        set((state) => ({
          conversations: Object.fromEntries(Object.entries(state.conversations).filter(([k]) => k !== key)),
        })),
    }),
    { name: 'ai-trainer-chat', version: 1 },
  ),
);

export const conversationKey = (viewerId: string, subjectId: string) => `${viewerId}:${subjectId}`;
