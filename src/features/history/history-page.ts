// History's page, for the app to compose with the queue its edits wait in (kept apart from index.ts,
// which Settings imports for the CSV section).
export { HistoryPage } from './components/HistoryPage';
export type { WorkoutEditQueue } from './hooks/edit-queue';
