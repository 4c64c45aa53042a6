import { useNavigate } from 'react-router-dom';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { useDuplicateWorkout } from '../api/duplicate-workout';

/**
 * "Duplicate" on a saved workout (the workouts list): one save makes the copy, then the copy's
 * editor opens; a failed copy says why beside the button.
 */
export function DuplicateWorkoutButton({ workoutId, name }: { workoutId: string; name: string }) {
  const navigate = useNavigate();
  const duplicate = useDuplicateWorkout((id) => navigate(`/workouts/${id}/edit`));
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => duplicate.mutate(workoutId)}
        disabled={duplicate.isPending}
        aria-label={`Duplicate ${name}`}
      >
        Duplicate
      </Button>
      {duplicate.error && <Alert>The copy was not made: {duplicate.error.message}</Alert>}
    </>
  );
}
