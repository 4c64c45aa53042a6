import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import {
  EMPTY_SESSION,
  PROGRAM_BUILDER_KEY,
  PROGRAM_BUILDER_STATE_KEY,
  emptyDraft,
  recoverDraft,
  recoverSession,
  type BuilderSession,
  type ProgramDraft,
} from '../lib/program-draft';

interface DraftStore extends ProgramDraft {
  /** Applies a pure draft rule (lib/program-draft.ts) to the current draft. */
  change: (rule: (draft: ProgramDraft) => ProgramDraft) => void;
  replace: (draft: ProgramDraft) => void;
}

function draftOf(state: ProgramDraft): ProgramDraft {
  const {
    programWorkouts,
    pendingWorkouts,
    programSettings,
    aiPromptData,
    selectedClient,
    selectedTrainingStyles,
    weekPlan,
  } = state;
  return {
    programWorkouts,
    pendingWorkouts,
    programSettings,
    aiPromptData,
    selectedClient,
    selectedTrainingStyles,
    weekPlan,
  };
}

/** The draft itself (spec key `programBuilder`), written to local storage on every change. */
export const useProgramDraftStore = create<DraftStore>()(
  persist<DraftStore, [], [], ProgramDraft>(
    (set, get) => ({
      ...emptyDraft(),
      change: (rule) => set(rule(draftOf(get()))),
      replace: (draft) => set(draft),
    }),
    {
      name: PROGRAM_BUILDER_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: draftOf,
      // A damaged or older stored draft keeps what is still valid instead of breaking the builder.
      merge: (persisted, current) => ({ ...current, ...recoverDraft(persisted) }),
    },
  ),
);

interface SessionStore extends BuilderSession {
  setSession: (session: BuilderSession) => void;
}

/** Which program the draft edits (spec key `programBuilderState`). */
export const useBuilderSessionStore = create<SessionStore>()(
  persist<SessionStore, [], [], BuilderSession>(
    (set) => ({
      ...EMPTY_SESSION,
      setSession: (session) => set(session),
    }),
    {
      name: PROGRAM_BUILDER_STATE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ editingProgramId, expectedUpdatedAt }) => ({ editingProgramId, expectedUpdatedAt }),
      merge: (persisted, current) => ({ ...current, ...recoverSession(persisted) }),
    },
  ),
);

/** Starts over: after a save, or when the trainer discards the draft. */
export function resetProgramBuilder(): void {
  useProgramDraftStore.getState().replace(emptyDraft());
  useBuilderSessionStore.getState().setSession(EMPTY_SESSION);
  useProgramDraftStore.persist.clearStorage();
  useBuilderSessionStore.persist.clearStorage();
}

/** Opens a saved program in the builder. */
export function loadIntoBuilder(draft: ProgramDraft, session: BuilderSession): void {
  useProgramDraftStore.getState().replace(draft);
  useBuilderSessionStore.getState().setSession(session);
}
