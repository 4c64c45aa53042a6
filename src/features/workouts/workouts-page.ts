// The workouts list, for the app to compose with the workout builder's Duplicate (kept apart from
// index.ts so that the details page does not download it).
export { WorkoutsPage, type DuplicateWorkoutSlot } from './components/WorkoutsPage';
