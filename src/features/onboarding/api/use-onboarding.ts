import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dismissOnboarding } from './dismiss-onboarding';
import { getOnboardingState } from './get-onboarding-state';
import { submitOnboarding } from './submit-onboarding';
import type { OnboardingAnswers } from '@/lib/onboarding-answers';
import { onboardingKeys } from './query-keys';

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
