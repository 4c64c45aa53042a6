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
 *
 * The nav badges are on every page, so the channel they ask for waits `BADGE_LIVE_DELAY_MS`
 * (the badge's count is read at once; joining refreshes it): the Realtime client's code and its
 * socket then stay off a cold start's critical path (docs/performance.md). The inbox opens it at
 * once, and so does a badge whose channel the inbox already asked for.
 */
export const BADGE_LIVE_DELAY_MS = 3_000;

interface Live {
  me: string;
  channel: RealtimeChannel | null;
  timer: ReturnType<typeof setTimeout> | null;
  users: number;
}

let current: Live | undefined;

function refresh(queryClient: QueryClient, me: string) {
  void queryClient.invalidateQueries({ queryKey: messagingKeys.forUser(me) });
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

function open(live: Live, queryClient: QueryClient): void {
  if (live.timer !== null) clearTimeout(live.timer);
  live.timer = null;
  if (live.channel) return;
  const { me } = live;
  live.channel = supabase
    .channel(`messages:${me}`)
    .on('postgres_changes', { event: '*', schema: 'public', table: 'messages' }, (payload) => {
      applyChange(queryClient, me, payload.new);
      refresh(queryClient, me);
    })
    .subscribe((status) => {
      if (status === 'SUBSCRIBED') refresh(queryClient, me);
    });
}

function close(live: Live): void {
  if (live.timer !== null) clearTimeout(live.timer);
  live.timer = null;
  if (live.channel) void supabase.removeChannel(live.channel);
  live.channel = null;
}

function acquire(queryClient: QueryClient, me: string, deferred: boolean): () => void {
  if (current && current.me !== me) {
    close(current);
    current = undefined;
  }
  const live = (current ??= { me, channel: null, timer: null, users: 0 });
  if (!deferred) open(live, queryClient);
  else if (!live.channel && live.timer === null)
    live.timer = setTimeout(() => open(live, queryClient), BADGE_LIVE_DELAY_MS);
  live.users += 1;
  return () => {
    live.users -= 1;
    if (live.users === 0 && current === live) {
      current = undefined;
      close(live);
    }
  };
}

/** Live messages for `me`; `deferred` (the nav badges) joins after `BADGE_LIVE_DELAY_MS`. */
export function useMessagingLive(me: string | undefined, { deferred = false }: { deferred?: boolean } = {}): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!me) return;
    return acquire(queryClient, me, deferred);
  }, [me, queryClient, deferred]);
}

export { messagingKeys };
