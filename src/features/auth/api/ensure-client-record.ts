import { supabase } from '@/lib/supabase';

/** Creates the `clients` row for a client who has none yet. */
export async function ensureClientRecord(userId: string): Promise<void> {
  const { data, error } = await supabase.from('clients').select('id').eq('id', userId).maybeSingle();
  if (error) throw error;
  if (data) return;
  const { error: insertError } = await supabase.from('clients').insert({ id: userId });
  if (insertError) throw insertError;
}
