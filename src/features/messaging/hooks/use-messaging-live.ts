import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { RealtimeChannel } from '@supabase/supabase-js';
import { useEffect } from 'react';
import { supabase } from '@/lib/supabase';
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

function acquire(queryClient: QueryClient, me: string): () => void {
  if (current && current.me !== me) {
    void supabase.removeChannel(current.channel);
    current = undefined;
  }
  if (!current) {
    const channel = supabase
      .channel(`messages:${me}`)
      .on('postgres_changes', { event: '*', schema: 'public', table: 'messages' }, () => refresh(queryClient, me))
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
