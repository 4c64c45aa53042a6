// What the rest of the app may use from the client profile: the client-facing pieces it owns.
export { CoachCommentsCard } from './components/CoachCommentsCard';
export { CycleSharingSetting } from './components/CycleSharingSetting';
export { MyNutritionGoalsCard } from './components/MyNutritionGoalsCard';
