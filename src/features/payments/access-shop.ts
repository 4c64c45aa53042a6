// The part of payments the client's `/access` page shows ("Get more"), composed in src/app so the
// access page downloads nothing else of payments.
export { AccessShop } from './components/AccessShop';
