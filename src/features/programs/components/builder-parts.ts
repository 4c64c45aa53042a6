import type { ComponentType } from 'react';
import type { WorkoutDraft } from '@/features/training';
import type { AiDraftedProgram, SelectedClient } from '../lib/program-draft';

/** The workout builder's form, as "Create new workout" uses it: it hands the valid workout back, saving nothing. */
export type WorkoutEditorProps = {
  initial: WorkoutDraft;
  readOnly: boolean;
  onSubmit: (workout: WorkoutDraft) => void;
  submitLabel: string;
};

/** "Generate with AI": a dialog that drafts a week of workouts and hands it to the builder. */
export type AiProgramDialogProps = {
  styles: ReadonlyArray<{ value: string; label: string }>;
  defaultClient: SelectedClient | null;
  defaultStyle: string;
  onDraft: (program: AiDraftedProgram) => void;
};

/**
 * What the program builder uses from other features, passed in by the page the app composes
 * (src/app/pages/ProgramBuilderRoute.tsx): programs does not import the workout builder or the AI trainer.
 */
export interface ProgramBuilderParts {
  WorkoutEditor: ComponentType<WorkoutEditorProps>;
  AiProgramDialog: ComponentType<AiProgramDialogProps>;
  /** Opens the AI dialog (the page's "Generate with AI" button). */
  openAiProgramDialog: () => void;
}
