// What the app composes from workouts: the list and details pages (with the actions that use other
// features added by the app) and the request that gives a workout to a client.
export { WorkoutsPage } from './components/WorkoutsPage';
export { default as WorkoutDetailsPage, type CoachWorkout } from './components/WorkoutDetailsPage';
export { assignWorkout } from './api/assign-workout';
