import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dismissOnboarding } from '../api/dismiss-onboarding';
import { getOnboardingState } from '../api/get-onboarding-state';
import { submitOnboarding } from '../api/submit-onboarding';
import type { OnboardingAnswers } from '@/lib/onboarding-answers';

export const onboardingKeys = {
  state: (userId: string) => ['onboarding', userId] as const,
};

export function useOnboardingState(userId: string) {
  return useQuery({ queryKey: onboardingKeys.state(userId), queryFn: () => getOnboardingState(userId) });
}

export function useSubmitOnboarding(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: OnboardingAnswers) => submitOnboarding(userId, answers),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: onboardingKeys.state(userId) }),
  });
}

export function useDismissOnboarding(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => dismissOnboarding(userId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: onboardingKeys.state(userId) }),
  });
}
