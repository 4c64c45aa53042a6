// The staff view of a client's money, one part of the client profile: src/app/pages/ClientProfilePage.tsx
// composes it (kept apart from index.ts so the profile's chunk carries only this).
export { ClientMoneySection } from './components/ClientMoneySection';
