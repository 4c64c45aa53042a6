// The part of payments the booking flow shows on its confirm step (composed in src/app, so the
// booking page downloads nothing else of payments).
export { BookingCreditOffer, type BookingCreditOfferProps } from './components/BookingCreditOffer';
