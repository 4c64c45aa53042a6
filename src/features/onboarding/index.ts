// What the rest of the app may use from onboarding.
export { OnboardingPrompt } from './components/OnboardingPrompt';
export { OnboardingSettings } from './components/OnboardingSettings';
