// What the rest of the app may use from the client profile: the client-facing pieces it owns.
// The coach's profile sections are in ./profile-page.ts, apart, so pages that use only these do not
// download them (one file imported by two pages puts everything it imports in a chunk both load).
export { CoachCommentsCard } from './components/CoachCommentsCard';
export { CycleSharingSetting } from './components/CycleSharingSetting';
export { MyNutritionGoalsCard } from './components/MyNutritionGoalsCard';
