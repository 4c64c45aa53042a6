import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { RealtimeChannel } from '@supabase/supabase-js';
import { useEffect } from 'react';
import { supabase } from '@/lib/supabase';
import { notificationKeys } from './query-keys';

/**
 * One Realtime subscription per signed-in user for the bell: postgres_changes on
 * public.notifications, which RLS narrows to the user's own rows. Any change (a new one, one marked
 * read on another device) refreshes the bell's queries, and so does every (re)join, so what arrived
 * while the socket was down is fetched.
 *
 * The bell is on every page, so the channel joins `BELL_LIVE_DELAY_MS` after it mounts (the count
 * is read at once): the Realtime client and its socket stay off a cold start's critical path, as
 * the messaging badges do (docs/performance.md).
 */
export const BELL_LIVE_DELAY_MS = 3_000;

interface Live {
  me: string;
  channel: RealtimeChannel | null;
  timer: ReturnType<typeof setTimeout> | null;
  users: number;
}

let current: Live | undefined;

function refresh(queryClient: QueryClient, me: string) {
  void queryClient.invalidateQueries({ queryKey: notificationKeys.forUser(me) });
}

function open(live: Live, queryClient: QueryClient): void {
  live.timer = null;
  if (live.channel) return;
  const { me } = live;
  live.channel = supabase
    .channel(`notifications:${me}`)
    .on('postgres_changes', { event: '*', schema: 'public', table: 'notifications' }, () => refresh(queryClient, me))
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

function acquire(queryClient: QueryClient, me: string): () => void {
  if (current && current.me !== me) {
    close(current);
    current = undefined;
  }
  const live = (current ??= { me, channel: null, timer: null, users: 0 });
  if (!live.channel && live.timer === null) live.timer = setTimeout(() => open(live, queryClient), BELL_LIVE_DELAY_MS);
  live.users += 1;
  return () => {
    live.users -= 1;
    if (live.users === 0 && current === live) {
      current = undefined;
      close(live);
    }
  };
}

/** Live notifications for `me` (joins after `BELL_LIVE_DELAY_MS`). */
export function useNotificationsLive(me: string | undefined): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!me) return;
    return acquire(queryClient, me);
  }, [me, queryClient]);
}
