// What the rest of the app may use from the client profile: the client-facing pieces it owns, and
// the coach's profile sections that src/app/pages/ClientProfilePage.tsx arranges.
export { ClientPhotos } from './components/ClientPhotos';
export { ClientShell } from './components/ClientShell';
export { CoachCommentsCard } from './components/CoachCommentsCard';
export { CoachNotes } from './components/CoachNotes';
export { CurrentProgram } from './components/CurrentProgram';
export { CycleSharingSetting } from './components/CycleSharingSetting';
export { MyNutritionGoalsCard } from './components/MyNutritionGoalsCard';
export { NutritionGoalsEditor } from './components/NutritionGoalsEditor';
export { OnboardingSummary } from './components/OnboardingSummary';
export { ProfileDetails } from './components/ProfileDetails';
export { SharedCycle } from './components/SharedCycle';
