import { CollectionsPage } from './CollectionsPage';

/** `/on-demand/workout-list`. */
export default function WorkoutListPage() {
  return <CollectionsPage kind="workouts" />;
}
