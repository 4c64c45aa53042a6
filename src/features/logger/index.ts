// What the rest of the app uses from the logger (the page itself is loaded by the route table).
export { LoggerBackgroundSync } from './components/LoggerBackgroundSync';
export { PendingWorkoutsNotice } from './components/PendingWorkoutsNotice';
export { discardWorkoutSession } from './sync/discard-session';
export { RestTimerChip } from './components/RestTimerChip';
// The queue History's edits wait in (the app passes it to History's page).
export { workoutEditQueue } from './sync/edit-queue';
