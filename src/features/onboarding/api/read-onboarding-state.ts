import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@/lib/database.types';
import { parseOnboardingAnswers, type OnboardingAnswers } from '@/lib/onboarding-answers';

export interface OnboardingState {
  answers: OnboardingAnswers | null;
  answeredAt: string | null;
  dismissedAt: string | null;
}

/**
 * A client's newest answers (newest wins) and whether they chose "later", in one request: their
 * user row with the newest form embedded. One request rather than two keeps Today's first reads
 * within the six connections a browser opens to one host over HTTP/1.1 (docs/performance.md).
 * Row-level security answers it: for anyone who may not see the client, there is no row (an error).
 */
export async function readOnboardingState(client: SupabaseClient<Database>, userId: string): Promise<OnboardingState> {
  const { data, error } = await client
    .from('users')
    .select('onboarding_dismissed_at, form:onboarding_forms!onboarding_forms_client_id_fkey ( assessment, created_at )')
    .eq('id', userId)
    .order('created_at', { ascending: false, referencedTable: 'form' })
    .limit(1, { referencedTable: 'form' })
    .single();
  if (error) throw error;
  const form = data.form[0];
  return {
    answers: form ? parseOnboardingAnswers(form.assessment) : null,
    answeredAt: form?.created_at ?? null,
    dismissedAt: data.onboarding_dismissed_at,
  };
}
