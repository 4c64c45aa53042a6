// What other features may use from the exercise library: a person's logged sets of an exercise.
export { listExerciseSets } from './api/list-exercise-sets';
export { bestSets, groupSessions, type BestSet, type ExerciseSession, type LoggedSet } from './lib/exercise-history';
export { exerciseKeys } from './query-keys';
export { listExercises, type ExerciseSummary } from './api/list-exercises';
