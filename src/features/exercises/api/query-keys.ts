import { exerciseLibraryKeys } from '@/features/training';

/**
 * Query keys for the exercise library. A person's logged sets of an exercise are training data
 * (`trainingKeys.exerciseSets`), so a finished workout that invalidates `trainingKeys.all`
 * refreshes their history too.
 */
export const exerciseKeys = {
  ...exerciseLibraryKeys,
  detail: (exerciseId: string) => ['exercises', 'detail', exerciseId] as const,
};
