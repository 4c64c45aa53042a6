/** Body-weight exercises need nothing, so they are always allowed. */
export const BODY_WEIGHT = 'body weight';

export function allowedEquipment(available: string[]): string[] {
  return [...new Set([...available.map((name) => name.trim().toLowerCase()).filter(Boolean), BODY_WEIGHT])];
}

export interface SwapOption {
  id: string;
  name: string;
  muscle_groups: string[];
  equipment: string | null;
}

/**
 * Alternatives for an exercise: another exercise sharing at least one muscle group, doable with
 * the client's equipment (or none), most shared muscles first, then by name; `query` narrows by name.
 */
export function rankSwapOptions(
  current: { exerciseId: string; muscleGroups: string[] },
  options: SwapOption[],
  available: string[],
  query = '',
): SwapOption[] {
  const allowed = new Set(allowedEquipment(available));
  const muscles = new Set(current.muscleGroups);
  const needle = query.trim().toLowerCase();
  const shared = (option: SwapOption) => option.muscle_groups.filter((muscle) => muscles.has(muscle)).length;
  return options
    .filter((option) => option.id !== current.exerciseId)
    .filter((option) => shared(option) > 0)
    .filter((option) => option.equipment === null || allowed.has(option.equipment.toLowerCase()))
    .filter((option) => !needle || option.name.toLowerCase().includes(needle))
    .sort((a, b) => shared(b) - shared(a) || a.name.localeCompare(b.name));
}
