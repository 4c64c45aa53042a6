/** TanStack Query keys of onboarding: the one place they are written. */
export const onboardingKeys = {
  state: (userId: string) => ['onboarding', userId] as const,
};
