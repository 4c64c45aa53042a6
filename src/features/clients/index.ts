// What the rest of the app may use from the clients feature.
export { ClientSignalsPanel } from './components/ClientSignalsPanel';
export { flagsFor, type Flag, type RosterRow } from './lib/roster-signals';
export { default as CoachHome } from './components/CoachHome';
export { ClientTagsEditor } from './components/ClientTagsEditor';
