import { supabase } from '@/lib/supabase';

/** Records a period start (unique per user and date). */
export async function logPeriodStart(userId: string, periodStart: string): Promise<void> {
  const { error } = await supabase.from('cycle_entries').insert({ user_id: userId, period_start: periodStart });
  if (error) throw error;
}
