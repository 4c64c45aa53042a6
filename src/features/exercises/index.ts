// What other features may use from the exercise library: the library itself and a person's logged
// sets of an exercise.
export { exerciseSetsQuery } from './api/list-exercise-sets';
export { bestSets, groupSessions, type BestSet, type ExerciseSession, type LoggedSet } from './lib/exercise-history';
export { exerciseLibraryQuery, useExerciseLibrary, type ExerciseSummary } from './api/list-exercises';
