// What other features may use from the exercise library: a person's history of an exercise (their
// logged sets are read through the training domain's `exerciseSetsQuery`; the library read itself,
// which the workout builder's picker shares, is the training domain's `useExerciseLibrary`).
export { bestSets, groupSessions, type BestSet, type ExerciseSession, type LoggedSet } from './lib/exercise-history';
