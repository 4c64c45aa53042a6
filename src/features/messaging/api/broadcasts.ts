import { supabase } from '@/lib/supabase';
import { audienceArgs, type Audience } from '../lib/broadcast';

export interface Recipient {
  id: string;
  name: string;
}

/** Who the broadcast would reach now, by name (the same rule the send applies). */
export async function previewBroadcast(audience: Audience): Promise<Recipient[]> {
  const { data, error } = await supabase.rpc('broadcast_audience', { ...audienceArgs(audience) });
  if (error) throw error;
  return data.map((row) => ({ id: row.id, name: `${row.first_name} ${row.last_name}`.trim() || 'Unnamed' }));
}

export interface BroadcastResult {
  recipientCount: number;
  alreadySent: boolean;
}

/**
 * One message to each recipient, in one server call. `id` is made on the device once per broadcast:
 * sending again with it (a lost answer, a second click) sends nothing more.
 */
export async function sendBroadcast(id: string, body: string, audience: Audience): Promise<BroadcastResult> {
  const { data, error } = await supabase.rpc('send_broadcast', {
    p_broadcast_id: id,
    p_body: body,
    ...audienceArgs(audience),
  });
  if (error) throw error;
  const row = data[0];
  return { recipientCount: row?.recipient_count ?? 0, alreadySent: row?.already_sent ?? false };
}

export interface SentBroadcast {
  id: string;
  body: string;
  audience: string;
  recipient_count: number;
  created_at: string;
}

/** How many past broadcasts the dialog lists. */
export const SENT_BROADCASTS_SHOWN = 20;

/** The caller's own last broadcasts, newest first (an admin reads only theirs here too). */
export async function listSentBroadcasts(me: string): Promise<SentBroadcast[]> {
  const { data, error } = await supabase
    .from('message_broadcasts')
    .select('id, body, audience, recipient_count, created_at')
    .eq('sender_id', me)
    .order('created_at', { ascending: false })
    .limit(SENT_BROADCASTS_SHOWN);
  if (error) throw error;
  return data;
}
