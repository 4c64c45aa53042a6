// Today's body-weight card, loaded on its own by the client's Today page (app/pages/dashboard), so
// `/` does not carry it until after the first paint.
export { BodyWeightCard as default } from './components/BodyWeightCard';
