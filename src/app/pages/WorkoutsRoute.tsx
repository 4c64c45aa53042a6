import { DuplicateWorkoutButton } from '@/features/workout-builder';
import { WorkoutsPage } from '@/features/workouts/workouts-page';

/** `/workouts`: the workouts list, with the workout builder's Duplicate on each of a coach's workouts. */
export default function WorkoutsRoute() {
  return <WorkoutsPage DuplicateButton={DuplicateWorkoutButton} />;
}
