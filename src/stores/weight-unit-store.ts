import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { STORAGE_KEYS } from '@/lib/constants';
import type { WeightUnit } from '@/lib/units';

/**
 * The signed-in person's kg/lb choice (public.users.weight_unit), kept on the device so the logger
 * shows and reads the right unit after an offline reload. Its own key: auth-storage holds exactly
 * the fields the spec lists. Tagged with the account so one person's unit never applies to another.
 */
interface WeightUnitState {
  userId: string | null;
  unit: WeightUnit | null;
  setUnit: (userId: string, unit: WeightUnit | null) => void;
}

export const useWeightUnitStore = create<WeightUnitState>()(
  persist(
    (set) => ({
      userId: null,
      unit: null,
      setUnit: (userId, unit) => set({ userId, unit }),
    }),
    {
      name: STORAGE_KEYS.weightUnit,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ userId, unit }) => ({ userId, unit }),
    },
  ),
);

/** The choice of `userId`, or null (not chosen, or another account's). */
export const selectUnitFor = (userId: string | undefined) => (state: WeightUnitState) =>
  userId !== undefined && state.userId === userId ? state.unit : null;
