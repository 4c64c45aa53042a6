// The signed-in `/join/<token>` page, for src/app to compose (the signed-out one is in routes.ts).
export { AcceptInvitationPage } from './components/AcceptInvitationPage';
