import { supabase } from '@/lib/supabase';

export interface SavedReply {
  id: string;
  title: string;
  body: string;
}

const COLUMNS = 'id, title, body';

export async function listSavedReplies(): Promise<SavedReply[]> {
  const { data, error } = await supabase.from('saved_replies').select(COLUMNS).order('title');
  if (error) throw error;
  return data;
}

export async function createSavedReply(reply: Omit<SavedReply, 'id'>): Promise<void> {
  const { error } = await supabase.from('saved_replies').insert(reply);
  if (error) throw error;
}

export async function updateSavedReply(reply: SavedReply): Promise<void> {
  const { error } = await supabase
    .from('saved_replies')
    .update({ title: reply.title, body: reply.body })
    .eq('id', reply.id);
  if (error) throw error;
}

export async function deleteSavedReply(id: string): Promise<void> {
  const { error } = await supabase.from('saved_replies').delete().eq('id', id);
  if (error) throw error;
}

/** The person's first name, for `{first_name}` in a saved reply. */
export async function fetchFirstName(userId: string): Promise<string | null> {
  const { data, error } = await supabase.from('users').select('first_name').eq('id', userId).maybeSingle();
  if (error) throw error;
  return data?.first_name ?? null;
}
