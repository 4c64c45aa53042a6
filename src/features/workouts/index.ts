// What the app composes from workouts: the details page (with the coach's actions added by the app)
// and the hook that gives a workout to a client.
export { default as WorkoutDetailsPage, type CoachWorkout } from './components/WorkoutDetailsPage';
export { useAssignWorkout } from './api/assign-workout';
