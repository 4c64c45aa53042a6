import type { DraftExercise, WorkoutDraft } from './workout-draft';

/**
 * The workout draft's rules that every maker of drafts applies: the limits, the derived tags, the
 * validation and the `save_workout` call it becomes (the workout builder saves one draft; the
 * program builder saves its new workouts with the program, in one transaction).
 */
export const WORKOUT_LIMITS = { name: 200, description: 5000, notes: 2000, maxSets: 50, maxExercises: 100 } as const;
const LIMITS = WORKOUT_LIMITS;

const unique = (values: string[]) =>
  [...new Set(values.map((value) => value.trim().toLowerCase()).filter(Boolean))].sort();

export function derivedEquipment(exercises: DraftExercise[]): string[] {
  return unique(exercises.flatMap((exercise) => (exercise.equipment ? [exercise.equipment] : [])));
}

export function derivedMuscles(exercises: DraftExercise[]): string[] {
  return unique(exercises.flatMap((exercise) => exercise.muscleGroups));
}

/** The workout's equipment and muscles: the author's lists when edited, otherwise derived. */
export function workoutTags(draft: WorkoutDraft): { equipment: string[]; muscles: string[] } {
  return {
    equipment: draft.equipmentOverride ?? derivedEquipment(draft.exercises),
    muscles: draft.musclesOverride ?? derivedMuscles(draft.exercises),
  };
}

/** Messages by field: `name`, `estimatedDuration`, or `exercises.<row key>.<field>`. */
export type WorkoutDraftErrors = Record<string, string>;

export const TEMPO_PATTERN = /^[0-9Xx]-[0-9Xx]-[0-9Xx]-[0-9Xx]$/;

/** A whole number from a form field: null when blank, NaN when not a whole number. */
export function wholeNumber(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

function decimal(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  return /^\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

function exerciseErrors(exercise: DraftExercise): Record<string, string> {
  const errors: Record<string, string> = {};
  const sets = wholeNumber(exercise.sets);
  if (sets === null || Number.isNaN(sets) || sets < 1 || sets > LIMITS.maxSets)
    errors.sets = `Sets must be a whole number from 1 to ${LIMITS.maxSets}`;
  if (exercise.repMode === 'single') {
    const reps = wholeNumber(exercise.reps);
    if (reps === null || Number.isNaN(reps) || reps < 1 || reps > 1000) errors.reps = 'Reps must be from 1 to 1000';
  } else if (exercise.repMode === 'range') {
    const min = wholeNumber(exercise.repMin);
    const max = wholeNumber(exercise.repMax);
    if (min === null || Number.isNaN(min) || min < 1 || min > 1000) errors.repMin = 'Enter the fewest reps (1 to 1000)';
    if (max === null || Number.isNaN(max) || max < 1 || max > 1000) errors.repMax = 'Enter the most reps (1 to 1000)';
    if (!errors.repMin && !errors.repMax && min! > max!) errors.repMax = 'The most reps must be at least the fewest';
  } else {
    const seconds = wholeNumber(exercise.duration);
    if (seconds === null || Number.isNaN(seconds) || seconds < 1 || seconds > 86400)
      errors.duration = 'Duration must be from 1 to 86400 seconds';
  }
  const weight = decimal(exercise.weight);
  if (weight !== null && (Number.isNaN(weight) || weight >= 10000))
    errors.weight = 'Weight must be a number below 10000';
  const rest = wholeNumber(exercise.rest);
  if (rest !== null && (Number.isNaN(rest) || rest > 3600)) errors.rest = 'Rest must be from 0 to 3600 seconds';
  if (exercise.tempo.trim() !== '' && !TEMPO_PATTERN.test(exercise.tempo.trim()))
    errors.tempo = 'Tempo is four parts like 3-1-X-0';
  if (exercise.notes.length > LIMITS.notes) errors.notes = `Notes can be at most ${LIMITS.notes} characters`;
  return errors;
}

export function validateWorkoutDraft(draft: WorkoutDraft): WorkoutDraftErrors {
  const errors: WorkoutDraftErrors = {};
  if (draft.name.trim() === '') errors.name = 'Give the workout a name';
  else if (draft.name.trim().length > LIMITS.name) errors.name = `The name can be at most ${LIMITS.name} characters`;
  if (draft.description.length > LIMITS.description)
    errors.description = `The description can be at most ${LIMITS.description} characters`;
  const minutes = wholeNumber(draft.estimatedDuration);
  if (minutes !== null && (Number.isNaN(minutes) || minutes < 1 || minutes > 600))
    errors.estimatedDuration = 'Duration must be from 1 to 600 minutes';
  if (draft.exercises.length === 0) errors.exercises = 'Add at least one exercise';
  if (draft.exercises.length > LIMITS.maxExercises)
    errors.exercises = `A workout holds at most ${LIMITS.maxExercises} exercises`;
  for (const exercise of draft.exercises) {
    for (const [field, message] of Object.entries(exerciseErrors(exercise)))
      errors[`exercises.${exercise.key}.${field}`] = message;
  }
  return errors;
}

/** The arguments of `save_workout` for a valid draft. */
export function workoutSavePayload(draft: WorkoutDraft) {
  const { equipment, muscles } = workoutTags(draft);
  return {
    p_workout: {
      id: draft.id,
      name: draft.name.trim(),
      description: draft.description.trim(),
      workout_type: draft.workoutType,
      difficulty: draft.difficulty,
      estimated_duration: wholeNumber(draft.estimatedDuration),
      equipment,
      muscle_groups: muscles,
    },
    p_exercises: draft.exercises.map((exercise) => ({
      id: exercise.id,
      exercise_id: exercise.exerciseId,
      sets: wholeNumber(exercise.sets),
      rep_single: exercise.repMode === 'single' ? wholeNumber(exercise.reps) : null,
      rep_min: exercise.repMode === 'range' ? wholeNumber(exercise.repMin) : null,
      rep_max: exercise.repMode === 'range' ? wholeNumber(exercise.repMax) : null,
      rep_is_range: exercise.repMode === 'range',
      is_time_based: exercise.repMode === 'time',
      duration: exercise.repMode === 'time' ? wholeNumber(exercise.duration) : null,
      weight: decimal(exercise.weight),
      rest_time: wholeNumber(exercise.rest),
      tempo: exercise.tempo.trim().toUpperCase() || null,
      notes: exercise.notes.trim() || null,
      group_key: exercise.groupKey,
    })),
    p_expected_revision: draft.revision ?? undefined,
  };
}
