// What the rest of the app uses from the AI trainer: its chat modal.
export { AiChatModal } from './components/AiChatModal';
