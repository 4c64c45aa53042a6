// The part of scheduling that Settings shows (kept apart so Settings downloads nothing else of it).
export { CalendarFeedSection } from './components/CalendarFeedSection';
