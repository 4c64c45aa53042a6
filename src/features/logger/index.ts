// What the rest of the app uses from the logger (the page itself is loaded by the route table).
export { LoggerBackgroundSync } from './components/LoggerBackgroundSync';
export { PendingWorkoutsNotice } from './components/PendingWorkoutsNotice';
export { discardWorkoutSession } from './sync/discard-session';
export { RestTimerChip } from './components/RestTimerChip';
export { emptyWorkoutPath, newEmptyWorkoutPath, sessionPath } from './lib/empty-workout';
export { StartEmptyWorkoutButton } from './components/StartEmptyWorkoutButton';
export type { CompletionSet, EditPayload, QueuedEdit } from './lib/session-schema';
export { discardWorkoutEdit, saveWorkoutEdit, syncQueuedWork, useQueuedWorkoutEdits } from './sync/edit-queue';
export { tracksDistance } from './lib/set-kind';
