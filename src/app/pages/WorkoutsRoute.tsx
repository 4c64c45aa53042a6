import { StartEmptyWorkoutButton } from '@/features/logger';
import { duplicateWorkout } from '@/features/workout-builder';
import { WorkoutsPage } from '@/features/workouts/list-page';

/** `/workouts`: the workouts feature's list, with the logger's "start empty" and the builder's copy. */
export default function WorkoutsRoute() {
  return <WorkoutsPage startEmptyWorkout={<StartEmptyWorkoutButton />} duplicateWorkout={duplicateWorkout} />;
}
