// The workouts list, which src/app/pages/WorkoutsRoute.tsx completes with other features' actions.
export { WorkoutsPage } from './components/WorkoutsPage';
