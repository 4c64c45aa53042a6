import type { ChatMessage } from './provider.ts';
import { equipmentWord, planSize, readWorkoutAsk, stem, type WorkoutAsk } from './local-request.ts';

/**
 * The local model's workouts. It reads the prompt's EXERCISE LIBRARY lines and builds a workout
 * that honours the request (local-request.ts): the split's muscles (a push day has no pulls), the
 * equipment allowed and excluded, the time asked for (number of exercises and sets), no cardio
 * machine as sets of reps (cardio only when asked, prescribed in minutes), the person's
 * experience as the difficulty. A change request ("Change the workout: swap the lunges for
 * something knee-friendly") changes only what it names in the previous workout and keeps the rest.
 * Exercises are answered by their library key (or by name only, as before, in names mode), with
 * names phrased the way real models write them.
 */

/** The prompt lists the library under this heading, one `- key | name | ...` a line. */
export const LIBRARY_HEADING = 'EXERCISE LIBRARY';
/** The browser's retry after a malformed reply starts with this. */
export const RETRY_MARKER = 'Your previous reply was not valid JSON';
/** The browser's change request starts with this. */
export const CHANGE_MARKER = 'Change the workout:';

export type AnswerMode = 'keys' | 'names';

export interface ListedExercise {
  key: string | null;
  name: string;
  muscles: string[];
  equipment: string;
  level: string;
  kind: string;
  force: string;
}

interface ReplyExercise {
  id?: string;
  name: string;
  muscle_group: string;
  sets: number;
  reps: string;
  rest_seconds: number;
  tempo: string;
  duration_minutes: number;
  notes: string;
}

interface Reply {
  name: string;
  description: string;
  workout_type: string;
  difficulty: string;
  estimated_duration: number;
  exercises: ReplyExercise[];
}

/** The library lines, by the columns the heading names (older prompts: name | muscles | equipment | level). */
export function readLibrary(prompt: string): ListedExercise[] {
  const lines = prompt.slice(headingAt(prompt)).split('\n');
  const columns = /\(([^)]*)\)/
    .exec(lines[0] ?? '')?.[1]
    ?.split('|')
    .map((c) => c.trim().toLowerCase()) ?? ['name', 'muscles', 'equipment', 'level'];
  const at = (cells: string[], column: string) => cells[columns.indexOf(column)]?.trim() ?? '';
  return lines
    .filter((line) => line.startsWith('- ') && line.includes(' | '))
    .map((line) => {
      const cells = line.slice(2).split(' | ');
      return {
        key: columns.includes('key') ? at(cells, 'key') || null : null,
        name: at(cells, 'name'),
        muscles: at(cells, 'muscles')
          .split(',')
          .map((m) => m.trim().toLowerCase())
          .filter(Boolean),
        equipment: at(cells, 'equipment').toLowerCase(),
        level: at(cells, 'level').toLowerCase(),
        kind: (at(cells, 'kind') || 'strength').toLowerCase(),
        force: (at(cells, 'force') || 'any').toLowerCase(),
      };
    })
    .filter((exercise) => exercise.name)
    .sort((a, b) => (a.key ?? a.name).localeCompare(b.key ?? b.name));
}

/** Where the library's heading line starts (a line beginning with the heading, not a mention of it). */
function headingAt(prompt: string): number {
  const match = new RegExp(`^${LIBRARY_HEADING}`, 'm').exec(prompt);
  return match ? match.index : prompt.length;
}

/** The request text before the library, and the profile lines the browser writes. */
function promptField(prompt: string, field: string): string {
  return new RegExp(`^${field}: ([^\\n]*)`, 'm').exec(prompt)?.[1]?.trim() ?? '';
}

function usable(exercise: ListedExercise, ask: WorkoutAsk, profileEquipment: Set<string> | null): boolean {
  const needs = equipmentWord(exercise.equipment) ?? (exercise.equipment ? exercise.equipment : 'bodyweight');
  if (ask.excluded.has(needs)) return false;
  if (ask.allowed && !ask.allowed.has(needs)) return false;
  if (profileEquipment && !profileEquipment.has(needs)) return false;
  const name = exercise.name.toLowerCase();
  if (ask.avoidWords.some((word) => name.includes(word))) return false;
  if (exercise.kind === 'cardio' && !ask.cardio) return false;
  if (exercise.kind === 'stretching') return false;
  if (ask.force === 'push' && exercise.force === 'pull') return false;
  if (ask.force === 'pull' && exercise.force === 'push') return false;
  return true;
}

/** A home setup's list ("Home gym: dumbbells, bands"); a gym or no answer restricts nothing. */
function profileEquipment(text: string): Set<string> | null {
  const lower = text.toLowerCase();
  if (!lower || /not given|commercial|studio|full gym|gym membership/.test(lower)) return null;
  if (!/\b(home|garage|hotel|none|no equipment|bodyweight)\b/.test(lower)) return null;
  const found = lower
    .split(/[,;:()/]|\band\b/)
    .map((part) => equipmentWord(part))
    .filter((word): word is string => word !== null);
  return new Set(['bodyweight', ...found]);
}

/** Round-robin over the target muscles (a push day gets chest, shoulders and triceps), then anything that fits. */
function pick(candidates: ListedExercise[], muscles: string[], count: number): ListedExercise[] {
  const picked: ListedExercise[] = [];
  const taken = new Set<ListedExercise>();
  for (let round = 0; picked.length < count && round < count; round += 1) {
    let added = false;
    for (const muscle of muscles) {
      if (picked.length >= count) break;
      const next = candidates.find((e) => !taken.has(e) && e.muscles[0] === muscle);
      if (!next) continue;
      taken.add(next);
      picked.push(next);
      added = true;
    }
    if (!added) break;
  }
  for (const exercise of candidates) {
    if (picked.length >= count) break;
    if (taken.has(exercise) || !exercise.muscles.some((m) => muscles.includes(m))) continue;
    taken.add(exercise);
    picked.push(exercise);
  }
  return picked;
}

function difficultyFor(experience: string): string {
  const text = experience.toLowerCase();
  if (/beginner|new|novice/.test(text)) return 'beginner';
  if (/advanced|expert/.test(text)) return 'advanced';
  return 'intermediate';
}

function toReplyExercise(
  exercise: ListedExercise,
  index: number,
  sets: number,
  mode: AnswerMode,
  random: () => number,
): ReplyExercise {
  const cardio = exercise.kind === 'cardio';
  return {
    ...(mode === 'keys' && exercise.key ? { id: exercise.key } : {}),
    name: phrase(exercise.name, random),
    muscle_group: exercise.muscles[0] ?? '',
    sets: cardio ? 1 : sets,
    reps: cardio ? '' : index < 2 ? '6-8' : '10-12',
    rest_seconds: cardio ? 60 : index < 2 ? 120 : 75,
    tempo: '2-0-2-0',
    duration_minutes: cardio ? 10 : 0,
    notes: index === 0 && !cardio ? 'Warm up with two lighter sets first.' : '',
  };
}

/** A new workout for the prompt's request. */
function freshWorkout(
  prompt: string,
  changes: string[],
  library: ListedExercise[],
  mode: AnswerMode,
  random: () => number,
): Reply {
  const ask = readWorkoutAsk([promptField(prompt, 'Request'), ...changes].join('. '));
  const home = profileEquipment(promptField(prompt, 'Equipment'));
  const size = planSize(ask.minutes) ?? { count: 6 + Math.floor(random() * 3), sets: random() < 0.5 ? 3 : 4 };
  const candidates = shuffle(
    library.filter((e) => usable(e, ask, home)),
    random,
  );
  // Asked-for cardio goes first so a conditioning session starts with it.
  const cardioFirst = ask.cardio ? [...candidates.filter((e) => e.kind === 'cardio').slice(0, 1)] : [];
  const rest = pick(
    candidates.filter((e) => !cardioFirst.includes(e)),
    ask.muscles,
    size.count - cardioFirst.length,
  );
  const picked = [...cardioFirst, ...rest];
  return {
    name: `${ask.title} Session`,
    description: `A ${picked.length}-exercise ${ask.title.toLowerCase()} session built from your library.`,
    workout_type: 'strength',
    difficulty: difficultyFor(promptField(prompt, 'Experience')),
    estimated_duration: ask.minutes ?? Math.min(60, Math.max(30, picked.length * 6)),
    exercises: picked.map((exercise, index) => toReplyExercise(exercise, index, size.sets, mode, random)),
  };
}

/** Movements a "knee-friendly" (or "easy on the knees") change leaves out. */
const KNEE_HEAVY = /\b(lunge|squat|jump|step|pistol|split|leg extension|burpee|box)\b/i;
const BACK_HEAVY = /\b(deadlift|good morning|bent[- ]over|row|back squat|clean|snatch)\b/i;
const SHOULDER_HEAVY = /\b(overhead|military|upright|dip|handstand|snatch|push press)\b/i;

/** The previous workout and the change asked of it, when the browser sent them. */
function readChange(messages: ChatMessage[]): { previous: Reply; change: string } | null {
  const lastUser = [...messages].reverse().find((m) => m.role === 'user' && !m.content.startsWith(RETRY_MARKER));
  if (!lastUser?.content.startsWith(CHANGE_MARKER)) return null;
  const index = messages.lastIndexOf(lastUser);
  const assistant = [...messages.slice(0, index)].reverse().find((m) => m.role === 'assistant');
  if (!assistant) return null;
  const text = assistant.content;
  try {
    const previous = JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1)) as Reply;
    if (!Array.isArray(previous.exercises)) return null;
    return { previous, change: lastUser.content.slice(CHANGE_MARKER.length).trim().toLowerCase() };
  } catch {
    return null;
  }
}

/** Changes only what the change names; everything else in the previous workout stays as it was. */
function changedWorkout(
  prompt: string,
  previous: Reply,
  change: string,
  library: ListedExercise[],
  mode: AnswerMode,
  random: () => number,
): Reply {
  const ask = readWorkoutAsk(promptField(prompt, 'Request'));
  const home = profileEquipment(promptField(prompt, 'Equipment'));
  const byKey = new Map(library.filter((e) => e.key).map((e) => [e.key, e]));
  const listed = (item: ReplyExercise) => (item.id ? byKey.get(item.id) : undefined);
  const target =
    /\b(?:swap|replace|change|remove|drop|no more|instead of|without)\s+(?:the\s+|my\s+)?([a-z-]+(?:\s[a-z-]+)?)/.exec(
      change,
    )?.[1];
  const targetWords = (target ?? '')
    .split(' ')
    .map(stem)
    .filter((w) => w.length > 2 && !['for', 'with'].includes(w));
  const matches = (name: string) => targetWords.length > 0 && targetWords.every((w) => name.toLowerCase().includes(w));
  const avoid = [
    ...(/knee/.test(change) ? [KNEE_HEAVY] : []),
    ...(/back/.test(change) && /friendly|easy|easier|safe|pain|hurt/.test(change) ? [BACK_HEAVY] : []),
    ...(/shoulder/.test(change) && /friendly|easy|easier|safe|pain|hurt/.test(change) ? [SHOULDER_HEAVY] : []),
  ];
  // What the change itself asks ("no barbell please", "dumbbells only", "swap the lunges").
  const asked = readWorkoutAsk(change);
  const merged: WorkoutAsk = {
    ...ask,
    excluded: new Set([...ask.excluded, ...asked.excluded]),
    allowed: asked.allowed ?? ask.allowed,
    avoidWords: [...ask.avoidWords, ...asked.avoidWords, ...targetWords],
  };
  const ruledOutByChange = (exercise: ListedExercise | undefined, name: string) => {
    const gear = exercise ? (equipmentWord(exercise.equipment) ?? 'bodyweight') : equipmentWord(name);
    return (
      (gear !== null && (asked.excluded.has(gear) || (asked.allowed !== null && !asked.allowed.has(gear)))) ||
      asked.avoidWords.some((word) => name.toLowerCase().includes(word))
    );
  };
  const used = new Set(previous.exercises.map((item) => listed(item)?.name ?? item.name));
  const removeOnly = /\b(remove|drop|no more)\b/.test(change);
  const exercises: ReplyExercise[] = [];
  for (const item of previous.exercises) {
    const exercise = listed(item);
    const name = exercise?.name ?? item.name;
    const hit =
      matches(name) ||
      matches(item.name) ||
      ruledOutByChange(exercise, name) ||
      (!target && avoid.some((pattern) => pattern.test(name)));
    if (!hit) {
      exercises.push(item);
      continue;
    }
    if (removeOnly) continue;
    // The same main muscle if the library has one that fits, else one sharing a muscle with it.
    const muscles = exercise?.muscles ?? [item.muscle_group];
    const fits = shuffle(library, random).filter(
      (e) => !used.has(e.name) && usable(e, merged, home) && !avoid.some((pattern) => pattern.test(e.name)),
    );
    const replacement =
      fits.find((e) => e.muscles[0] === muscles[0]) ?? fits.find((e) => e.muscles.some((m) => muscles.includes(m)));
    if (!replacement) {
      exercises.push(item);
      continue;
    }
    used.add(replacement.name);
    exercises.push({ ...toReplyExercise(replacement, exercises.length, item.sets, mode, random), reps: item.reps });
  }
  const difficulty = /\b(harder|more challenging|tougher)\b/.test(change)
    ? bump(previous.difficulty, 1)
    : /\b(easier|lighter|gentler)\b/.test(change)
      ? bump(previous.difficulty, -1)
      : previous.difficulty;
  return { ...previous, difficulty, exercises };
}

const LEVELS = ['beginner', 'intermediate', 'advanced'];
function bump(level: string, by: number): string {
  const index = LEVELS.indexOf(level);
  return LEVELS[Math.min(LEVELS.length - 1, Math.max(0, (index === -1 ? 1 : index) + by))] ?? 'intermediate';
}

/**
 * The local model's workout answer. The same messages get the same workout; Regenerate (the
 * browser samples and orders the library afresh) gets another one. A change request starts from
 * the previous workout the browser sends, so what it does not name stays.
 */
export function workoutAnswer(
  messages: ChatMessage[],
  mode: AnswerMode,
  randomFor: (seed: string) => () => number,
): string {
  const prompt = messages.find((m) => m.role === 'user' && headingAt(m.content) < m.content.length)?.content ?? '';
  const library = readLibrary(prompt);
  const seedText = prompt.slice(0, headingAt(prompt));
  const changed = readChange(messages);
  const changes = messages
    .filter((m) => m.role === 'user' && m.content.startsWith(CHANGE_MARKER))
    .map((m) => m.content.slice(CHANGE_MARKER.length));
  const workout = changed
    ? changedWorkout(
        prompt,
        changed.previous,
        changed.change,
        library,
        mode,
        randomFor(`${seedText}\n${changed.change}`),
      )
    : freshWorkout(prompt, changes, library, mode, randomFor(prompt));
  const body = JSON.stringify(workout, null, 2);
  const style = randomFor(`${seedText}:style`)();
  return style < 0.5 ? `Here's a session that fits your request:\n\n\`\`\`json\n${body}\n\`\`\`\n\nEnjoy!` : body;
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

function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    const held = copy[i] as T;
    copy[i] = copy[j] as T;
    copy[j] = held;
  }
  return copy;
}
