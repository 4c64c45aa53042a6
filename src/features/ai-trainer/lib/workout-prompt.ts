import { availableEquipment, hasEquipmentFor, isRuledOut } from './equipment-rules';
import type { LibraryExercise } from './match-exercises';
import type { TrainerProfile } from './trainer-profile';

/** The spec: at most 150 exercises go into a prompt. */
export const MAX_PROMPT_EXERCISES = 150;
/** The local model (and this contract) reads the library under this heading. */
export const LIBRARY_HEADING = 'EXERCISE LIBRARY';
export const RETRY_PROMPT = 'Your previous reply was not valid JSON. Reply with only the JSON object described above.';

export interface PromptExercise extends LibraryExercise {
  level?: string | null;
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
 * Up to 150 exercises for the prompt, preferring those that fit: usable with the person's
 * equipment and limitations first (those that are not never go in), then those for the requested
 * muscles. Within each tier the choice is random (the caller passes the random source, so tests
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
  const focus = requestedMuscles(request);
  const usable = library.filter(
    (exercise) =>
      hasEquipmentFor(exercise.equipment, exercise.name, equipment) && !isRuledOut(exercise.name, profile.limitations),
  );
  const fits = (exercise: T) => focus.length === 0 || exercise.muscle_groups.some((m) => focus.includes(m));
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
}

/** The chat-completions messages for one workout. */
export function buildWorkoutPrompt(
  request: string,
  profile: TrainerProfile,
  exercises: readonly PromptExercise[],
): WorkoutPrompt {
  const system = [
    "You are an expert personal trainer writing one workout for a client from their coach's exercise library.",
    'Use only exercises from the EXERCISE LIBRARY below, named as they are written there.',
    'Choose 6-10 exercises with 3-4 sets each that fit the request, the equipment and the limitations.',
    'Reply with one JSON object and nothing else, in this shape:',
    '{"name": string, "description": string, "workout_type": "strength", "difficulty": "beginner" | "intermediate" | "advanced",',
    ' "estimated_duration": minutes, "exercises": [{"name": string, "muscle_group": string, "sets": number,',
    ' "reps": number or "8-12", "rest_seconds": number, "tempo": "2-0-2-0", "notes": string}]}',
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
    `${LIBRARY_HEADING} (name | muscles | equipment | level)`,
    ...exercises.map(
      (e) => `- ${e.name} | ${e.muscle_groups.join(', ')} | ${e.equipment ?? 'none'} | ${e.level ?? 'any'}`,
    ),
  ].join('\n');
  return { system, user, exercises: [...exercises] };
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
