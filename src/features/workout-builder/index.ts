// What other features use from the builder: copying a workout.
export { duplicateWorkout } from './api/duplicate-workout';
