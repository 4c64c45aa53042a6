// What the rest of the app uses from the logger (the page itself is loaded by the route table).
export { LoggerBackgroundSync } from './components/LoggerBackgroundSync';
export { PendingWorkoutsNotice } from './components/PendingWorkoutsNotice';
export { discardWorkoutSession } from './sync/discard-session';
export { RestTimerChip } from './components/RestTimerChip';
// Kept for the dashboard (its page is being rebuilt elsewhere): these now live in the training domain.
export { emptyWorkoutPath, newEmptyWorkoutPath, sessionPath, StartEmptyWorkoutButton } from '@/features/training';
export type { CompletionSet, EditPayload, QueuedEdit } from './lib/session-schema';
export { discardWorkoutEdit, saveWorkoutEdit, syncQueuedWork, useQueuedWorkoutEdits } from './sync/edit-queue';
export { tracksDistance } from './lib/set-kind';
