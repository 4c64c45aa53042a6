import { supabase } from '@/lib/supabase';

/** The user's logged period starts, newest first (enough history to estimate the cycle length). */
export async function getCycleEntries(userId: string, limit = 12) {
  const { data, error } = await supabase
    .from('cycle_entries')
    .select('id, period_start, period_end')
    .eq('user_id', userId)
    .order('period_start', { ascending: false })
    .limit(limit);
  if (error) throw error;
  return data;
}
