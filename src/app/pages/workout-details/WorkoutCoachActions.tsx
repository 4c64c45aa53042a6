import { CalendarPlus, Copy, Pencil, Play, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { addWorkoutToProgramDraft } from '@/features/programs';
import { useDuplicateWorkout } from '@/features/workout-builder';
import type { CoachWorkout } from '@/features/workouts';
import { AssignWorkoutDialog } from './AssignWorkoutDialog';

/**
 * What a coach does with a workout from its page: edit it, copy it, give it to a client, put it in
 * a program. Starting it is only a preview for a coach (nothing is saved), so it comes last.
 */
export function WorkoutCoachActions({ workout, canEdit }: { workout: CoachWorkout; canEdit: boolean }) {
  const navigate = useNavigate();
  const [assigning, setAssigning] = useState(false);
  const duplicate = useDuplicateWorkout((id) => navigate(`/workouts/${id}/edit`));
  const addToProgram = () => {
    addWorkoutToProgramDraft(workout);
    navigate('/programs/builder');
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2" role="group" aria-label="Workout actions">
        {canEdit && (
          <ButtonLink to={`/workouts/${workout.id}/edit`}>
            <Pencil aria-hidden="true" className="size-4" />
            Edit
          </ButtonLink>
        )}
        <Button variant="secondary" onClick={() => duplicate.mutate(workout.id)} disabled={duplicate.isPending}>
          <Copy aria-hidden="true" className="size-4" />
          Duplicate
        </Button>
        {canEdit && (
          <Button variant="secondary" onClick={() => setAssigning(true)}>
            <UserPlus aria-hidden="true" className="size-4" />
            Assign to a client
          </Button>
        )}
        <Button variant="secondary" onClick={addToProgram}>
          <CalendarPlus aria-hidden="true" className="size-4" />
          Add to a program
        </Button>
        <ButtonLink variant="secondary" to={`/workouts/${workout.id}/start`}>
          <Play aria-hidden="true" className="size-4" />
          Preview
        </ButtonLink>
      </div>
      {duplicate.error && <Alert>The copy was not made: {duplicate.error.message}</Alert>}
      {assigning && <AssignWorkoutDialog workout={workout} open onClose={() => setAssigning(false)} />}
    </div>
  );
}
