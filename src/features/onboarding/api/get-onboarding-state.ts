import { supabase } from '@/lib/supabase';
import { readOnboardingState, type OnboardingState } from './read-onboarding-state';

/** The signed-in client's onboarding state (see `readOnboardingState`). */
export function getOnboardingState(userId: string): Promise<OnboardingState> {
  return readOnboardingState(supabase, userId);
}
