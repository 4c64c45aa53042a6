// What the rest of the app uses from the AI trainer: its chat modal, and the program builder's
// "Generate with AI" dialog (drafts a week of workouts; the builder keeps them in its draft).
export { AiChatModal } from './components/AiChatModal';
export { ProgramAiModal } from './components/ProgramAiModalLoader';
export type { AiProgramDraft } from './components/ProgramAiModal';
export { openProgramAiModal, PROGRAM_AI_MODAL_KEY } from './stores/program-ai-store';
