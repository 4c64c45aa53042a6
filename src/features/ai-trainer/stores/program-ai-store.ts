import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { z } from 'zod';
import { PROGRAM_DAYS, PROGRAM_GOALS, type ProgramGoal } from '../lib/program-plan';

/** Spec key: the program builder's "Generate with AI" dialog, kept so a reload reopens it as it was. */
export const PROGRAM_AI_MODAL_KEY = 'programAiModal';

export interface ProgramAiChoices {
  open: boolean;
  clientId: string;
  daysPerWeek: number;
  goal: ProgramGoal;
  style: string;
  flexible: boolean;
  notes: string;
}

const DEFAULTS: ProgramAiChoices = {
  open: false,
  clientId: '',
  daysPerWeek: 3,
  goal: 'general-fitness',
  style: '',
  flexible: false,
  notes: '',
};

const GOALS = PROGRAM_GOALS.map((goal) => goal.value) as [ProgramGoal, ...ProgramGoal[]];
const stored = z.object({
  open: z.boolean().catch(false),
  clientId: z.string().catch(''),
  daysPerWeek: z.number().int().min(PROGRAM_DAYS.min).max(PROGRAM_DAYS.max).catch(DEFAULTS.daysPerWeek),
  goal: z.enum(GOALS).catch(DEFAULTS.goal),
  style: z.string().max(100).catch(''),
  flexible: z.boolean().catch(false),
  notes: z.string().max(500).catch(''),
});

interface ProgramAiStore extends ProgramAiChoices {
  set: (patch: Partial<ProgramAiChoices>) => void;
}

export const useProgramAiStore = create<ProgramAiStore>()(
  persist<ProgramAiStore, [], [], ProgramAiChoices>((set) => ({ ...DEFAULTS, set: (patch) => set(patch) }), {
    name: PROGRAM_AI_MODAL_KEY,
    storage: createJSONStorage(() => localStorage),
    partialize: ({ open, clientId, daysPerWeek, goal, style, flexible, notes }) => ({
      open,
      clientId,
      daysPerWeek,
      goal,
      style,
      flexible,
      notes,
    }),
    merge: (persisted, current) => ({ ...current, ...stored.catch(DEFAULTS).parse(persisted ?? {}) }),
  }),
);

/** Opens the dialog (the builder's "Generate with AI" button). */
export function openProgramAiModal(): void {
  useProgramAiStore.getState().set({ open: true });
}
