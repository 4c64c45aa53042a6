// Today's weekly check-in card, loaded on its own after Today's first paint (app/pages/dashboard), so
// `/` does not carry the check-in code; the questions' form is a further chunk, loaded on Start.
export { CheckInTodayCard as default } from './components/CheckInTodayCard';
