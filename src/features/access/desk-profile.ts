// The client profile's "Check-ins" section (issue 29), kept apart from the feature's index.ts so
// only the profile's chunk carries it: src/app/pages/ClientProfilePage.tsx composes it.
export { CheckInLogSection } from './desk/CheckInLogSection';
