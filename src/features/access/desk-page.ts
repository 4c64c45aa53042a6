// The check-in desk's page (issue 29), kept apart from the feature's index.ts so that only the
// desk's route downloads it: src/app/pages/CheckInDeskRoute.tsx composes it.
export { default as CheckInDeskPage } from './desk/CheckInDeskPage';
