/**
 * Query keys for the exercise library. A person's logged sets of an exercise are training data
 * (`trainingKeys.exerciseSets`), so a finished workout that invalidates `trainingKeys.all`
 * refreshes their history too.
 */
export const exerciseKeys = {
  all: ['exercises'] as const,
  library: ['exercises', 'library'] as const,
  detail: (exerciseId: string) => ['exercises', 'detail', exerciseId] as const,
};
