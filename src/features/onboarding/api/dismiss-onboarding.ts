import { supabase } from '@/lib/supabase';

/** "Ask me later": the dashboard stops asking; /settings still offers the questions. */
export async function dismissOnboarding(userId: string): Promise<void> {
  const { error } = await supabase
    .from('users')
    .update({ onboarding_dismissed_at: new Date().toISOString() })
    .eq('id', userId);
  if (error) throw error;
}
