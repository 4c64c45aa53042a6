import { availableEquipment, hasEquipmentFor, isRuledOut } from './equipment-rules';
import { keyLibrary, keysById, type LibraryKeys } from './library-keys';
import type { LibraryExercise } from './match-exercises';
import type { TrainerProfile } from './trainer-profile';

/** The spec: at most 150 exercises go into a prompt. */
export const MAX_PROMPT_EXERCISES = 150;
/** The local model (and this contract) reads the library under this heading. */
export const LIBRARY_HEADING = 'EXERCISE LIBRARY';
/** A change request, after the workout it changes (the local model reads this too). */
export const CHANGE_PREFIX = 'Change the workout:';
export const RETRY_PROMPT = 'Your previous reply was not valid JSON. Reply with only the JSON object described above.';

export interface PromptExercise extends LibraryExercise {
  level?: string | null;
  /** push, pull or static: lets a push day leave out pulls that train the same muscles. */
  force?: string | null;
}

const FOCUS: [RegExp, string[]][] = [
  [/\bpush\b/, ['chest', 'shoulders', 'triceps']],
  [/\bpull\b/, ['lats', 'middle back', 'biceps', 'traps']],
  [/\b(legs?|lower body|squat)\b/, ['quadriceps', 'hamstrings', 'glutes', 'calves']],
  [/\bupper\b/, ['chest', 'shoulders', 'lats', 'middle back', 'biceps', 'triceps']],
  [/\bchest\b/, ['chest']],
  [/\bback\b/, ['lats', 'middle back', 'lower back']],
  [/\bshoulders?\b/, ['shoulders']],
  [/\barms?\b/, ['biceps', 'triceps', 'forearms']],
  [/\bglutes?\b/, ['glutes', 'hamstrings']],
  [/\b(core|abs)\b/, ['abdominals']],
];

/** The muscle groups a request names ("push day" is chest, shoulders and triceps); none is everything. */
export function requestedMuscles(request: string): string[] {
  const text = request.toLowerCase();
  return [...new Set(FOCUS.filter(([pattern]) => pattern.test(text)).flatMap(([, muscles]) => muscles))];
}

/**
 * Whether an exercise fits what the request asks for: the requested muscles, not the opposite
 * movement of a push or pull day, no cardio unless cardio is asked for, no stretch unless mobility
 * is. (Equipment and limitations are checked apart: those rule an exercise out entirely.)
 */
export function fitsRequest(
  request: string,
  options: { anyMuscle?: boolean } = {},
): (exercise: PromptExercise) => boolean {
  const text = request.toLowerCase();
  const focus = options.anyMuscle ? [] : requestedMuscles(request);
  const against =
    /\bpush\b/.test(text) && !/\bpull\b/.test(text)
      ? 'pull'
      : /\bpull\b/.test(text) && !/\bpush\b/.test(text)
        ? 'push'
        : null;
  const cardio = /\b(cardio|conditioning|hiit|endurance|run|running|bike|rowing|treadmill|elliptical)\b/.test(text);
  const mobility = /\b(mobility|stretch|stretching|flexibility|cool ?down|warm ?up)\b/.test(text);
  return (exercise) =>
    (focus.length === 0 || exercise.muscle_groups.some((m) => focus.includes(m))) &&
    (against === null || exercise.force !== against) &&
    (exercise.category !== 'cardio' || cardio) &&
    (exercise.category !== 'stretching' || mobility);
}

/**
 * Up to 150 exercises for the prompt, preferring those that fit: usable with the person's
 * equipment and limitations first (those that are not never go in), then those for the requested
 * muscles and movement (no pulls first on a push day, no cardio machines unless cardio is asked). Within each tier the choice is random (the caller passes the random source, so tests
 * are repeatable), so a large library still gets variety.
 */
export function sampleExercises<T extends PromptExercise>(
  library: readonly T[],
  profile: Pick<TrainerProfile, 'equipmentText' | 'limitations'>,
  request: string,
  random: () => number,
  max = MAX_PROMPT_EXERCISES,
): T[] {
  const equipment = availableEquipment(profile.equipmentText, request);
  const usable = library.filter(
    (exercise) =>
      hasEquipmentFor(exercise.equipment, exercise.name, equipment) && !isRuledOut(exercise.name, profile.limitations),
  );
  const fits = fitsRequest(request);
  const preferred = shuffle(usable.filter(fits), random);
  const others = shuffle(
    usable.filter((exercise) => !fits(exercise)),
    random,
  );
  return [...preferred, ...others].slice(0, max);
}

export interface WorkoutPrompt {
  system: string;
  user: string;
  exercises: PromptExercise[];
  /** The key of each exercise sent; the reply's keys are read against this map only. */
  keys: LibraryKeys<PromptExercise>;
  /** OpenAI-compatible structured output: the same JSON, with the keys as an enum. */
  responseFormat: WorkoutResponseFormat;
}

export interface WorkoutResponseFormat {
  type: 'json_schema';
  json_schema: { name: string; strict: boolean; schema: Record<string, unknown> };
}

/** The reply's JSON schema (strict mode: every property required, nothing else allowed). */
export function workoutResponseFormat(keys: readonly string[]): WorkoutResponseFormat {
  const text = { type: 'string' };
  const exercise = {
    type: 'object',
    additionalProperties: false,
    required: ['id', 'name', 'muscle_group', 'sets', 'reps', 'rest_seconds', 'tempo', 'duration_minutes', 'notes'],
    properties: {
      id: { type: 'string', enum: [...keys] },
      name: text,
      muscle_group: text,
      sets: { type: 'integer' },
      reps: text,
      rest_seconds: { type: 'integer' },
      tempo: text,
      duration_minutes: { type: 'integer' },
      notes: text,
    },
  };
  return {
    type: 'json_schema',
    json_schema: {
      name: 'workout',
      strict: true,
      schema: {
        type: 'object',
        additionalProperties: false,
        required: ['name', 'description', 'workout_type', 'difficulty', 'estimated_duration', 'exercises'],
        properties: {
          name: text,
          description: text,
          workout_type: text,
          difficulty: { type: 'string', enum: ['beginner', 'intermediate', 'advanced'] },
          estimated_duration: { type: 'integer' },
          exercises: { type: 'array', items: exercise },
        },
      },
    },
  };
}

/** The chat-completions messages for one workout. */
export function buildWorkoutPrompt(
  request: string,
  profile: TrainerProfile,
  exercises: readonly PromptExercise[],
): WorkoutPrompt {
  const keys = keyLibrary(exercises);
  const keyOf = keysById(keys);
  const system = [
    "You are an expert personal trainer writing one workout for a client from their coach's exercise library.",
    'Use only exercises from the EXERCISE LIBRARY below: give each one by its key (the first column) and its name as written there.',
    'Choose 6-10 exercises with 3-4 sets each that fit the request (its split, muscles, equipment allowed or excluded and duration), the equipment and the limitations.',
    'Cardio exercises (kind cardio) get a time in duration_minutes, not sets of reps; other exercises get duration_minutes 0.',
    'A change request changes only what it asks for and keeps the rest of the workout.',
    'Reply with one JSON object and nothing else, in this shape:',
    '{"name": string, "description": string, "workout_type": "strength", "difficulty": "beginner" | "intermediate" | "advanced",',
    ' "estimated_duration": minutes, "exercises": [{"id": key, "name": string, "muscle_group": string, "sets": number,',
    ' "reps": "8-12", "rest_seconds": number, "tempo": "2-0-2-0", "duration_minutes": number, "notes": string}]}',
  ].join('\n');
  const user = [
    `Request: ${request}`,
    `Client: ${profile.name || 'the client'}`,
    `Experience: ${profile.experience ?? 'not given'}`,
    `Equipment: ${profile.equipmentText ?? 'not given'}`,
    `Limitations: ${profile.limitations ?? 'none'}`,
    `Training days per week: ${profile.daysPerWeek ?? 'not given'}`,
    `Goals: ${profile.goals.length ? profile.goals.join(', ') : 'not given'}`,
    `Last workouts: ${profile.recentWorkouts.length ? profile.recentWorkouts.join('; ') : 'none yet'}`,
    '',
    `${LIBRARY_HEADING} (key | name | muscles | equipment | level | kind | force)`,
    ...exercises.map((e) =>
      [
        `- ${keyOf.get(e.id) ?? ''}`,
        e.name,
        e.muscle_groups.join(', '),
        e.equipment ?? 'none',
        e.level ?? 'any',
        e.category ?? 'strength',
        e.force ?? 'any',
      ].join(' | '),
    ),
  ].join('\n');
  return { system, user, exercises: [...exercises], keys, responseFormat: workoutResponseFormat([...keys.keys()]) };
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
