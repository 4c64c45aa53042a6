import { supabase } from '@/lib/supabase';

/** Creates the `clients` row for a client who has none yet (the profile read says whether one exists). */
export async function createClientRecord(userId: string): Promise<void> {
  const { error } = await supabase.from('clients').insert({ id: userId });
  if (error) throw error;
}
