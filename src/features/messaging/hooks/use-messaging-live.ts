import { useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { RealtimeChannel } from '@supabase/supabase-js';
import { useEffect } from 'react';
import { supabase } from '@/lib/supabase';
import type { ChatMessage } from '../lib/thread';
import { messagingKeys } from './query-keys';

/**
 * One Realtime subscription per signed-in user, shared by every component that needs live
 * messages (the nav badges, the inbox): postgres_changes on public.messages, which RLS narrows to
 * the user's own conversations. Any change refreshes the messaging queries; every (re)join does
 * too, so what arrived while the socket was down is fetched.
 */
let current: { me: string; channel: RealtimeChannel; users: number } | undefined;

function refresh(queryClient: QueryClient, me: string) {
  void queryClient.invalidateQueries({ queryKey: ['messaging', me] });
}

function isChatMessage(row: unknown): row is ChatMessage {
  if (typeof row !== 'object' || row === null) return false;
  const record = row as Record<string, unknown>;
  return (
    typeof record.id === 'string' &&
    typeof record.sender_id === 'string' &&
    typeof record.recipient_id === 'string' &&
    typeof record.body === 'string' &&
    typeof record.created_at === 'string'
  );
}

/**
 * Puts a changed message straight into its open conversation (no round trip before it shows);
 * the refetch that follows confirms it.
 */
export function applyChange(queryClient: QueryClient, me: string, row: unknown): void {
  if (!isChatMessage(row)) return;
  const other = row.sender_id === me ? row.recipient_id : row.sender_id;
  const message: ChatMessage = { ...row, read_at: row.read_at ?? null };
  queryClient.setQueryData<InfiniteData<ChatMessage[], string | undefined>>(messagingKeys.thread(me, other), (data) => {
    if (!data) return data;
    const known = data.pages.some((page) => page.some((m) => m.id === message.id));
    const pages = known
      ? data.pages.map((page) => page.map((m) => (m.id === message.id ? message : m)))
      : data.pages.map((page, index) => (index === 0 ? [message, ...page] : page));
    return { ...data, pages };
  });
}

function acquire(queryClient: QueryClient, me: string): () => void {
  if (current && current.me !== me) {
    void supabase.removeChannel(current.channel);
    current = undefined;
  }
  if (!current) {
    const channel = supabase
      .channel(`messages:${me}`)
      .on('postgres_changes', { event: '*', schema: 'public', table: 'messages' }, (payload) => {
        applyChange(queryClient, me, payload.new);
        refresh(queryClient, me);
      })
      .subscribe((status) => {
        if (status === 'SUBSCRIBED') refresh(queryClient, me);
      });
    current = { me, channel, users: 0 };
  }
  const held = current;
  held.users += 1;
  return () => {
    held.users -= 1;
    if (held.users === 0 && current === held) {
      current = undefined;
      void supabase.removeChannel(held.channel);
    }
  };
}

export function useMessagingLive(me: string | undefined): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!me) return;
    return acquire(queryClient, me);
  }, [me, queryClient]);
}

export { messagingKeys };
