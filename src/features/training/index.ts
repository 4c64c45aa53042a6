// The training domain others build on: schedule and strength rules, dates, and the shared reads.
export {
  addWorkoutToProgram,
  useAddWorkoutToProgram,
  useClientActiveProgram,
  type AddWorkoutToProgram,
} from './api/add-workout-to-program';
export { activeProgramQuery, getActiveProgram, type ActiveProgram } from './api/get-active-program';
export { assignProgram, useAssignProgram } from './api/assign-program';
export { getProgramWeekPlan, type ProgramWeekPlan } from './api/get-program-week-plan';
export { deleteWorkoutSession } from './api/delete-workout-session';
export { activeSessionQuery, getActiveSession, type ActiveSession } from './api/get-active-session';
export { getLogsBetween, getRecentLogs, recentLogsQuery, type RecentLog } from './api/get-recent-logs';
export {
  getWorkout,
  useWorkout,
  workoutQuery,
  type PlannedExercise,
  type WorkoutWithExercises,
} from './api/get-workout';
export {
  coachedClientsQuery,
  listCoachedClients,
  useCoachedClients,
  type CoachedClient,
} from './api/list-coached-clients';
export { keepWorkoutOnDevice, refreshKeptWorkout } from './api/keep-workout';
export {
  forgetKeptWorkout,
  keptWorkoutList,
  readKeptWorkout,
  KEPT_WORKOUTS_DATABASE,
  type KeptLoggedSet,
  type KeptWorkout,
} from './storage/kept-workouts';
export { exerciseSetsQuery, useExerciseSets } from './api/list-exercise-sets';
export { exerciseLibraryQuery, listExercises, useExerciseLibrary, type ExerciseSummary } from './api/list-exercises';
export { useRefreshTraining, useRefreshWorkouts } from './api/refresh-training';
export { StartEmptyWorkoutButton } from './components/StartEmptyWorkoutButton';
export * from './lib/cycle';
export * from './lib/display-defaults';
export * from './lib/exercise-index';
export * from './lib/empty-workout';
export * from './lib/last-performance';
export * from './lib/local-date';
export * from './lib/rest-defaults';
export * from './lib/set-distance';
export * from './lib/program-weeks';
export * from './lib/strength-math';
export * from './lib/todays-workout';
export * from './lib/workout-draft';
export type * from './lib/workout-log-payload';
export {
  derivedEquipment,
  derivedMuscles,
  validateWorkoutDraft,
  WORKOUT_LIMITS,
  workoutSavePayload,
  workoutTags,
  type WorkoutDraftErrors,
} from './lib/workout-draft-rules';
export * from './api/query-keys';
