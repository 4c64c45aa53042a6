import { resolveWeightUnit, type WeightUnit } from '@/lib/units';
import { selectUnitFor, useWeightUnitStore } from '@/stores/weight-unit-store';
import { useAuthStore } from '../stores/auth-store';

const browserLocale = () => (typeof navigator === 'undefined' ? undefined : navigator.language);

/** The unit weights are shown and typed in for the signed-in person: their choice, else the locale's. */
export function useWeightUnit(): WeightUnit {
  const userId = useAuthStore((state) => state.user?.id);
  return resolveWeightUnit(useWeightUnitStore(selectUnitFor(userId)), browserLocale());
}

/** The same, outside React (a file export, a one-off computation). */
export function currentWeightUnit(): WeightUnit {
  const userId = useAuthStore.getState().user?.id;
  return resolveWeightUnit(selectUnitFor(userId)(useWeightUnitStore.getState()), browserLocale());
}

/** Whether the person has chosen a unit (else it follows the browser's language). */
export function useWeightUnitChosen(): boolean {
  const userId = useAuthStore((state) => state.user?.id);
  return useWeightUnitStore(selectUnitFor(userId)) !== null;
}
