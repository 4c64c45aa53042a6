// Today's "Next session" card, loaded on its own by the client's Today page (app/pages/dashboard),
// so `/` does not carry the scheduling code.
export { NextSessionCard as default } from './components/NextSessionCard';
