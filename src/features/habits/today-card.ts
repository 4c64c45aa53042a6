// Today's habits card, loaded on its own by the client's Today page (app/pages/dashboard), so `/`
// does not carry the habits code (and its outbox) until after the first paint.
export { HabitsTodayCard as default } from './components/HabitsTodayCard';
