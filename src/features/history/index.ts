// History: finished workouts (calendar and list), editing one, and moving a log in and out as CSV.
export { HistoryDataSection } from './components/HistoryDataSection';
