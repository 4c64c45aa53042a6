import { supabase } from '@/lib/supabase';

/** The private notes staff keep on a client, newest first (the client can never read them). */
export async function listCoachNotes(clientId: string) {
  const { data, error } = await supabase
    .from('client_notes')
    .select('id, body, created_at, author_id, author:users!client_notes_author_id_fkey ( first_name, last_name )')
    .eq('client_id', clientId)
    .order('created_at', { ascending: false })
    .limit(200);
  if (error) throw error;
  return data;
}

export type CoachNote = Awaited<ReturnType<typeof listCoachNotes>>[number];
