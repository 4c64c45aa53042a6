// The settings the settings feature owns; src/app/pages/SettingsPage.tsx arranges them beside
// other features' settings (cycle sharing, the training profile, the training data).
export { CycleTrackingSetting } from './components/CycleTrackingSetting';
export { ProfileForm } from './components/ProfileForm';
export { SettingsSection } from './components/SettingsSection';
export { WeightUnitSetting } from './components/WeightUnitSetting';
