import type { Json } from '@/lib/database.types';
import { supabase } from '@/lib/supabase';
import { toAssessment, type OnboardingAnswers } from '@/lib/onboarding-answers';

/** A new onboarding_forms row: answers are history, and the newest wins. */
export async function submitOnboarding(userId: string, answers: OnboardingAnswers): Promise<void> {
  const { error } = await supabase.from('onboarding_forms').insert({
    client_id: userId,
    submitted_by: userId,
    assessment: toAssessment(answers) as unknown as Json,
  });
  if (error) throw error;
}
