/**
 * How exercise names are read for matching: the words that name a movement, apart from the
 * equipment, with the spelling differences models produce (plurals, hyphens, parentheses,
 * abbreviations) folded away.
 */

/** Words that name equipment; they decide which variant is meant, not which movement. */
export const EQUIPMENT_WORDS = new Set([
  'barbell',
  'dumbbell',
  'kettlebell',
  'cable',
  'machine',
  'band',
  'smith',
  'ez',
  'bodyweight',
  'trx',
  'landmine',
]);

/** One word standing for several (abbreviations and joined spellings). */
const EXPANSIONS: Record<string, string[]> = {
  db: ['dumbbell'],
  bb: ['barbell'],
  kb: ['kettlebell'],
  bw: ['bodyweight'],
  rdl: ['romanian', 'deadlift'],
  sldl: ['stiff', 'leg', 'deadlift'],
  ohp: ['overhead', 'press'],
  ghr: ['glute', 'ham', 'raise'],
  pullup: ['pull', 'up'],
  pushup: ['push', 'up'],
  chinup: ['chin', 'up'],
  situp: ['sit', 'up'],
  stepup: ['step', 'up'],
  pulldown: ['pull', 'down'],
  pushdown: ['push', 'down'],
  leverage: ['machine'],
  lever: ['machine'],
};

/** Spellings of one word. */
const SYNONYMS: Record<string, string> = {
  flye: 'fly',
  dumbell: 'dumbbell',
  legged: 'leg',
  single: 'one',
  '1': 'one',
  alternating: 'alternate',
  delts: 'delt',
  deltoid: 'delt',
  lats: 'lat',
  bicep: 'biceps',
  tricep: 'triceps',
  abdominal: 'ab',
};

/** Words that barely change what is meant ("Standing Calf Raise" is the calf raise). */
const WEAK_WORDS = new Set([
  'medium',
  'standard',
  'regular',
  'conventional',
  'traditional',
  'classic',
  'flat',
  'standing',
  'basic',
  'bent',
  'over',
  'grip',
  'version',
  'style',
  'biceps',
  'triceps',
]);

/**
 * Words that make a different variant. A library name with one the model did not write is a
 * different exercise ("Bench Press" is not the incline one), so such a word counts double there.
 */
export const VARIANT_WORDS = new Set([
  'incline',
  'decline',
  'close',
  'wide',
  'reverse',
  'sumo',
  'front',
  'one',
  'lying',
  'seated',
  'kneeling',
  'hack',
  'pause',
  'paused',
  'deficit',
  'split',
  'jump',
  'assisted',
  'weighted',
  'stiff',
  'romanian',
]);

/** Posture words: a model adding one to a library's plain name still means that exercise. */
export const POSTURE_WORDS = new Set(['seated', 'lying', 'kneeling']);
const NOISE_WORDS = new Set([
  'the',
  'a',
  'an',
  'with',
  'of',
  'to',
  'and',
  'exercise',
  'exercises',
  'movement',
  'weight',
]);

/** A word's weight in the similarity score. */
export function wordWeight(word: string): number {
  return WEAK_WORDS.has(word) ? 0.25 : 1;
}

function singular(word: string): string {
  if (word === 'ups') return 'up';
  if (word.length <= 3 || word === 'press' || word === 'biceps' || word === 'triceps') return word;
  if (/(ches|shes|sses|xes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

export interface NameParts {
  /** The movement's words (no equipment), each once. */
  movement: string[];
  equipment: string[];
}

/** Splits a name into movement words and equipment words, normalised. */
export function nameParts(name: string): NameParts {
  const raw = name
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/\bbody\s*(weight|only)\b/g, 'bodyweight')
    .replace(/\be-?z\b/g, 'ez')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const movement = new Set<string>();
  const equipment = new Set<string>();
  for (const token of raw) {
    const base = singular(token);
    for (const word of EXPANSIONS[base] ?? EXPANSIONS[token] ?? [SYNONYMS[base] ?? base]) {
      if (NOISE_WORDS.has(word)) continue;
      if (EQUIPMENT_WORDS.has(word)) equipment.add(word);
      else movement.add(word);
    }
  }
  return { movement: [...movement], equipment: [...equipment] };
}

/** The equipment a library row names in its equipment column ("kettlebells", "body only", "e-z curl bar"). */
export function equipmentOf(column: string | null | undefined): string[] {
  if (!column) return [];
  return nameParts(column).equipment;
}
