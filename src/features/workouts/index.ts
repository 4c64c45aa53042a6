// What the app composes from workouts: the details page (with the coach's actions added by the app)
// and the request that gives a workout to a client.
export { default as WorkoutDetailsPage, type CoachWorkout } from './components/WorkoutDetailsPage';
export { assignWorkout } from './api/assign-workout';
