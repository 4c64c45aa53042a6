// The client profile's "Weekly check-in" section (set-up and history), kept apart so only the
// profile's chunk carries it: src/app/pages/ClientProfilePage.tsx composes it.
export { ClientCheckInsSection } from './components/ClientCheckInsSection';
