import type { LibraryKeys } from './library-keys';
import { availableEquipment, hasEquipmentFor, isRuledOut } from './equipment-rules';
import { createExerciseMatcher, type LibraryExercise } from './match-exercises';
import {
  AI_DEFAULTS,
  defaultDuration,
  defaultRestSeconds,
  readCount,
  readReps,
  type RepsPlan,
} from './workout-defaults';
import { fitsRequest } from './workout-prompt';
import type { ReplyWorkout } from './workout-reply';
import type { TrainerProfile } from './trainer-profile';

export const MIN_EXERCISES = 6;
export const MAX_EXERCISES = 10;

export interface DraftExercise extends RepsPlan {
  exercise: LibraryExercise;
  /** What the model wrote, when the library's name differs (shown in the preview). */
  modelName: string | null;
  sets: number;
  rest_time: number;
  tempo: string;
  notes: string | null;
  /** Cardio is prescribed as time (seconds in `duration`), not sets of reps. */
  is_time_based: boolean;
  duration: number | null;
}

export interface WorkoutDraft {
  name: string;
  description: string | null;
  workout_type: string;
  difficulty: string;
  estimated_duration: number;
  exercises: DraftExercise[];
  /** Names the model wrote that matched nothing usable and were replaced or dropped. */
  replaced: string[];
  /** How each of the model's exercises was found: by its library key, by its name, or not at all. */
  resolved: { byKey: number; byName: number; unknown: number };
}

/** Not enough usable exercises to make a valid workout (the spec's 'Failed to generate workout'). */
export class InvalidWorkoutError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidWorkoutError';
  }
}

const DIFFICULTIES = new Set(['beginner', 'intermediate', 'advanced', 'expert']);

/**
 * From a parsed reply to a valid workout of the library: each exercise found by the key the prompt
 * gave it (a key that was not sent is unknown, never a match), else by its name (the matcher, the
 * fallback for replies without a usable key), else replaced by a
 * library exercise for the same muscle group, or dropped), only exercises the person has the
 * equipment for and their limitations allow, no repeats, 6-10 exercises, and the spec's defaults
 * for everything the model left out.
 */
export function buildWorkoutDraft(
  reply: ReplyWorkout,
  library: readonly LibraryExercise[],
  profile: Pick<TrainerProfile, 'equipmentText' | 'limitations'>,
  request: string,
  keys: LibraryKeys<LibraryExercise> = new Map(),
): WorkoutDraft {
  const equipment = availableEquipment(profile.equipmentText, request);
  const allowed = (exercise: LibraryExercise) =>
    hasEquipmentFor(exercise.equipment, exercise.name, equipment) && !isRuledOut(exercise.name, profile.limitations);
  const matcher = createExerciseMatcher(library);
  const used = new Set<string>();
  const replaced: string[] = [];
  const exercises: DraftExercise[] = [];
  const resolved = { byKey: 0, byName: 0, unknown: 0 };

  for (const item of reply.exercises) {
    if (exercises.length >= MAX_EXERCISES) break;
    const byKey = item.id ? keys.get(item.id) : undefined;
    const found = byKey ?? matcher.match(item.name)?.exercise;
    resolved[byKey ? 'byKey' : found ? 'byName' : 'unknown'] += 1;
    let exercise = found && allowed(found) && !used.has(found.id) ? found : undefined;
    if (!exercise) {
      replaced.push(item.name);
      const group = item.muscle_group?.toLowerCase() ?? found?.muscle_groups[0];
      exercise = group
        ? library.find((e) => !used.has(e.id) && allowed(e) && e.muscle_groups.includes(group))
        : undefined;
    }
    if (!exercise) continue;
    used.add(exercise.id);
    exercises.push(toDraftExercise(exercise, item));
  }
  // Too few after dropping: top up with what fits the request, then the requested muscles, then
  // anything usable that is not a stretch or cardio (unless asked for).
  const fits = fitsRequest(request);
  const fitsAnyMuscle = fitsRequest(request, { anyMuscle: true });
  const fillers = [...library.filter(fits), ...library.filter(fitsAnyMuscle)].filter(allowed);
  for (const exercise of fillers) {
    if (exercises.length >= MIN_EXERCISES) break;
    if (used.has(exercise.id)) continue;
    used.add(exercise.id);
    exercises.push(toDraftExercise(exercise, { name: exercise.name }));
  }
  if (exercises.length < MIN_EXERCISES) {
    throw new InvalidWorkoutError(`Only ${exercises.length} exercises in the library fit this request`);
  }
  const difficulty = reply.difficulty?.toLowerCase();
  return {
    name: reply.name?.trim() || 'AI Workout',
    description: reply.description?.trim() || null,
    workout_type: reply.workout_type?.trim().toLowerCase() || AI_DEFAULTS.workoutType,
    difficulty: difficulty && DIFFICULTIES.has(difficulty) ? difficulty : AI_DEFAULTS.difficulty,
    estimated_duration: readCount(reply.estimated_duration, 10, 180, defaultDuration(exercises.length)),
    exercises,
    replaced,
    resolved,
  };
}

/** Ten minutes when the model gave a cardio exercise no time. */
const DEFAULT_CARDIO_MINUTES = 10;

function toDraftExercise(exercise: LibraryExercise, item: ReplyWorkout['exercises'][number]): DraftExercise {
  if (exercise.category === 'cardio') {
    return {
      exercise,
      modelName: item.name === exercise.name ? null : item.name,
      sets: 1,
      rep_single: null,
      rep_min: null,
      rep_max: null,
      rep_is_range: false,
      rest_time: readCount(item.rest_seconds ?? item.rest, 10, 600, 60),
      tempo: AI_DEFAULTS.tempo,
      notes: item.notes?.trim() || null,
      is_time_based: true,
      duration: 60 * readCount(item.duration_minutes, 1, 120, DEFAULT_CARDIO_MINUTES),
    };
  }
  return {
    exercise,
    modelName: item.name === exercise.name ? null : item.name,
    sets: readCount(item.sets, 1, 10, AI_DEFAULTS.sets),
    ...readReps(item.reps),
    rest_time: readCount(item.rest_seconds ?? item.rest, 10, 600, defaultRestSeconds(exercise.name)),
    tempo: item.tempo?.trim() || AI_DEFAULTS.tempo,
    notes: item.notes?.trim() || null,
    is_time_based: false,
    duration: null,
  };
}
