import { Modal } from '@/components/ui/Modal';
import { emptyWorkoutDraft, type WorkoutDraft } from '@/features/training';
import type { ProgramBuilderParts } from './builder-parts';

/**
 * "Create new workout" inside the program builder: the workout builder's own form (passed in by the
 * app) in a full-height
 * dialog. Nothing is saved here; the valid workout goes into the program draft (local storage) and
 * is saved with the program, in the same transaction.
 */
export function InlineWorkoutDialog({
  open,
  title,
  initial,
  onDone,
  onClose,
  WorkoutEditor,
}: {
  open: boolean;
  title: string;
  /** The workout to edit again, or null for a new one. */
  initial: WorkoutDraft | null;
  onDone: (workout: WorkoutDraft) => void;
  onClose: () => void;
  WorkoutEditor: ProgramBuilderParts['WorkoutEditor'];
}) {
  return (
    <Modal
      title={title}
      open={open}
      onClose={onClose}
      className="h-dvh max-h-none w-full max-w-none rounded-none sm:h-[92vh] sm:w-[min(100%-2rem,72rem)] sm:rounded-2xl [&>div]:h-full [&>div]:max-h-none"
    >
      <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">
        This workout is kept in your program draft and saved to your library when you save the program.
      </p>
      <WorkoutEditor
        initial={initial ?? emptyWorkoutDraft()}
        readOnly={false}
        onSubmit={onDone}
        submitLabel={initial ? 'Update workout in the program' : 'Add workout to the program'}
      />
    </Modal>
  );
}
