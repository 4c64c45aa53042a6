import { openProgramAiModal, ProgramAiModal } from '@/features/ai-trainer';
import { ProgramBuilderPage } from '@/features/programs/program-builder-page';
import { WorkoutDraftEditor } from '@/features/workout-builder';

/**
 * `/programs/builder`: programs' builder, with the workout builder's form for "Create new workout"
 * and the AI trainer's "Generate with AI" dialog.
 */
export default function ProgramBuilderRoute() {
  return (
    <ProgramBuilderPage
      WorkoutEditor={WorkoutDraftEditor}
      AiProgramDialog={ProgramAiModal}
      openAiProgramDialog={openProgramAiModal}
    />
  );
}
