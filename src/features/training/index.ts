// The training domain others build on: schedule and strength rules, dates, and the shared reads.
export { getActiveProgram, type ActiveProgram } from './api/get-active-program';
export { deleteWorkoutSession } from './api/delete-workout-session';
export { getActiveSession, type ActiveSession } from './api/get-active-session';
export { getLogsBetween, getRecentLogs, type RecentLog } from './api/get-recent-logs';
export { getWorkout, type PlannedExercise, type WorkoutWithExercises } from './api/get-workout';
export * from './lib/cycle';
export * from './lib/display-defaults';
export * from './lib/last-performance';
export * from './lib/local-date';
export * from './lib/rest-defaults';
export * from './lib/strength-math';
export * from './lib/todays-workout';
export * from './query-keys';
