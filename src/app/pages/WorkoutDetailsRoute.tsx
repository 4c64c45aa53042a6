import { WorkoutDetailsPage } from '@/features/workouts';
import { WorkoutCoachActions } from './workout-details/WorkoutCoachActions';

/**
 * `/workouts/:id/details`: the workouts feature's page, with the coach's actions composed in here
 * because they use the workout builder (duplicate) and the program builder (add to a program).
 */
export default function WorkoutDetailsRoute() {
  return (
    <WorkoutDetailsPage
      coachActions={(workout, canEdit) => <WorkoutCoachActions workout={workout} canEdit={canEdit} />}
    />
  );
}
