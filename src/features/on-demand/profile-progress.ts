// The client profile's "On demand" section (what the client opened and completed), kept apart from
// the feature's other entries so only the profile's chunk carries it: src/app/pages/ClientProfilePage.tsx
// composes it.
export { ClientOnDemandProgress } from './client/components/ClientOnDemandProgress';
