import type { WorkoutDraft } from '../lib/builder-rules';
import { getWorkoutDraft } from './get-workout-draft';
import { saveWorkout } from './save-workout';

/** A new workout of one's own with the same settings and exercises (for a read-only one, "Make a copy"). */
export function copyOf(draft: WorkoutDraft): WorkoutDraft {
  return {
    ...draft,
    id: null,
    revision: null,
    name: `${draft.name} (copy)`.slice(0, 200),
    exercises: draft.exercises.map((exercise) => ({ ...exercise, id: null })),
  };
}

/** Copies a saved workout in one save; returns the copy's id. */
export async function duplicateWorkout(workoutId: string): Promise<string> {
  const loaded = await getWorkoutDraft(workoutId);
  if (!loaded) throw new Error('The workout is no longer available');
  return (await saveWorkout(copyOf(loaded.draft))).id;
}
