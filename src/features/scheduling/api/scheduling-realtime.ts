import type { RealtimeChannel } from '@supabase/supabase-js';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onReconnect } from '@/lib/connectivity';
import { supabase } from '@/lib/supabase';
import { bookingChangePrefixes } from './scheduling-keys';

/** The tables whose changes move a calendar (all in the supabase_realtime publication). */
export const SCHEDULING_TABLES = ['bookings', 'service_sessions', 'waitlist_entries'] as const;

/** One booking touches a session and a booking (and maybe a waitlist place): refresh once for all. */
export const REFRESH_DELAY_MS = 150;

// A new topic for every channel: realtime-js hands back an existing channel of the same topic.
let channels = 0;

function refreshAll(queryClient: QueryClient): void {
  for (const queryKey of bookingChangePrefixes()) {
    void queryClient.invalidateQueries({ queryKey });
  }
}

/**
 * Live scheduling for one mounted screen: a Realtime channel with postgres_changes on bookings,
 * sessions and waitlist places (row-level security decides which changes reach whom), and any change
 * refreshes the calendar, my-bookings and waitlist queries. A rejoin after the socket dropped, or
 * the network coming back (a new channel then), refreshes them too: what changed meanwhile is
 * fetched. The channel is removed when the screen unmounts.
 */
export function subscribeScheduling(queryClient: QueryClient): () => void {
  let channel: RealtimeChannel | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let joinedBefore = false;

  const refreshSoon = () => {
    if (timer !== null) return;
    timer = setTimeout(() => {
      timer = null;
      refreshAll(queryClient);
    }, REFRESH_DELAY_MS);
  };

  const open = () => {
    if (channel) void supabase.removeChannel(channel);
    channels += 1;
    let next = supabase.channel(`scheduling:${channels}`);
    for (const table of SCHEDULING_TABLES) {
      next = next.on('postgres_changes', { event: '*', schema: 'public', table }, refreshSoon);
    }
    channel = next.subscribe((status) => {
      if (status !== 'SUBSCRIBED') return;
      // The first join follows the screen's own reads; a later one may have missed changes.
      if (joinedBefore) refreshSoon();
      joinedBefore = true;
    });
  };

  open();
  const stopListening = onReconnect(open);
  return () => {
    stopListening();
    if (timer !== null) clearTimeout(timer);
    timer = null;
    if (channel) void supabase.removeChannel(channel);
    channel = null;
  };
}

/** Keeps the mounted screen's scheduling queries live (see subscribeScheduling). */
export function useSchedulingRealtime(): void {
  const queryClient = useQueryClient();
  useEffect(() => subscribeScheduling(queryClient), [queryClient]);
}
