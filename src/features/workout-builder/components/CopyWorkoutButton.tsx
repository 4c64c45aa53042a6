import { Copy } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { groupPositions } from '@/lib/exercise-groups';
import { useDuplicateWorkout } from '../api/duplicate-workout';
import type { WorkoutDraft } from '../lib/builder-rules';

export function CopyWorkoutButton({ draft }: { draft: WorkoutDraft }) {
  const navigate = useNavigate();
  const copy = useDuplicateWorkout((id) => navigate(`/workouts/${id}/edit`));
  const groups = groupPositions(draft.exercises.map((exercise) => exercise.groupKey));
  return (
    <div className="flex flex-col gap-3">
      <ol className="flex flex-col gap-1 text-sm">
        {draft.exercises.map((exercise, index) => (
          <li key={exercise.key}>
            {index + 1}. {exercise.name}
            {groups[index]?.label ? ` · ${groups[index]!.label}` : ''}
          </li>
        ))}
      </ol>
      {copy.error && <Alert>The copy was not made: {copy.error.message}</Alert>}
      <Button onClick={() => copy.mutate(draft)} disabled={copy.isPending}>
        <Copy className="size-4" aria-hidden /> Make a copy
      </Button>
    </div>
  );
}
