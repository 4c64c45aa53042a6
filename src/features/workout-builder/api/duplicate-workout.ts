import { useMutation } from '@tanstack/react-query';
import { useRefreshWorkouts } from '@/features/training';
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

/** Copies the workout (by id, or a draft already loaded); the lists read the copy before `onCopied` runs. */
export function useDuplicateWorkout(onCopied: (copyId: string) => void) {
  const refresh = useRefreshWorkouts();
  return useMutation({
    mutationFn: (source: string | WorkoutDraft) =>
      typeof source === 'string' ? duplicateWorkout(source) : saveWorkout(copyOf(source)).then(({ id }) => id),
    onSuccess: async (copyId) => {
      await refresh();
      onCopied(copyId);
    },
  });
}
