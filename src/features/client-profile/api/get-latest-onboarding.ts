import { supabase } from '@/lib/supabase';
import { parseOnboardingAnswers, type OnboardingAnswers } from '@/lib/onboarding-answers';

/** The client's newest onboarding answers (spec: latest for client), or null. */
export async function getLatestOnboarding(
  clientId: string,
): Promise<{ answers: OnboardingAnswers; at: string } | null> {
  const { data, error } = await supabase
    .from('onboarding_forms')
    .select('assessment, created_at')
    .eq('client_id', clientId)
    .order('created_at', { ascending: false })
    .limit(1)
    .maybeSingle();
  if (error) throw error;
  return data ? { answers: parseOnboardingAnswers(data.assessment), at: data.created_at } : null;
}
