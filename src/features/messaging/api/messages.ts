import { supabase } from '@/lib/supabase';
import type { AttachmentColumns, ChatMessage } from '../lib/thread';

export const THREAD_PAGE_SIZE = 50;
const MESSAGE_COLUMNS =
  'id, sender_id, recipient_id, body, created_at, read_at, attachment_path, attachment_mime, attachment_size, attachment_name, attachment_width, attachment_height, attachment_duration_seconds, attachment_thumbnail_path';

export interface ThreadSummary {
  otherId: string;
  name: string;
  role: string;
  lastBody: string | null;
  lastAt: string | null;
  lastSenderId: string | null;
  lastReadAt: string | null;
  unread: number;
}

export interface Contact {
  id: string;
  name: string;
  role: string;
}

export async function fetchThreads(): Promise<ThreadSummary[]> {
  const { data, error } = await supabase.rpc('message_threads');
  if (error) throw error;
  return data.map((row) => ({
    otherId: row.other_id,
    name: row.other_name || 'Unnamed',
    role: row.other_role,
    lastBody: row.last_body,
    lastAt: row.last_at,
    lastSenderId: row.last_sender_id,
    lastReadAt: row.last_read_at,
    unread: row.unread_count,
  }));
}

export async function fetchContacts(): Promise<Contact[]> {
  const { data, error } = await supabase.rpc('message_contacts');
  if (error) throw error;
  return data.map((row) => ({ id: row.id, name: row.name || 'Unnamed', role: row.role }));
}

/** One page of a conversation, newest first; `before` pages back from the oldest shown. */
export async function fetchThreadPage(me: string, other: string, before?: string): Promise<ChatMessage[]> {
  let query = supabase
    .from('messages')
    .select(MESSAGE_COLUMNS)
    .or(`and(sender_id.eq.${me},recipient_id.eq.${other}),and(sender_id.eq.${other},recipient_id.eq.${me})`)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(THREAD_PAGE_SIZE);
  if (before) query = query.lt('created_at', before);
  const { data, error } = await query;
  if (error) throw error;
  return data;
}

/** Sent with the id made on the device: a retry of a message the server already has does nothing. */
export async function sendMessage(message: ChatMessage): Promise<void> {
  const { error } = await supabase.from('messages').upsert(
    {
      id: message.id,
      sender_id: message.sender_id,
      recipient_id: message.recipient_id,
      body: message.body,
      // created_at is the server's: a device clock does not reorder a conversation.
      ...attachmentColumnsOf(message),
    },
    { onConflict: 'id', ignoreDuplicates: true },
  );
  if (error) throw error;
}

/** The attachment's columns to send (none for a text message). Size and type are Storage's on the server. */
function attachmentColumnsOf(message: ChatMessage): AttachmentColumns {
  if (!message.attachment_path) return {};
  return {
    attachment_path: message.attachment_path,
    attachment_mime: message.attachment_mime ?? null,
    attachment_size: message.attachment_size ?? null,
    attachment_name: message.attachment_name ?? null,
    attachment_width: message.attachment_width ?? null,
    attachment_height: message.attachment_height ?? null,
    attachment_duration_seconds: message.attachment_duration_seconds ?? null,
    attachment_thumbnail_path: message.attachment_thumbnail_path ?? null,
  };
}

export async function markThreadRead(other: string): Promise<number> {
  const { data, error } = await supabase.rpc('mark_thread_read', { other });
  if (error) throw error;
  return data;
}

export async function fetchUnreadTotal(me: string): Promise<number> {
  const { count, error } = await supabase
    .from('messages')
    .select('id', { count: 'exact', head: true })
    .eq('recipient_id', me)
    .is('read_at', null);
  if (error) throw error;
  return count ?? 0;
}
