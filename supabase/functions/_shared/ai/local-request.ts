/**
 * What a workout request asks for, read the way the local model reads it: the split and the
 * muscles it names, the equipment allowed and excluded, the duration, and words to leave out.
 * Pure and deterministic; the local model (local-workout.ts) builds from it.
 */

export interface WorkoutAsk {
  /** "Push", "Lower Body", "Chest and Triceps", "Full Body". */
  title: string;
  /** Target muscles in the order they should be trained (library spelling). */
  muscles: string[];
  /** A push day leaves out pulls and the other way round. */
  force: 'push' | 'pull' | null;
  /** Equipment the person may use (normalised words, bodyweight always in); null is anything. */
  allowed: Set<string> | null;
  /** Equipment asked to be left out. */
  excluded: Set<string>;
  /** Movement words asked to be left out ("no lunges"). */
  avoidWords: string[];
  minutes: number | null;
  /** Cardio (or conditioning) was asked for: cardio exercises may go in, prescribed as time. */
  cardio: boolean;
}

const SPLITS: [RegExp, string, string[], WorkoutAsk['force']][] = [
  [/\bpush\b/, 'Push', ['chest', 'shoulders', 'triceps'], 'push'],
  [/\bpull\b/, 'Pull', ['lats', 'middle back', 'biceps', 'traps'], 'pull'],
  [/\b(legs?|leg day|lower[- ]body|lower)\b/, 'Lower Body', ['quadriceps', 'hamstrings', 'glutes', 'calves'], null],
  [/\b(upper[- ]body|upper)\b/, 'Upper Body', ['chest', 'lats', 'shoulders', 'middle back', 'biceps', 'triceps'], null],
  [
    /\b(full[- ]body|total[- ]body|whole[- ]body)\b/,
    'Full Body',
    ['quadriceps', 'chest', 'lats', 'hamstrings', 'shoulders', 'glutes', 'middle back', 'abdominals'],
    null,
  ],
];

const MUSCLES: [RegExp, string, string[]][] = [
  [/\bchest|pecs?\b/, 'Chest', ['chest']],
  [/\bback\b/, 'Back', ['lats', 'middle back', 'lower back']],
  [/\b(shoulders?|delts?)\b/, 'Shoulders', ['shoulders']],
  [/\barms?\b/, 'Arms', ['biceps', 'triceps']],
  [/\bbiceps?\b/, 'Biceps', ['biceps']],
  [/\btriceps?\b/, 'Triceps', ['triceps']],
  [/\b(glutes?|booty|butt)\b/, 'Glutes', ['glutes', 'hamstrings']],
  [/\bhamstrings?\b/, 'Hamstrings', ['hamstrings']],
  [/\bquads?|quadriceps\b/, 'Quads', ['quadriceps']],
  [/\bcalf|calves\b/, 'Calves', ['calves']],
  [/\b(core|abs|abdominals?)\b/, 'Core', ['abdominals']],
];

/** Library equipment (and request words) as one vocabulary. */
export function equipmentWord(text: string): string | null {
  const value = text.toLowerCase();
  if (/body ?weight|body only|^none$|no equipment/.test(value)) return 'bodyweight';
  if (/smith/.test(value)) return 'smith machine';
  if (/e-?z|curl bar/.test(value)) return 'ez bar';
  if (/trap bar|hex bar/.test(value)) return 'trap bar';
  if (/barbell/.test(value)) return 'barbell';
  if (/dumbbell|\bdbs?\b/.test(value)) return 'dumbbell';
  if (/kettlebell|\bkbs?\b/.test(value)) return 'kettlebell';
  if (/cable/.test(value)) return 'cable';
  if (/band/.test(value)) return 'band';
  if (/machine/.test(value)) return 'machine';
  if (/medicine ball/.test(value)) return 'medicine ball';
  if (/exercise ball|stability ball|swiss ball/.test(value)) return 'exercise ball';
  return null;
}

const EQUIPMENT = String.raw`(barbells?|dumbbells?|dbs?|kettlebells?|kbs?|cables?|machines?|bands?|resistance bands?|smith machine|ez[- ]?bars?|trap bars?)`;

/** "with dumbbells", "dumbbells only", "just a kettlebell", "bodyweight only", "no equipment". */
function readEquipment(text: string): { allowed: Set<string> | null; excluded: Set<string> } {
  const excluded = new Set<string>();
  for (const match of text.matchAll(
    new RegExp(String.raw`\b(?:no|without|not|avoid|skip)\s+(?:a |an |any |the )?${EQUIPMENT}`, 'g'),
  )) {
    const word = equipmentWord(match[1] ?? '');
    if (word) excluded.add(word);
  }
  if (/\b(body ?weight only|only body ?weight|no equipment|without equipment|just body ?weight)\b/.test(text)) {
    return { allowed: new Set(['bodyweight']), excluded };
  }
  const named = new Set<string>();
  const patterns = [
    new RegExp(
      String.raw`\b(?:with|using|only|just|have|has|got)\s+(?:a |an |some |my |two |2 )?${EQUIPMENT}((?:\s*(?:,|and|&)\s*(?:a |an |some )?${EQUIPMENT})*)`,
      'g',
    ),
    new RegExp(String.raw`\b${EQUIPMENT}[- ]only\b`, 'g'),
  ];
  for (const pattern of patterns) {
    for (const match of text.matchAll(pattern)) {
      for (const part of match[0].split(/,|\band\b|&/)) {
        const word = equipmentWord(part);
        if (word) named.add(word);
      }
    }
  }
  if (named.size === 0) return { allowed: null, excluded };
  return { allowed: new Set(['bodyweight', ...named]), excluded };
}

function readMinutes(text: string): number | null {
  const minutes = /\b(\d{1,3})\s*(?:-\s*)?(?:min|mins|minute|minutes)\b/.exec(text);
  if (minutes) return Number(minutes[1]);
  if (/\bhalf an hour\b/.test(text)) return 30;
  const hours = /\b(an|one|1|1\.5|two|2)\s*(?:-\s*)?hours?\b/.exec(text);
  if (hours)
    return (
      ({ an: 60, one: 60, '1': 60, '1.5': 90, two: 120, '2': 120 } as Record<string, number>)[hours[1] ?? ''] ?? 60
    );
  return null;
}

/** Words the person asked to leave out ("no lunges", "without jumping"), not equipment. */
export function avoidedWords(text: string): string[] {
  const words: string[] = [];
  for (const match of text.matchAll(
    /\b(?:no|without|skip|avoid|swap|replace|remove|drop|instead of)\s+(?:the\s+|any\s+|my\s+)?([a-z-]+)/g,
  )) {
    const word = stem(match[1] ?? '');
    if (word.length > 2 && !equipmentWord(word) && !/^(equipment|weight|more|longer|shorter)$/.test(word))
      words.push(word);
  }
  return words;
}

/** Plural to singular, near enough for matching against names ("lunges" -> "lunge"). */
export function stem(word: string): string {
  return word
    .toLowerCase()
    .replace(/ies$/, 'y')
    .replace(/(ches|shes|sses|xes)$/, (m) => m.slice(0, -2))
    .replace(/([^s])s$/, '$1');
}

export function readWorkoutAsk(request: string): WorkoutAsk {
  const text = request.toLowerCase();
  const split = SPLITS.find(([pattern]) => pattern.test(text));
  const named = MUSCLES.filter(([pattern]) => pattern.test(text));
  const muscles = [...new Set([...(split?.[2] ?? []), ...named.flatMap(([, , list]) => list)])];
  const title = split?.[1] ?? (named.length ? named.map(([, name]) => name).join(' and ') : 'Full Body');
  const fullBody = SPLITS[4]?.[2] ?? [];
  return {
    title,
    muscles: muscles.length ? muscles : [...fullBody],
    force: split?.[3] ?? null,
    ...readEquipment(text),
    avoidWords: avoidedWords(text),
    minutes: readMinutes(text),
    cardio: /\b(cardio|conditioning|hiit|endurance|run|running|bike|rowing|treadmill|elliptical)\b/.test(text),
  };
}

/** How many exercises and sets fit the time asked for (no time: the spec's 6-8). */
export function planSize(minutes: number | null): { count: number; sets: number } | null {
  if (minutes === null) return null;
  if (minutes <= 30) return { count: 6, sets: 3 };
  if (minutes <= 45) return { count: 7, sets: 3 };
  if (minutes <= 60) return { count: 8, sets: 3 };
  if (minutes <= 75) return { count: 9, sets: 3 };
  return { count: 10, sets: 3 };
}
