import { PlayCircle } from 'lucide-react';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { DuplicateWorkoutButton } from '@/features/workout-builder';
import { WorkoutsPage } from '@/features/workouts/workouts-page';

/**
 * `/workouts`: the workouts list, with the workout builder's Duplicate on each of a coach's workouts,
 * and for clients the way into On demand (the videos, guides and workouts their coach shares).
 */
export default function WorkoutsRoute() {
  return (
    <WorkoutsPage
      DuplicateButton={DuplicateWorkoutButton}
      clientActions={
        <ButtonLink to="/on-demand" variant="secondary">
          <PlayCircle aria-hidden="true" className="size-4" />
          On demand
        </ButtonLink>
      }
    />
  );
}
