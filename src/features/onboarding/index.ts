// What the rest of the app may use from onboarding.
export { OnboardingPrompt } from './components/OnboardingPrompt';
export { OnboardingSettings } from './components/OnboardingSettings';
export { parseOnboardingAnswers, EXPERIENCE_LEVELS, type OnboardingAnswers } from './lib/answers';
