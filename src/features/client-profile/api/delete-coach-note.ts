import { supabase } from '@/lib/supabase';

export async function deleteCoachNote(noteId: string): Promise<void> {
  const { error } = await supabase.from('client_notes').delete().eq('id', noteId);
  if (error) throw error;
}
