import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';
import { useAuthStore } from '@/features/auth';
import { useSetExerciseActive } from '../api/save-exercise';
import type { Exercise } from '../api/get-exercise';
import { EMPTY_EXERCISE, ExerciseForm } from './ExerciseForm';

const useIdentity = () => ({
  userId: useAuthStore((state) => state.user?.id ?? ''),
  role: useAuthStore((state) => state.userRole),
});

/** "New exercise" on the library page, for staff and admins. */
export function NewExerciseButton() {
  const { userId, role } = useIdentity();
  const [open, setOpen] = useState(false);
  if (role === 'client' || !userId) return null;
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <Plus className="size-4" aria-hidden /> New exercise
      </Button>
      <Modal title="New exercise" open={open} onClose={() => setOpen(false)}>
        <ExerciseForm id={null} userId={userId} initial={EMPTY_EXERCISE} onDone={() => setOpen(false)} />
      </Modal>
    </>
  );
}

/** Edit and Archive/Restore on an exercise's page, for its author and admins. */
export function ExerciseAdminActions({ exercise }: { exercise: Exercise }) {
  const { userId, role } = useIdentity();
  const [open, setOpen] = useState(false);
  const archive = useSetExerciseActive(exercise.id);
  if (!(role === 'admin' || (role === 'staff' && exercise.created_by === userId))) return null;
  return (
    <div className="flex flex-col gap-2">
      {!exercise.is_active && (
        <Alert tone="info">Archived: this exercise is out of search and pickers, and stays in past workouts.</Alert>
      )}
      <div className="flex gap-2">
        <Button variant="secondary" onClick={() => setOpen(true)}>
          Edit
        </Button>
        <Button variant="secondary" onClick={() => archive.mutate(!exercise.is_active)} disabled={archive.isPending}>
          {exercise.is_active ? 'Archive' : 'Restore'}
        </Button>
      </div>
      {archive.error && <Alert>{archive.error.message}</Alert>}
      <Modal title="Edit exercise" open={open} onClose={() => setOpen(false)}>
        <ExerciseForm
          id={exercise.id}
          userId={userId}
          initial={{
            name: exercise.name,
            muscles: exercise.muscle_groups.join(', '),
            equipment: exercise.equipment ?? '',
            category: exercise.category,
            level: exercise.level,
            instructions: exercise.instructions.join('\n'),
            videoUrl: exercise.demo_video_url ?? '',
            aliases: exercise.aliases,
          }}
          onDone={() => setOpen(false)}
          demoImageCount={exercise.images.length}
        />
      </Modal>
    </div>
  );
}
