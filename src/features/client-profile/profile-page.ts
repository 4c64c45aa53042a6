// The coach's client profile in parts: src/app/pages/ClientProfilePage.tsx arranges them beside the
// roster's signals and the latest body scan.
export { ClientPhotos } from './components/ClientPhotos';
export { ClientShell } from './components/ClientShell';
export { CoachNotes } from './components/CoachNotes';
export { CurrentProgram } from './components/CurrentProgram';
export { NutritionGoalsEditor } from './components/NutritionGoalsEditor';
export { OnboardingSummary } from './components/OnboardingSummary';
export { ProfileDetails } from './components/ProfileDetails';
export { SharedCycle } from './components/SharedCycle';
