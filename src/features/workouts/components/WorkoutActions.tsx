import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/Button';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { useDeleteWorkout, useSetWorkoutArchived, WorkoutInUseError } from '../api/remove-workout';
import type { WorkoutSummary } from '../api/list-workouts';

/**
 * Edit, Duplicate and Delete (or Archive, when a program or a log uses it) for one workout.
 * `duplicate` is the workout builder's button, passed in by the app (src/app/pages/WorkoutsRoute.tsx).
 */
export function WorkoutActions({
  workout,
  canEdit,
  duplicate,
}: {
  workout: WorkoutSummary;
  canEdit: boolean;
  duplicate: ReactNode;
}) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteWorkout(workout.id, () => setConfirming(false));
  const archive = useSetWorkoutArchived(workout.id, () => setConfirming(false));
  const inUse = remove.error instanceof WorkoutInUseError;
  const name = workout.name;

  return (
    <div className="flex flex-wrap gap-2 px-1 pt-2">
      {canEdit && (
        <ButtonLink variant="secondary" to={`/workouts/${workout.id}/edit`} aria-label={`Edit ${name}`}>
          Edit
        </ButtonLink>
      )}
      {duplicate}
      {canEdit &&
        (workout.is_archived ? (
          <Button
            variant="secondary"
            onClick={() => archive.mutate(!workout.is_archived)}
            aria-label={`Restore ${name}`}
          >
            Restore
          </Button>
        ) : (
          <Button variant="ghost" onClick={() => setConfirming(true)} aria-label={`Delete ${name}`}>
            Delete
          </Button>
        ))}
      <ConfirmDialog
        title={inUse ? 'This workout is in use' : 'Delete this workout?'}
        open={confirming}
        confirmLabel={inUse ? 'Archive instead' : 'Delete'}
        cancelLabel="Cancel"
        tone={inUse ? 'primary' : 'danger'}
        busy={remove.isPending || archive.isPending}
        error={inUse ? null : (remove.error?.message ?? archive.error?.message ?? null)}
        onConfirm={() => (inUse ? archive.mutate(!workout.is_archived) : remove.mutate())}
        onClose={() => {
          setConfirming(false);
          remove.reset();
        }}
      >
        {inUse ? (
          <p>
            “{name}” is used by a program or a logged workout, so it cannot be deleted. Archive it instead: it leaves
            this list and the pickers, and programs and history keep it.
          </p>
        ) : (
          <p>“{name}” and its exercises will be deleted. This cannot be undone.</p>
        )}
      </ConfirmDialog>
    </div>
  );
}
