// What other features may use from the exercise library: the library itself and a person's history
// of an exercise (their logged sets are read through the training domain's `exerciseSetsQuery`).
export { bestSets, groupSessions, type BestSet, type ExerciseSession, type LoggedSet } from './lib/exercise-history';
