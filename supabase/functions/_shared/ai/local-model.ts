import type { ChatMessage } from './provider.ts';

/**
 * The deterministic local model: answers the same chat-completions requests as a real provider
 * when none is configured (the embedded backend and every test). The same request always gets the
 * same reply (the seed is a hash of the messages). Workout replies pick from the exercises listed
 * in the prompt and phrase their names the way real models do (reordered words, plurals,
 * abbreviations), so the browser's parsing and matching run for real.
 */

/** The prompt lists the library under this heading, one `- name | muscles | equipment | level` a line. */
export const LIBRARY_HEADING = 'EXERCISE LIBRARY';
/** The browser's retry after a malformed reply starts with this. */
export const RETRY_MARKER = 'Your previous reply was not valid JSON';

export type MalformedMode = 'never' | 'first' | 'always';

export interface LocalModelOptions {
  /** Test switch (AI_LOCAL_MALFORMED): 'first' answers the first try of a workout badly, 'always' every try. */
  malformed?: MalformedMode;
}

export function readMalformedMode(env: (name: string) => string | undefined): MalformedMode {
  const value = env('AI_LOCAL_MALFORMED');
  return value === 'first' || value === 'always' ? value : 'never';
}

interface ListedExercise {
  name: string;
  muscles: string[];
  equipment: string;
  level: string;
}

export function localCompletion(messages: ChatMessage[], options: LocalModelOptions = {}): string {
  const random = seededRandom(hash(messages.map((m) => `${m.role}:${m.content}`).join('\n')));
  const prompt = messages.map((m) => m.content).join('\n');
  if (!prompt.includes(LIBRARY_HEADING)) return coachingAnswer(messages, random);
  const last = [...messages].reverse().find((m) => m.role === 'user')?.content ?? '';
  const isRetry = last.startsWith(RETRY_MARKER);
  if (options.malformed === 'always' || (options.malformed === 'first' && !isRetry)) {
    return 'Here is your workout: {"name": "Session", "exercises": [{"name": "Bench Press", "sets": 3,';
  }
  return workoutAnswer(messages, readLibrary(prompt), random);
}

function readLibrary(prompt: string): ListedExercise[] {
  const start = prompt.indexOf(LIBRARY_HEADING);
  return prompt
    .slice(start)
    .split('\n')
    .filter((line) => line.startsWith('- ') && line.includes(' | '))
    .map((line) => {
      const [name = '', muscles = '', equipment = '', level = ''] = line.slice(2).split(' | ');
      return {
        name: name.trim(),
        muscles: muscles
          .split(',')
          .map((m) => m.trim().toLowerCase())
          .filter(Boolean),
        equipment: equipment.trim().toLowerCase(),
        level: level.trim().toLowerCase(),
      };
    })
    .filter((exercise) => exercise.name);
}

const FOCUS: [RegExp, string[]][] = [
  [/\bpush\b/, ['chest', 'shoulders', 'triceps']],
  [/\bpull\b/, ['lats', 'middle back', 'back', 'biceps', 'traps']],
  [/\b(leg|legs|lower)\b/, ['quadriceps', 'hamstrings', 'glutes', 'calves']],
  [/\bupper\b/, ['chest', 'shoulders', 'lats', 'middle back', 'back', 'biceps', 'triceps']],
  [/\bchest\b/, ['chest']],
  [/\bback\b/, ['lats', 'middle back', 'back', 'lower back']],
  [/\bshoulders?\b/, ['shoulders']],
  [/\barms?\b/, ['biceps', 'triceps', 'forearms']],
  [/\b(glutes?|booty)\b/, ['glutes', 'hamstrings']],
  [/\b(core|abs)\b/, ['abdominals', 'core', 'obliques']],
];

function requestedFocus(text: string): string[] {
  const lower = text.toLowerCase();
  return FOCUS.filter(([pattern]) => pattern.test(lower)).flatMap(([, muscles]) => muscles);
}

/** Words the user asked to leave out ("no barbell", "without curls", "swap the lunges"). */
function excludedWords(text: string): string[] {
  const words: string[] = [];
  for (const match of text
    .toLowerCase()
    .matchAll(/\b(?:no|without|not|swap|replace|instead of|skip)\s+(?:the\s+)?([a-z-]+)/g)) {
    const word = (match[1] ?? '').replace(/(es|s)$/, '');
    if (word.length > 2) words.push(word);
  }
  return words;
}

function workoutAnswer(messages: ChatMessage[], library: ListedExercise[], random: () => number): string {
  const userText = messages
    .filter((m) => m.role === 'user' && !m.content.startsWith(RETRY_MARKER))
    .map((m) =>
      m.content.slice(0, m.content.includes(LIBRARY_HEADING) ? m.content.indexOf(LIBRARY_HEADING) : undefined),
    )
    .join('\n');
  const focus = requestedFocus(userText);
  const excluded = excludedWords(userText);
  const allowed = library.filter((e) => !excluded.some((w) => `${e.name} ${e.equipment}`.toLowerCase().includes(w)));
  const focused = focus.length ? allowed.filter((e) => e.muscles.some((m) => focus.includes(m))) : allowed;
  const pool = shuffle(focused.length >= 6 ? focused : allowed, random);
  const count = Math.min(pool.length, 6 + Math.floor(random() * 3));
  const picked = pool.slice(0, count);
  const title = focus.length ? `${capitalise(focusName(userText))} Session` : 'Full Body Session';
  const workout = {
    name: title,
    description: `A ${count}-exercise session built from your library.`,
    workout_type: 'strength',
    difficulty: picked.some((e) => e.level === 'expert') ? 'advanced' : 'intermediate',
    estimated_duration: Math.min(60, Math.max(30, count * 6)),
    exercises: picked.map((exercise, index) => ({
      name: phrase(exercise.name, random),
      sets: random() < 0.5 ? 3 : 4,
      reps: index < 2 ? '6-8' : random() < 0.5 ? 10 : '10-12',
      ...(random() < 0.5 ? { rest_seconds: index < 2 ? 120 : 75 } : {}),
      notes: index === 0 ? 'Warm up with two lighter sets first.' : undefined,
    })),
  };
  const body = JSON.stringify(workout, null, 2);
  return random() < 0.5 ? `Here's a session that fits your request:\n\n\`\`\`json\n${body}\n\`\`\`\n\nEnjoy!` : body;
}

function focusName(text: string): string {
  const lower = text.toLowerCase();
  const found = FOCUS.find(([pattern]) => pattern.test(lower));
  return found ? (/[a-z]+/.exec(found[0].source.replace(/\\b/g, ''))?.[0] ?? 'Training') : 'Training';
}

const ABBREVIATIONS: [RegExp, string][] = [
  [/\bDumbbell\b/, 'DB'],
  [/\bBarbell\b/, 'BB'],
  [/\bKettlebell\b/, 'KB'],
  [/\bRomanian Deadlift\b/, 'RDL'],
  [/\bOverhead Press\b/, 'OHP'],
];
const EQUIPMENT_WORD = /^(Barbell|Dumbbell|Kettlebell|Cable|Machine|Band|EZ-Bar|Smith Machine)\s+(.+)$/;

/** How real models write an exercise name: one of a few common rewrites of the library's name. */
export function phrase(name: string, random: () => number): string {
  const roll = random();
  if (roll < 0.25) {
    const match = EQUIPMENT_WORD.exec(name);
    if (match) return `${match[2]} (${match[1]})`;
  }
  if (roll < 0.45) {
    const abbreviation = ABBREVIATIONS.find(([pattern]) => pattern.test(name));
    if (abbreviation) return name.replace(abbreviation[0], abbreviation[1]);
  }
  if (roll < 0.65 && /(Press|Curl|Squat|Raise|Row|Lunge|Crunch|Extension|Fly)$/.test(name)) {
    return name
      .replace(/(Press|Crunch)$/, '$1es')
      .replace(/(Curl|Squat|Raise|Row|Lunge|Extension)$/, '$1s')
      .replace(/Fly$/, 'Flyes');
  }
  if (roll < 0.75 && /\b(Pull|Push|Chin|Step) Up\b/.test(name))
    return name.replace(/\b(Pull|Push|Chin|Step) Up\b/, '$1-Up');
  return name;
}

const TOPICS: [RegExp, string][] = [
  [
    /protein|eat|diet|nutrition|calorie/,
    'Aim for about 1.6-2.2 g of protein per kg of body weight a day, spread over 3-4 meals. Build each plate around a protein, vegetables and a carbohydrate you enjoy, and keep it consistent rather than perfect.',
  ],
  [
    /sore|doms|recover|rest day/,
    'Some soreness after a new or harder session is normal and fades in 2-3 days. Keep moving with easy walks, sleep 7-9 hours, and train the sore muscles lightly or rest them until they feel normal.',
  ],
  [
    /warm ?up|warmup/,
    'Warm up for 5-10 minutes: a few minutes of easy cardio, then mobility for the joints you will load, then 2-3 lighter sets of your first exercise before the working sets.',
  ],
  [
    /progress|overload|stuck|plateau|heavier/,
    'Progress one thing at a time: add a rep to each set until you reach the top of the range, then add a small amount of weight and start again at the bottom. If you stall for two weeks, check sleep, food and stress before changing the plan.',
  ],
  [
    /cardio|run|conditioning/,
    'Two or three 20-30 minute cardio sessions a week support recovery and heart health. Keep most of them easy enough to hold a conversation, and do them after lifting or on separate days.',
  ],
  [
    /sleep|tired|energy/,
    'Sleep is when training turns into progress: aim for 7-9 hours on a regular schedule. On a low-energy day, keep the session but drop a set per exercise.',
  ],
  [
    /motivat|consisten|habit/,
    'Consistency beats intensity: schedule your sessions like appointments, start with a short version on busy days, and log every workout so you can see how far you have come.',
  ],
];

function coachingAnswer(messages: ChatMessage[], random: () => number): string {
  const question =
    [...messages]
      .reverse()
      .find((m) => m.role === 'user')
      ?.content.toLowerCase() ?? '';
  const system = messages.find((m) => m.role === 'system')?.content ?? '';
  const name = /Client name: ([^\n]+)/.exec(system)?.[1]?.trim();
  const greeting = name && random() < 0.5 ? `Good question, ${name.split(' ')[0]}. ` : '';
  if (/workout|session|routine|\bday\b|exercises? for/.test(question)) {
    return `${greeting}I can put that workout together from your exercise library. Tap Create Workout and I will draft it for you to preview before anything is saved.`;
  }
  const topic = TOPICS.find(([pattern]) => pattern.test(question));
  if (topic) return `${greeting}${topic[1]}`;
  const limitations = /Limitations: ([^\n]+)/.exec(system)?.[1]?.trim();
  const caution = limitations && limitations !== 'none' ? ` Keep your note in mind: ${limitations}.` : '';
  return `${greeting}I can answer questions about training, recovery and nutrition, or build you a workout: try "give me a 45 minute push day".${caution}`;
}

function shuffle<T>(items: T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    const held = copy[i] as T;
    copy[i] = copy[j] as T;
    copy[j] = held;
  }
  return copy;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** FNV-1a: a stable 32-bit seed from the request. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}

/** mulberry32: small, fast and deterministic. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
