import type { DraftExercise } from '@/features/training';
import { GROUP_LETTERS } from '@/lib/exercise-groups';

// The draft's shape is the training domain's (the AI trainer and the program builder make drafts
// too); these are the builder's rules over it.
export type { DraftExercise, RepMode, WorkoutDraft } from '@/features/training';
export {
  WORKOUT_TYPES,
  derivedEquipment,
  derivedMuscles,
  emptyWorkoutDraft as emptyDraft,
  workoutTags,
} from '@/features/training';

export const DIFFICULTIES = ['beginner', 'intermediate', 'advanced', 'expert'] as const;

export interface PickedExercise {
  id: string;
  name: string;
  muscle_groups: string[];
  equipment: string | null;
}

export function draftExercise(picked: PickedExercise, key: string): DraftExercise {
  return {
    key,
    id: null,
    exerciseId: picked.id,
    name: picked.name,
    muscleGroups: picked.muscle_groups,
    equipment: picked.equipment,
    sets: '3',
    repMode: 'single',
    reps: '10',
    repMin: '',
    repMax: '',
    duration: '',
    weight: '',
    rest: '',
    tempo: '',
    notes: '',
    groupKey: null,
  };
}

/**
 * Groups stay runs of two or more neighbours after any change, lettered A, B, C in order: a move
 * or removal that splits or shrinks a group ungroups what no longer forms one.
 */
export function normalizeGroups(exercises: DraftExercise[]): DraftExercise[] {
  const runs: { key: string; start: number; end: number }[] = [];
  exercises.forEach((exercise, index) => {
    const last = runs.at(-1);
    if (exercise.groupKey && last && last.key === exercise.groupKey && last.end === index - 1) last.end = index;
    else if (exercise.groupKey) runs.push({ key: exercise.groupKey, start: index, end: index });
  });
  const letters = new Map<number, string>();
  let next = 0;
  for (const run of runs) {
    if (run.end === run.start) continue;
    const letter = GROUP_LETTERS[next] ?? null;
    next += 1;
    if (letter) for (let index = run.start; index <= run.end; index += 1) letters.set(index, letter);
  }
  return exercises.map((exercise, index) => {
    const groupKey = letters.get(index) ?? null;
    return groupKey === exercise.groupKey ? exercise : { ...exercise, groupKey };
  });
}

export function moveExercise(exercises: DraftExercise[], from: number, to: number): DraftExercise[] {
  if (from === to || from < 0 || to < 0 || from >= exercises.length || to >= exercises.length) return exercises;
  const next = [...exercises];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return normalizeGroups(next);
}

export function removeExercise(exercises: DraftExercise[], index: number): DraftExercise[] {
  return normalizeGroups(exercises.filter((_, position) => position !== index));
}

/** A copy right below the original (in its group, if any), as a new row. */
export function duplicateExercise(exercises: DraftExercise[], index: number, key: string): DraftExercise[] {
  const original = exercises[index];
  if (!original) return exercises;
  const next = [...exercises];
  next.splice(index + 1, 0, { ...original, key, id: null });
  return normalizeGroups(next);
}

/** Joins an exercise and the next one into a superset (extending or merging their groups). */
export function groupWithNext(exercises: DraftExercise[], index: number): DraftExercise[] {
  const current = exercises[index];
  const following = exercises[index + 1];
  if (!current || !following) return exercises;
  const key = current.groupKey ?? following.groupKey ?? '#';
  const merged = exercises.map((exercise, position) => {
    const inCurrent = current.groupKey !== null && exercise.groupKey === current.groupKey;
    const inFollowing = following.groupKey !== null && exercise.groupKey === following.groupKey;
    return position === index || position === index + 1 || inCurrent || inFollowing
      ? { ...exercise, groupKey: key }
      : exercise;
  });
  return normalizeGroups(merged);
}

/** Takes one exercise out of its group (the rest of the group stays a group if it still can). */
export function ungroup(exercises: DraftExercise[], index: number): DraftExercise[] {
  const current = exercises[index];
  if (!current?.groupKey) return exercises;
  // The members after it become their own run, so give them a fresh provisional key.
  const after = `${current.groupKey}'`;
  const split = exercises.map((exercise, position) => {
    if (position === index) return { ...exercise, groupKey: null };
    if (position > index && exercise.groupKey === current.groupKey) return { ...exercise, groupKey: after };
    return exercise;
  });
  return normalizeGroups(split);
}
