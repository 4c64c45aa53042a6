// "Book a session" for the app to compose with payments' offer (src/app/pages/BookSessionRoute.tsx).
export { default as BookSessionPage } from './components/BookSessionPage';
