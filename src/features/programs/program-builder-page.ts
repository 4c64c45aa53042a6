// The program builder's page, for the app to compose with the parts it takes from other features
// (kept apart from index.ts so that pages using programs' other exports do not download it).
export { ProgramBuilderPage } from './components/ProgramBuilderPage';
export type { AiProgramDialogProps, ProgramBuilderParts, WorkoutEditorProps } from './components/builder-parts';
