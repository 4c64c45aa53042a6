import { supabase } from '@/lib/supabase';

export interface Choice {
  id: string;
  name: string;
}

export interface AudienceChoices {
  tags: Choice[];
  programs: Choice[];
  clients: Choice[];
}

/**
 * What a broadcast can be aimed at: the coach's own tags, the library programs they can see, and the
 * clients they may message (row-level security narrows each list to the caller's).
 */
export async function fetchAudienceChoices(me: string): Promise<AudienceChoices> {
  const [tags, programs, contacts] = await Promise.all([
    supabase.from('client_tags').select('id, name').eq('trainer_id', me).order('name'),
    supabase.from('programs').select('id, name').is('client_id', null).neq('status', 'archived').order('name'),
    supabase.rpc('message_contacts'),
  ]);
  if (tags.error) throw tags.error;
  if (programs.error) throw programs.error;
  if (contacts.error) throw contacts.error;
  return {
    tags: tags.data,
    programs: programs.data,
    clients: contacts.data.filter((c) => c.role === 'client').map((c) => ({ id: c.id, name: c.name || 'Unnamed' })),
  };
}
