import { equipmentOf } from './exercise-names';

const EQUIPMENT_WORDS = String.raw`(?:barbells?|dumbbells?|dbs?|kettlebells?|kbs?|cables?|machines?|(?:resistance )?bands?|smith machine|ez[- ]?bars?)`;
const ONLY_WITH = new RegExp(
  String.raw`\b(?:with|using|only|just|has|have|got)\s+(?:a |an |some |my |two )?${EQUIPMENT_WORDS}(?:\s*(?:,|and|&)\s*(?:a |an |some )?${EQUIPMENT_WORDS})*|\b${EQUIPMENT_WORDS}[- ]only\b`,
  'g',
);

/**
 * Equipment the request limits itself to ("with dumbbells", "kettlebell only", "bodyweight
 * only", "no equipment"), body weight always in; null when it names none.
 */
export function requestedEquipment(request: string): Set<string> | null {
  const text = request.toLowerCase();
  if (/\b(body ?weight only|only body ?weight|just body ?weight|no equipment|without equipment)\b/.test(text)) {
    return new Set(['bodyweight']);
  }
  const named = [...text.matchAll(ONLY_WITH)].flatMap((m) => equipmentOf(m[0]));
  return named.length ? new Set(['bodyweight', ...named]) : null;
}

/**
 * Which equipment a person has, from their onboarding answer and the request. A gym (commercial,
 * studio) has everything; a home setup has what it lists; no answer restricts nothing; a request
 * for "dumbbells only" (or "with dumbbells") narrows it to that. Body weight is always available.
 * Returns null for "everything".
 */
export function availableEquipment(equipmentText: string | null, request = ''): Set<string> | null {
  const text = (equipmentText ?? '').toLowerCase();
  let available: Set<string> | null = null;
  if (
    text &&
    !/\b(commercial|studio|full gym|gym membership)\b/.test(text) &&
    /\b(home|garage|hotel|none|no equipment|bodyweight)\b|\(/.test(text)
  ) {
    available = new Set(['bodyweight', ...equipmentOf(text)]);
    if (/pull-?up bar/.test(text)) available.add('pull-up bar');
  }
  const asked = requestedEquipment(request);
  if (asked) available = available ? new Set([...available].filter((item) => asked.has(item))) : asked;
  const excluded = [...request.toLowerCase().matchAll(/\b(?:no|without)\s+([a-z-]+(?:\s[a-z-]+)?)/g)].flatMap((m) =>
    equipmentOf(m[1] ?? ''),
  );
  if (excluded.length === 0) return available;
  const all =
    available ??
    new Set([
      'bodyweight',
      'barbell',
      'dumbbell',
      'kettlebell',
      'cable',
      'machine',
      'band',
      'smith',
      'ez',
      'landmine',
      'trx',
      ...OTHER_EQUIPMENT,
    ]);
  for (const item of excluded) all.delete(item);
  return all;
}

/** Equipment columns outside the matcher's words: each is its own item (a band-only day has no trap bar). */
const OTHER_EQUIPMENT = ['trap bar', 'medicine ball', 'exercise ball', 'foam roller', 'other'];

function otherEquipment(column: string | null): string[] {
  const value = column?.trim().toLowerCase() ?? '';
  return OTHER_EQUIPMENT.includes(value) ? [value] : [];
}

/** Whether a library exercise can be done with what the person has. */
export function hasEquipmentFor(
  exerciseEquipment: string | null,
  exerciseName: string,
  available: Set<string> | null,
): boolean {
  if (!available) return true;
  const needed = [
    ...new Set([...equipmentOf(exerciseEquipment), ...equipmentOf(exerciseName), ...otherEquipment(exerciseEquipment)]),
  ].filter((item) => item !== 'bodyweight');
  if (/pull-?up|chin-?up|hanging|muscle-?up|dead hang/i.test(exerciseName) && !available.has('pull-up bar'))
    return false;
  return needed.every((item) => available.has(item));
}

/** Limitations named in onboarding, and the exercise names each rules out. */
const LIMITATION_RULES: [RegExp, RegExp][] = [
  [/\bknee/, /\b(jump|pistol|sissy|burpee|pause squat|overhead squat|deep)\b/i],
  [
    /\b(lower back|back pain|spine|disc)\b/,
    /\b(deadlift|good morning|bent-over|pendlay|rack pull|snatch|clean|back squat)\b/i,
  ],
  [/\bshoulder/, /\b(overhead|snatch|upright row|handstand|push press|dip|behind the neck)\b/i],
  [/\bwrist/, /\b(front squat|clean|wrist|handstand)\b/i],
  [/\bhip/, /\b(pistol|cossack|sumo|deep)\b/i],
];

/** Whether the person's limitations rule an exercise out. */
export function isRuledOut(exerciseName: string, limitations: string | null): boolean {
  if (!limitations) return false;
  const text = limitations.toLowerCase();
  return LIMITATION_RULES.some(([limitation, ruledOut]) => limitation.test(text) && ruledOut.test(exerciseName));
}
