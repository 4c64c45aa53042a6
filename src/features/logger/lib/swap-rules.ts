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
  category?: string | null;
  force?: string | null;
  mechanic?: string | null;
}

export interface SwapTarget {
  exerciseId: string;
  name: string;
  muscleGroups: string[];
  equipment: string | null;
  /** The catalogue traits of the exercise being replaced; unknown (null) until they load. */
  category?: string | null;
  force?: string | null;
  mechanic?: string | null;
}

/**
 * Which kind of training a category is. A swap stays within its kind: a stretch is no answer to a
 * squat, nor a treadmill to a leg press, even though they share the quads.
 */
function trainingKind(category: string | null | undefined): 'resistance' | 'cardio' | 'flexibility' {
  const value = (category ?? 'strength').toLowerCase();
  if (value === 'cardio') return 'cardio';
  if (value === 'stretching' || value === 'mobility') return 'flexibility';
  return 'resistance';
}

// Ordered: the first pattern whose words appear in the name wins ("Split Squat" is a lunge,
// "Leg Press Calf Raise" a calf raise, "Romanian Deadlift" a hinge).
const PATTERNS: [pattern: string, words: RegExp][] = [
  ['calf raise', /calf raise/],
  ['lunge', /lunge|split squat|step-up|step up/],
  ['squat', /squat|leg press|thruster|wall ball|sled push/],
  ['hinge', /deadlift|good morning|hip thrust|glute bridge|swing|pull-through|rack pull|hyperextension|clean|snatch/],
  ['vertical pull', /pull-up|pull up|chin-up|chin up|pulldown|muscle-up/],
  ['raise', /lateral raise|front raise|upright row|halo/],
  ['horizontal pull', /row|face pull|pull-apart|rear delt|reverse pec/],
  [
    'vertical press',
    /overhead press|shoulder press|military|push press|arnold|pike push|landmine press|kettlebell press/,
  ],
  ['horizontal press', /bench|chest press|floor press|push-up|push up|dip|chest pass/],
  ['fly', /fly|pec deck|crossover/],
  ['curl', /curl/],
  ['extension', /extension|pushdown|kickback|skull/],
  ['carry', /carry|farmers/],
  ['core', /plank|crunch|sit-up|rollout|leg raise|dead bug|bird dog|twist|woodchop|pallof|side bend|l-sit|pike/],
];

/** The movement pattern an exercise trains, read from its name; null when none is recognised. */
export function movementPattern(name: string): string | null {
  const lower = name.toLowerCase();
  return PATTERNS.find(([, words]) => words.test(lower))?.[0] ?? null;
}

/**
 * How well an option replaces the target: the same primary muscle matters most, then the same
 * movement pattern, then shared muscles, then the same push/pull and compound/isolation and the
 * same equipment. Weights are chosen so a better muscle match always beats a better pattern match.
 */
export function swapScore(target: SwapTarget, option: SwapOption): number {
  const muscles = new Set(target.muscleGroups);
  const shared = option.muscle_groups.filter((muscle) => muscles.has(muscle)).length;
  const pattern = movementPattern(target.name);
  let score = shared * 4;
  if (target.muscleGroups[0] !== undefined && option.muscle_groups[0] === target.muscleGroups[0]) score += 20;
  if (pattern !== null && movementPattern(option.name) === pattern) score += 12;
  if (target.force && option.force === target.force) score += 2;
  if (target.mechanic && option.mechanic === target.mechanic) score += 2;
  if (target.category && option.category === target.category) score += 1;
  if (target.equipment && option.equipment?.toLowerCase() === target.equipment.toLowerCase()) score += 1;
  return score;
}

/**
 * Alternatives for an exercise: another exercise of the same kind of training (no stretches or
 * cardio machines for a strength exercise) sharing at least one muscle group, doable with the
 * client's equipment (or none), best match first (see `swapScore`), then by name; `query` narrows
 * by name.
 */
export function rankSwapOptions(
  target: SwapTarget,
  options: SwapOption[],
  available: string[],
  query = '',
): SwapOption[] {
  const allowed = new Set(allowedEquipment(available));
  const muscles = new Set(target.muscleGroups);
  const kind = trainingKind(target.category);
  const needle = query.trim().toLowerCase();
  return options
    .filter((option) => option.id !== target.exerciseId)
    .filter((option) => option.muscle_groups.some((muscle) => muscles.has(muscle)))
    .filter((option) => trainingKind(option.category) === kind)
    .filter((option) => option.equipment === null || allowed.has(option.equipment.toLowerCase()))
    .filter((option) => !needle || option.name.toLowerCase().includes(needle))
    .map((option) => ({ option, score: swapScore(target, option) }))
    .sort((a, b) => b.score - a.score || a.option.name.localeCompare(b.option.name))
    .map(({ option }) => option);
}
