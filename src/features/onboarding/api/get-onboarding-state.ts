import { supabase } from '@/lib/supabase';
import { parseOnboardingAnswers, type OnboardingAnswers } from '../lib/answers';

export interface OnboardingState {
  answers: OnboardingAnswers | null;
  answeredAt: string | null;
  dismissedAt: string | null;
}

/** The signed-in client's newest answers (newest wins) and whether they chose "later". */
export async function getOnboardingState(userId: string): Promise<OnboardingState> {
  const [form, profile] = await Promise.all([
    supabase
      .from('onboarding_forms')
      .select('assessment, created_at')
      .eq('client_id', userId)
      .order('created_at', { ascending: false })
      .limit(1)
      .maybeSingle(),
    supabase.from('users').select('onboarding_dismissed_at').eq('id', userId).single(),
  ]);
  if (form.error) throw form.error;
  if (profile.error) throw profile.error;
  return {
    answers: form.data ? parseOnboardingAnswers(form.data.assessment) : null,
    answeredAt: form.data?.created_at ?? null,
    dismissedAt: profile.data.onboarding_dismissed_at,
  };
}
