// What the app composes from the builder into other features' pages: copying a workout (the
// workouts list's Duplicate, the details page's), and the builder's form for a workout that another
// screen saves (the program builder's "Create new workout").
export { useDuplicateWorkout } from './api/duplicate-workout';
export { BuilderEditor as WorkoutDraftEditor } from './components/BuilderEditor';
export { DuplicateWorkoutButton } from './components/DuplicateWorkoutButton';
