import { supabase } from '@/lib/supabase';

export async function addCoachNote(clientId: string, authorId: string, body: string): Promise<void> {
  const { error } = await supabase.from('client_notes').insert({ client_id: clientId, author_id: authorId, body });
  if (error) throw error;
}
