import { supabase } from '@/lib/supabase';

export interface ClientTag {
  id: string;
  name: string;
  trainerId: string;
}

export interface TagAssignment {
  tagId: string;
  clientId: string;
}

/** The tags the caller may see: their own (an admin: everyone's). Clients see none. */
export async function listClientTags(): Promise<ClientTag[]> {
  const { data, error } = await supabase.from('client_tags').select('id, name, trainer_id').order('name');
  if (error) throw error;
  return data.map((row) => ({ id: row.id, name: row.name, trainerId: row.trainer_id }));
}

/** Which tag is on which client, for the clients the caller coaches (an admin: all). */
export async function listTagAssignments(): Promise<TagAssignment[]> {
  const { data, error } = await supabase.from('client_tag_assignments').select('tag_id, client_id');
  if (error) throw error;
  return data.map((row) => ({ tagId: row.tag_id, clientId: row.client_id }));
}

export async function createClientTag(name: string): Promise<string> {
  const { data, error } = await supabase.from('client_tags').insert({ name }).select('id').single();
  if (error) throw error;
  return data.id;
}

export async function tagClient(tagId: string, clientId: string): Promise<void> {
  const { error } = await supabase
    .from('client_tag_assignments')
    .upsert({ tag_id: tagId, client_id: clientId }, { onConflict: 'tag_id,client_id', ignoreDuplicates: true });
  if (error) throw error;
}

export async function untagClient(tagId: string, clientId: string): Promise<void> {
  const { error } = await supabase
    .from('client_tag_assignments')
    .delete()
    .eq('tag_id', tagId)
    .eq('client_id', clientId);
  if (error) throw error;
}
